import ComposableArchitecture
import Foundation

/// The root of LifeSignal: four tabs, plus what is presented over all of them
/// (onboarding, a check-in, the notification center, alerts).
@Reducer
struct AppFeature {
  enum Tab: String, Equatable, Sendable {
    case home
    case responders
    case dependents
    case profile
  }

  @Reducer
  enum Destination {
    case onboarding(OnboardingFeature)
    case checkIn(CheckInFeature)
    case notifications(NotificationCenterFeature)
    case alert(AlertState<AppFeature.Action.Alert>)
  }

  @ObservableState
  struct State: Equatable {
    var selectedTab: Tab = .home
    var home = HomeFeature.State()
    var responders = RespondersFeature.State()
    var dependents = DependentsFeature.State()
    var profile = ProfileFeature.State()
    @Presents var destination: Destination.State?
    @Shared(.appStorage("hasCompletedOnboarding")) var hasCompletedOnboarding = false
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case home(HomeFeature.Action)
    case responders(RespondersFeature.Action)
    case dependents(DependentsFeature.Action)
    case profile(ProfileFeature.Action)
    case onAppear
    case openURL(URL)
    case showDestination(Destination.State)
    case tabSelected(Tab)
    case checkInFailed(String)

    @CasePathable
    enum Alert: Equatable {
      case retryCheckIn
    }
  }

  @Dependency(\.checkInClient) var checkInClient

  var body: some ReducerOf<Self> {
    Scope(state: \.home, action: \.home) {
      HomeFeature()
    }
    Scope(state: \.responders, action: \.responders) {
      RespondersFeature()
    }
    Scope(state: \.dependents, action: \.dependents) {
      DependentsFeature()
    }
    Scope(state: \.profile, action: \.profile) {
      ProfileFeature()
    }
    Reduce { state, action in
      switch action {
      case .onAppear:
        if !state.hasCompletedOnboarding {
          state.destination = .onboarding(OnboardingFeature.State())
        }
        return .none

      case .home(.delegate(.checkInRequested)):
        state.destination = .checkIn(CheckInFeature.State())
        return .none

      case .home(.delegate(.notificationsTapped)):
        state.destination = .notifications(NotificationCenterFeature.State())
        return .none

      case .destination(.presented(.onboarding(.delegate(.completed)))):
        state.$hasCompletedOnboarding.withLock { $0 = true }
        state.destination = nil
        state.selectedTab = .responders
        return .none

      case .destination(.presented(.alert(.retryCheckIn))):
        state.destination = .checkIn(CheckInFeature.State())
        return .none

      case let .checkInFailed(message):
        state.destination = .alert(
          AlertState {
            TextState("Check-in failed")
          } actions: {
            ButtonState(action: .retryCheckIn) { TextState("Try again") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          } message: {
            TextState(message)
          }
        )
        return .none

      case let .showDestination(destination):
        // Pushed by widgets and notifications; the case is only known at run time.
        state.destination = destination
        return .none

      case let .openURL(url):
        guard url.scheme == "lifesignal" else { return .none }
        switch url.host {
        case "checkin":
          state.selectedTab = .home
          state.destination = .checkIn(CheckInFeature.State())
          return .none
        case "notifications":
          state.destination = .notifications(NotificationCenterFeature.State())
          return .none
        case "contacts":
          guard let contactID = url.pathComponents.dropFirst().first else { return .none }
          state.selectedTab = .responders
          return .send(.responders(.contactLinkOpened(id: contactID)))
        default:
          return .none
        }

      case let .tabSelected(tab):
        state.selectedTab = tab
        return .none

      case .destination, .home, .responders, .dependents, .profile:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension AppFeature.Destination.State: Equatable {}
