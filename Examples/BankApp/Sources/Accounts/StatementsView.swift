import SwiftUI

@MainActor
final class StatementsViewModel: ObservableObject {
    @Published private(set) var statements: [Statement] = []
    /// Statements ticked for a combined PDF export.
    @Published private(set) var selectedForExport: [Statement] = []

    let accountId: String
    private let service: AccountServicing

    init(accountId: String, service: AccountServicing) {
        self.accountId = accountId
        self.service = service
    }

    func load() async {
        statements = (try? await service.statements(accountId: accountId)) ?? []
    }

    func toggle(_ statement: Statement) {
        if let index = selectedForExport.firstIndex(of: statement) {
            selectedForExport.remove(at: index)
        } else {
            selectedForExport.append(statement)
        }
    }
}

struct StatementsView: View {
    @StateObject var viewModel: StatementsViewModel

    var body: some View {
        List(viewModel.statements) { statement in
            Button {
                viewModel.toggle(statement)
            } label: {
                HStack {
                    Text(statement.month, format: .dateTime.month(.wide).year())
                    Spacer()
                    if viewModel.selectedForExport.contains(statement) {
                        Image(systemName: "checkmark")
                    }
                }
            }
        }
        .navigationTitle("Statements")
        .task { await viewModel.load() }
    }
}
