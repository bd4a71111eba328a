import ComposableArchitecture
import SwiftUI

@Reducer
struct NotificationCenterFeature {
  @ObservableState
  struct State: Equatable {
    var notifications: IdentifiedArrayOf<LifeSignalNotification> = []
  }

  enum Action {
    case task
    case loaded([LifeSignalNotification])
    case markAllReadTapped
  }

  @Dependency(\.notificationsClient) var notificationsClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .task:
        return .run { send in await send(.loaded(try await notificationsClient.all())) }
      case let .loaded(notifications):
        state.notifications = IdentifiedArray(uniqueElements: notifications)
        return .none
      case .markAllReadTapped:
        for id in state.notifications.ids { state.notifications[id: id]?.isRead = true }
        return .none
      }
    }
  }
}
