import ComposableArchitecture
import SwiftUI

/// One contact, shown in both the responders' and the dependents' stacks.
@Reducer
struct ContactDetailFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var roleDialog: ConfirmationDialogState<Action.RoleDialog>?
    var contact: Contact
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)
    case historyButtonTapped
    case removeButtonTapped
    case roleButtonTapped
    case roleDialog(PresentationAction<RoleDialog>)

    enum Alert: Equatable {
      case confirmRemoval
    }

    enum RoleDialog: Equatable {
      case makeResponder
      case makeDependent
    }

    enum Delegate: Equatable {
      case removed(Contact.ID)
      case showHistory(Contact.ID)
    }
  }

  @Dependency(\.contactsClient) var contactsClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmRemoval)):
        let id = state.contact.id
        return .run { send in
          try await contactsClient.remove(id)
          await send(.delegate(.removed(id)))
        }

      case .historyButtonTapped:
        return .send(.delegate(.showHistory(state.contact.id)))

      case .removeButtonTapped:
        state.alert = .confirmRemoval(of: state.contact)
        return .none

      case .roleButtonTapped:
        state.roleDialog = ConfirmationDialogState {
          TextState("Role")
        } actions: {
          ButtonState(action: .makeResponder) { TextState("Responder") }
          ButtonState(action: .makeDependent) { TextState("Dependent") }
        }
        return .none

      case let .roleDialog(.presented(choice)):
        state.contact.role = choice == .makeResponder ? .responder : .dependent
        return .none

      case .alert, .delegate, .roleDialog:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$roleDialog, action: \.roleDialog)
  }
}

extension AlertState where Action == ContactDetailFeature.Action.Alert {
  static func confirmRemoval(of contact: Contact) -> Self {
    AlertState {
      TextState("Remove \(contact.name)?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmRemoval) { TextState("Remove") }
    }
  }
}

struct ContactDetailView: View {
  @Bindable var store: StoreOf<ContactDetailFeature>

  var body: some View {
    Form {
      LabeledContent("Name", value: store.contact.name)
      Button("Role") { store.send(.roleButtonTapped) }
      Button("Check-in history") { store.send(.historyButtonTapped) }
      Button("Remove", role: .destructive) { store.send(.removeButtonTapped) }
    }
    .navigationTitle(store.contact.name)
    .alert($store.scope(state: \.alert, action: \.alert))
    .confirmationDialog($store.scope(state: \.roleDialog, action: \.roleDialog))
  }
}
