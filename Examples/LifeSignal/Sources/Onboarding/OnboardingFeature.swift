import ComposableArchitecture
import SwiftUI

/// First launch: a welcome screen, then permissions, in a stack inside a full-screen cover.
@Reducer
struct OnboardingFeature {
  @Reducer
  enum Path {
    case permissions(PermissionsFeature)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  enum Action {
    case continueButtonTapped
    case delegate(Delegate)
    case path(StackActionOf<Path>)

    enum Delegate: Equatable {
      case completed
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .continueButtonTapped:
        state.path.append(.permissions(PermissionsFeature.State()))
        return .none

      case .path(.element(id: _, action: .permissions(.delegate(.finished)))):
        return .send(.delegate(.completed))

      case .delegate, .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension OnboardingFeature.Path.State: Equatable {}

@Reducer
struct PermissionsFeature {
  @ObservableState
  struct State: Equatable {
    var notificationsGranted = false
  }

  enum Action {
    case allowNotificationsTapped
    case delegate(Delegate)
    case permissionResponse(Bool)

    enum Delegate: Equatable {
      case finished
    }
  }

  @Dependency(\.notificationsClient) var notificationsClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .allowNotificationsTapped:
        return .run { send in
          await send(.permissionResponse(try await notificationsClient.requestAuthorization()))
        }
      case let .permissionResponse(granted):
        state.notificationsGranted = granted
        return .send(.delegate(.finished))
      case .delegate:
        return .none
      }
    }
  }
}

struct OnboardingView: View {
  @Bindable var store: StoreOf<OnboardingFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      VStack(spacing: 24) {
        Text("Welcome to LifeSignal")
          .font(.largeTitle)
        Button("Continue") { store.send(.continueButtonTapped) }
      }
    } destination: { store in
      switch store.case {
      case let .permissions(store):
        PermissionsView(store: store)
      }
    }
  }
}
