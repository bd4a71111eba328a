import ComposableArchitecture
import SwiftUI

/// The people whose check-ins the user watches.
@Reducer
struct DependentsFeature {
  @Reducer
  enum Path {
    case contactDetail(ContactDetailFeature)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    @Presents var alert: AlertState<Action.Alert>?
    var dependents: IdentifiedArrayOf<Contact> = []
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case dependentTapped(Contact)
    case missedCheckInNotificationTapped(Contact)
    case path(StackActionOf<Path>)
    case pingButtonTapped(Contact)
    case pinged(Contact)

    enum Alert: Equatable {}
  }

  @Dependency(\.contactsClient) var contactsClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .dependentTapped(dependent):
        state.path.append(.contactDetail(ContactDetailFeature.State(contact: dependent)))
        return .none

      case let .missedCheckInNotificationTapped(dependent):
        // Whatever the user was looking at, the missed check-in comes first.
        state.path = StackState([.contactDetail(ContactDetailFeature.State(contact: dependent))])
        return .none

      case let .pingButtonTapped(dependent):
        return .run { send in
          try await contactsClient.ping(dependent.id)
          await send(.pinged(dependent))
        }

      case let .pinged(dependent):
        state.alert = .pinged(dependent)
        return .none

      case .alert, .path:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .forEach(\.path, action: \.path)
  }
}

extension DependentsFeature.Path.State: Equatable {}

extension AlertState where Action == DependentsFeature.Action.Alert {
  static func pinged(_ dependent: Contact) -> Self {
    AlertState { TextState("\(dependent.name) was pinged") }
  }
}

struct DependentsView: View {
  @Bindable var store: StoreOf<DependentsFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List(store.dependents) { dependent in
        Button {
          store.send(.dependentTapped(dependent))
        } label: {
          ContactRow(contact: dependent)
        }
        .swipeActions {
          Button("Ping") { store.send(.pingButtonTapped(dependent)) }
        }
      }
      .navigationTitle("Dependents")
    } destination: { store in
      switch store.case {
      case let .contactDetail(store):
        ContactDetailView(store: store)
      }
    }
    .alert($store.scope(state: \.alert, action: \.alert))
  }
}
