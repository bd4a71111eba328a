import ComposableArchitecture
import SwiftUI

@Reducer
struct SettingsFeature {
  @Reducer
  enum Destination {
    case notificationSettings(NotificationSettingsFeature)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var isBiometricLockOn = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case delegate(Delegate)
    case deleteAccountButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case notificationsRowTapped

    enum Delegate: Equatable {
      case deleteAccountRequested
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .deleteAccountButtonTapped:
        return .send(.delegate(.deleteAccountRequested))

      case .notificationsRowTapped:
        state.destination = .notificationSettings(NotificationSettingsFeature.State())
        return .none

      case .binding, .delegate, .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension SettingsFeature.Destination.State: Equatable {}

struct SettingsView: View {
  @Bindable var store: StoreOf<SettingsFeature>

  var body: some View {
    Form {
      Toggle("Face ID lock", isOn: $store.isBiometricLockOn)
      Button("Notifications") { store.send(.notificationsRowTapped) }
      Button("Delete account", role: .destructive) { store.send(.deleteAccountButtonTapped) }
    }
    .navigationTitle("Settings")
    .navigationDestination(
      item: $store.scope(state: \.destination?.notificationSettings, action: \.destination.notificationSettings)
    ) { store in
      NotificationSettingsView(store: store)
    }
  }
}
