import SwiftUI

/// Centralised navigation for the Home stack and the app-wide modals.
@MainActor
final class NavigationCoordinator: ObservableObject {
    @Published var path = NavigationPath()
    @Published var presentedSheet: SheetDestination?
    @Published var presentedFullScreen: FullScreenDestination?

    enum SheetDestination: Identifiable {
        case createPost
        case filter
        case share(content: String)

        var id: String {
            switch self {
            case .createPost: return "createPost"
            case .filter: return "filter"
            case .share(let content): return "share-\(content)"
            }
        }
    }

    enum FullScreenDestination: Identifiable {
        case onboarding
        case camera

        var id: String {
            switch self {
            case .onboarding: return "onboarding"
            case .camera: return "camera"
            }
        }
    }

    // MARK: - Stack

    func navigate(to route: AppRoute) {
        path.append(route)
    }

    func navigateBack() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    func navigateToRoot() {
        path.removeLast(path.count)
    }

    // MARK: - Modals

    func presentSheet(_ sheet: SheetDestination) {
        presentedSheet = sheet
    }

    func presentFullScreen(_ destination: FullScreenDestination) {
        presentedFullScreen = destination
    }

    func dismissModal() {
        presentedSheet = nil
        presentedFullScreen = nil
    }
}
