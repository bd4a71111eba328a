import SwiftUI

@MainActor
final class SplashScreenViewModel: ObservableObject, LogReporter {
    private let coordinator: CheckoutCoordinator
    private let service: CheckoutServicing

    init(coordinator: CheckoutCoordinator, service: CheckoutServicing) {
        self.coordinator = coordinator
        self.service = service
    }

    static func create(container: ContainerProtocol) async throws -> SplashScreenViewModel {
        SplashScreenViewModel(
            coordinator: try await container.resolve(CheckoutCoordinator.self),
            service: try await container.resolve(CheckoutServicing.self)
        )
    }

    func loadConfiguration() async {
        do {
            _ = try await service.loadConfiguration()
            coordinator.navigate(to: .paymentMethodsList)
        } catch {
            logger.error("Configuration failed: \(error.localizedDescription)")
            coordinator.navigate(to: .failure(.configurationFailed))
        }
    }
}

struct SplashScreen: View {
    @StateObject var viewModel: SplashScreenViewModel

    static func create(container: ContainerProtocol) async throws -> SplashScreen {
        SplashScreen(viewModel: try await SplashScreenViewModel.create(container: container))
    }

    var body: some View {
        VStack(spacing: 12) {
            ProgressView()
            Text("Preparing secure checkout").font(.footnote).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, minHeight: 240)
        .task { await viewModel.loadConfiguration() }
    }
}
