import ComposableArchitecture
import Foundation

/// The check-in dashboard: countdown to the next check-in, history, interval, QR code.
@Reducer
struct HomeFeature {
  @Reducer
  enum Destination {
    case history(CheckInHistoryFeature)
    case intervalPicker(IntervalPickerFeature)
    case qrCode(QRCodeFeature)
    case checkInOptions(ConfirmationDialogState<HomeFeature.Action.CheckInOption>)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Presents var alert: AlertState<Action.Alert>?
    var interval: TimeInterval = 24 * 60 * 60
    var lastCheckIn: Date?
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case checkInButtonTapped
    case checkInResponse(Result<Date, any Error>)
    case delegate(Delegate)
    case destination(PresentationAction<Destination.Action>)
    case historyButtonTapped
    case intervalButtonTapped
    case notificationsButtonTapped
    case qrCodeButtonTapped

    enum Alert: Equatable {
      case openSettings
    }

    @CasePathable
    enum CheckInOption: Equatable {
      case checkInNow
      case checkInWithNote
    }

    @CasePathable
    enum Delegate: Equatable {
      case checkInRequested
      case notificationsTapped
    }
  }

  @Dependency(\.checkInClient) var checkInClient
  @Dependency(\.date.now) var now

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .checkInButtonTapped:
        state.destination = .checkInOptions(.checkInOptions)
        return .none

      case .destination(.presented(.checkInOptions(.checkInNow))):
        return .run { send in
          await send(.checkInResponse(Result { try await checkInClient.checkIn() }))
        }

      case .destination(.presented(.checkInOptions(.checkInWithNote))):
        return .send(.delegate(.checkInRequested))

      case let .checkInResponse(.success(date)):
        state.lastCheckIn = date
        return .none

      case .checkInResponse(.failure):
        state.alert = AlertState {
          TextState("Could not check in")
        } actions: {
          ButtonState(action: .openSettings) { TextState("Settings") }
          ButtonState(role: .cancel) { TextState("OK") }
        }
        return .none

      case .historyButtonTapped:
        state.destination = .history(CheckInHistoryFeature.State())
        return .none

      case .intervalButtonTapped:
        state.destination = .intervalPicker(IntervalPickerFeature.State(interval: state.interval))
        return .none

      case let .destination(.presented(.intervalPicker(.delegate(.intervalSelected(interval))))):
        state.interval = interval
        state.destination = nil
        return .none

      case .notificationsButtonTapped:
        return .send(.delegate(.notificationsTapped))

      case .qrCodeButtonTapped:
        state.destination = .qrCode(QRCodeFeature.State())
        return .none

      case .alert, .delegate, .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .ifLet(\.$alert, action: \.alert)
  }
}

extension HomeFeature.Destination.State: Equatable {}

extension ConfirmationDialogState where Action == HomeFeature.Action.CheckInOption {
  static let checkInOptions = ConfirmationDialogState {
    TextState("Check in")
  } actions: {
    ButtonState(action: .checkInNow) { TextState("Check in now") }
    ButtonState(action: .checkInWithNote) { TextState("Check in with a note…") }
  }
}
