import ComposableArchitecture
import SwiftUI

/// The people who respond when the user misses a check-in: a navigation stack of contacts,
/// and a sheet to add one.
@Reducer
struct RespondersFeature {
  @Reducer
  enum Path {
    case contactDetail(ContactDetailFeature)
    case contactHistory(ContactHistoryFeature)
  }

  @ObservableState
  struct State: Equatable {
  }
    @Presents var addContact: AddContactFeature.State?
    var responders: IdentifiedArrayOf<Contact> = []
  }

  enum Action {
    case addButtonTapped
    case addContact(PresentationAction<AddContactFeature.Action>)
    case contactLinkOpened(id: Contact.ID)
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.addContact = AddContactFeature.State(role: .responder)
        return .none

      case let .addContact(.presented(.delegate(.saved(contact)))):
        state.responders.append(contact)
        state.addContact = nil
        state.path.append(.contactDetail(ContactDetailFeature.State(contact: contact)))
        return .none

      case let .contactLinkOpened(id):
        guard let contact = state.responders[id: id] else { return .none }
        state.path.removeAll()
        state.path.append(.contactDetail(ContactDetailFeature.State(contact: contact)))
        return .none

      case let .path(.element(id: _, action: .contactDetail(.delegate(delegateAction)))):
        switch delegateAction {
        case let .showHistory(contactID):
          state.path.append(.contactHistory(ContactHistoryFeature.State(contactID: contactID)))
          return .none
        case let .removed(contactID):
          state.responders.remove(id: contactID)
          state.path.removeLast()
          return .none
        }

      case .addContact, .path:
        return .none
      }
    }
    .ifLet(\.$addContact, action: \.addContact) {
      AddContactFeature()
    }
    .forEach(\.path, action: \.path)
  }
}

extension RespondersFeature.Path.State: Equatable {}

struct RespondersView: View {
  @Bindable var store: StoreOf<RespondersFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        ForEach(store.responders) { contact in
          NavigationLink(state: RespondersFeature.Path.State.contactDetail(ContactDetailFeature.State(contact: contact))) {
            ContactRow(contact: contact)
          }
        }
      }
      .navigationTitle("Responders")
      .toolbar {
        Button("Add") { store.send(.addButtonTapped) }
      }
    } destination: { store in
      switch store.case {
      case let .contactDetail(store):
        ContactDetailView(store: store)
      case let .contactHistory(store):
        ContactHistoryView(store: store)
      }
    }
    .sheet(item: $store.scope(state: \.addContact, action: \.addContact)) { store in
      NavigationStack { AddContactView(store: store) }
    }
    var path = StackState<Path.State>()
}
