import SwiftUI
import UIKit

/// UIKit coordinators own a navigation controller and the child coordinators they started.
protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get set }
    var parentCoordinator: Coordinator? { get set }
    var childCoordinators: [Coordinator] { get set }

    func start()
    func finish()
}

extension Coordinator {
    func finish() {
        parentCoordinator?.removeChild(self)
    }

    func removeChild(_ coordinator: Coordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}

/// SwiftUI coordinators drive a `NavigationStack` through a `NavigationPath`.
@MainActor
protocol SwiftUICoordinator: ObservableObject {
    associatedtype Route: Hashable

    var path: NavigationPath { get set }

    func navigate(to route: Route)
    func pop()
    func popToRoot()
}

extension SwiftUICoordinator {
    func pop() {
        if !path.isEmpty {
            path.removeLast()
        }
    }

    func popToRoot() {
        path = NavigationPath()
    }
}
