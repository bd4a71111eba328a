import ComposableArchitecture
import SwiftUI

@Reducer
struct EditProfileFeature {
  @ObservableState
  struct State: Equatable {
    var user: User
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case saveButtonTapped
  }

  @Dependency(\.userClient) var userClient
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .saveButtonTapped:
        return .run { [user = state.user] _ in
          try await userClient.save(user)
          await dismiss()
        }
      }
    }
  }
}

@Reducer
struct NotificationSettingsFeature {
  @ObservableState
  struct State: Equatable {
    var remindBeforeDeadline = true
    var notifyResponders = true
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}
