import ComposableArchitecture
import SwiftUI

@Reducer
struct AddContactFeature {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var phoneNumber = ""
    var role: Contact.Role
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case delegate(Delegate)
    case saveButtonTapped

    enum Delegate: Equatable {
      case saved(Contact)
    }
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .saveButtonTapped:
        let contact = Contact(id: uuid(), name: state.name, phoneNumber: state.phoneNumber, role: state.role)
        return .send(.delegate(.saved(contact)))
      case .binding, .delegate:
        return .none
      }
    }
  }
}

@Reducer
struct ContactHistoryFeature {
  @ObservableState
  struct State: Equatable {
    var contactID: Contact.ID
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
        return .run { [id = state.contactID] send in
          await send(.loaded(try await checkInClient.history(for: id)))
        }
      case let .loaded(checkIns):
        state.checkIns = checkIns
        return .none
      }
    }
  }
}

struct AddContactView: View {
  @Bindable var store: StoreOf<AddContactFeature>

  var body: some View {
    Form {
      TextField("Name", text: $store.name)
      TextField("Phone", text: $store.phoneNumber)
    }
    .toolbar {
      Button("Save") { store.send(.saveButtonTapped) }
    }
  }
}
