import SwiftUI

@MainActor
final class ProcessingScreenViewModel: ObservableObject, LogReporter {
    private let coordinator: CheckoutCoordinator
    private let service: CheckoutServicing

    init(coordinator: CheckoutCoordinator, service: CheckoutServicing) {
        self.coordinator = coordinator
        self.service = service
    }

    func authorize() async {
        do {
            let response = try await service.authorize()
            // The server decides whether the customer must act (3DS, redirect, billing details).
            if let nextRoute = CheckoutRoute(requiredAction: response.requiredAction) {
                coordinator.navigate(to: nextRoute)
            } else {
                coordinator.navigate(to: .success(response.result))
            }
        } catch let error as CheckoutPaymentError {
            coordinator.navigate(to: .failure(error))
        } catch {
            logger.error("Unexpected authorisation error: \(error.localizedDescription)")
            coordinator.navigate(to: .failure(.network))
        }
    }
}

struct ProcessingScreen: View {
    @StateObject var viewModel: ProcessingScreenViewModel

    static func create(container: ContainerProtocol) async throws -> ProcessingScreen {
        ProcessingScreen(viewModel: ProcessingScreenViewModel(
            coordinator: try await container.resolve(CheckoutCoordinator.self),
            service: try await container.resolve(CheckoutServicing.self)
        ))
    }

    var body: some View {
        VStack(spacing: 16) {
            ProgressView()
            Text("Processing your payment…")
        }
        .frame(maxWidth: .infinity, minHeight: 240)
        .interactiveDismissDisabled()
        .task { await viewModel.authorize() }
    }
}
