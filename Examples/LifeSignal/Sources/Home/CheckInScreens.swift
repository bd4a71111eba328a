import ComposableArchitecture
import SwiftUI

@Reducer
struct CheckInFeature {
  @ObservableState
  struct State: Equatable {
    var note = ""
    var isSubmitting = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case submitButtonTapped
    case submitted
  }

  @Dependency(\.checkInClient) var checkInClient
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .submitButtonTapped:
        state.isSubmitting = true
        return .run { [note = state.note] send in
          try await checkInClient.checkIn(note: note)
          await send(.submitted)
        }
      case .submitted:
        return .run { _ in await dismiss() }
      }
    }
  }
}

@Reducer
struct CheckInHistoryFeature {
  @ObservableState
  struct State: Equatable {
    var checkIns: [CheckIn] = []
  }

  enum Action {
    case task
    case loaded([CheckIn])
  }

  @Dependency(\.checkInClient) var checkInClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .task:
        return .run { send in await send(.loaded(try await checkInClient.history())) }
      case let .loaded(checkIns):
        state.checkIns = checkIns
        return .none
      }
    }
  }
}

@Reducer
struct IntervalPickerFeature {
  @ObservableState
  struct State: Equatable {
    var interval: TimeInterval
  }

  enum Action {
    case delegate(Delegate)
    case intervalTapped(TimeInterval)

    enum Delegate: Equatable {
      case intervalSelected(TimeInterval)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .intervalTapped(interval):
        state.interval = interval
        return .send(.delegate(.intervalSelected(interval)))
      case .delegate:
        return .none
      }
    }
  }
}

@Reducer
struct QRCodeFeature {
  @ObservableState
  struct State: Equatable {
    var code: String?
  }

  enum Action {
    case task
    case generated(String)
  }

  @Dependency(\.userClient) var userClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .task:
        return .run { send in await send(.generated(try await userClient.qrCode())) }
      case let .generated(code):
        state.code = code
        return .none
      }
    }
  }
}

struct CheckInView: View {
  @Bindable var store: StoreOf<CheckInFeature>

  var body: some View {
    Form {
      TextField("Note", text: $store.note)
      Button("Check in") { store.send(.submitButtonTapped) }
        .disabled(store.isSubmitting)
    }
  }
}
