import SwiftUI
import UIKit

/// Hosts the UIKit workout recorder inside SwiftUI; the representable's coordinator is the flow's coordinator.
struct WorkoutRecorderView: UIViewControllerRepresentable {
    let onClose: () -> Void

    func makeCoordinator() -> WorkoutCoordinator {
        WorkoutCoordinator(navigationController: UINavigationController(), onClose: onClose)
    }

    func makeUIViewController(context: Context) -> UINavigationController {
        context.coordinator.start()
        return context.coordinator.navigationController
    }

    func updateUIViewController(_ navigationController: UINavigationController, context: Context) {}
}
