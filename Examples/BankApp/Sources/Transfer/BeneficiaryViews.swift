import SwiftUI

@MainActor
final class BeneficiaryListViewModel: ObservableObject {
    @Published private(set) var beneficiaries: [Beneficiary] = []

    private let service: TransferService
    private weak var coordinator: TransferCoordinator?

    init(service: TransferService, coordinator: TransferCoordinator) {
        self.service = service
        self.coordinator = coordinator
    }

    func load() async {
        beneficiaries = (try? await service.beneficiaries()) ?? []
    }

    func add() {
        coordinator?.present(.addBeneficiary)
    }

    func pay(_ beneficiary: Beneficiary) {
        coordinator?.push(.externalTransfer)
    }
}

struct BeneficiaryListView: View {
    @StateObject var viewModel: BeneficiaryListViewModel

    var body: some View {
        List(viewModel.beneficiaries) { beneficiary in
            Button {
                viewModel.pay(beneficiary)
            } label: {
                VStack(alignment: .leading) {
                    Text(beneficiary.name)
                    Text(beneficiary.iban).font(.caption.monospaced())
                }
            }
        }
        .navigationTitle("Beneficiaries")
        .toolbar {
            Button(action: viewModel.add) { Image(systemName: "person.badge.plus") }
        }
        .task { await viewModel.load() }
    }
}

struct AddBeneficiaryView: View {
    let service: TransferService
    let onDone: () -> Void
    @State private var name = ""
    @State private var iban = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
            TextField("IBAN", text: $iban).textInputAutocapitalization(.characters)
        }
        .navigationTitle("New beneficiary")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel", action: onDone) }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") {
                    Task {
                        _ = try? await service.addBeneficiary(name: name, iban: iban)
                        onDone()
                    }
                }
            }
        }
    }
}
