import ComposableArchitecture
import SwiftUI

/// The user's profile: a stack of settings screens, sign-out and account deletion.
/// Written with struct `Path`/`Destination` reducers, as the app did before `@Reducer enum`.
@Reducer
struct ProfileFeature {
  @Reducer
  struct Path {
    @ObservableState
    enum State: Equatable {
      case editProfile(EditProfileFeature.State)
      case settings(SettingsFeature.State)
    }

    enum Action {
      case editProfile(EditProfileFeature.Action)
      case settings(SettingsFeature.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.editProfile, action: \.editProfile) {
        EditProfileFeature()
      }
      Scope(state: \.settings, action: \.settings) {
        SettingsFeature()
      }
    }
  }

  @Reducer
  struct Destination {
    @ObservableState
    enum State: Equatable {
      case deleteAccount(AlertState<ProfileFeature.Action.DeleteAccount>)
      case signOut(ConfirmationDialogState<ProfileFeature.Action.SignOut>)
    }

    enum Action {
      case deleteAccount(ProfileFeature.Action.DeleteAccount)
      case signOut(ProfileFeature.Action.SignOut)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
    }
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    @Presents var destination: Destination.State?
    var user = User.placeholder
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case editProfileButtonTapped
    case path(StackAction<Path.State, Path.Action>)
    case settingsButtonTapped
    case signOutButtonTapped

    enum DeleteAccount: Equatable {
      case confirm
    }

    enum SignOut: Equatable {
      case confirm
    }
  }

  @Dependency(\.userClient) var userClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination(.presented(.deleteAccount(.confirm))):
        return .run { _ in try await userClient.deleteAccount() }

      case .destination(.presented(.signOut(.confirm))):
        return .run { _ in try await userClient.signOut() }

      case .editProfileButtonTapped:
        state.path.append(.editProfile(EditProfileFeature.State(user: state.user)))
        return .none

      case .path(.element(id: _, action: .settings(.delegate(.deleteAccountRequested)))):
        state.destination = .deleteAccount(
          AlertState {
            TextState("Delete your account?")
          } actions: {
            ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
          }
        )
        return .none

      case .settingsButtonTapped:
        state.path.append(.settings(SettingsFeature.State()))
        return .none

      case .signOutButtonTapped:
        state.destination = .signOut(
          ConfirmationDialogState {
            TextState("Sign out?")
          } actions: {
            ButtonState(role: .destructive, action: .confirm) { TextState("Sign out") }
          }
        )
        return .none

      case .destination, .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      Path()
    }
    .ifLet(\.$destination, action: \.destination) {
      Destination()
    }
  }
}

struct ProfileView: View {
  @Bindable var store: StoreOf<ProfileFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        Section {
          Text(store.user.name)
          Button("Edit profile") { store.send(.editProfileButtonTapped) }
        }
        Section {
          Button("Settings") { store.send(.settingsButtonTapped) }
          Button("Sign out", role: .destructive) { store.send(.signOutButtonTapped) }
        }
      }
      .navigationTitle("Profile")
    } destination: { store in
      switch store.case {
      case let .editProfile(store):
        EditProfileView(store: store)
      case let .settings(store):
        SettingsView(store: store)
      }
    }
    .confirmationDialog($store.scope(state: \.destination?.signOut, action: \.destination.signOut))
    .alert($store.scope(state: \.destination?.deleteAccount, action: \.destination.deleteAccount))
  }
}
