import SwiftUI

protocol OnboardingCoordinatorDelegate: AnyObject {
    @MainActor func onboardingCoordinatorDidFinish(_ coordinator: OnboardingCoordinator)
}

@MainActor
final class OnboardingCoordinator: ObservableObject {
    enum Step: CaseIterable {
        case welcome
        case permissions
        case profile
        case complete
    }

    @Published private(set) var currentStep: Step = .welcome
    @Published var path = NavigationPath()

    weak var delegate: OnboardingCoordinatorDelegate?

    var progress: Double {
        let currentIndex = Step.allCases.firstIndex(of: currentStep) ?? 0
        return Double(currentIndex + 1) / Double(Step.allCases.count)
    }

    func next() {
        guard let currentIndex = Step.allCases.firstIndex(of: currentStep),
              currentIndex < Step.allCases.count - 1 else {
            complete()
            return
        }

        currentStep = Step.allCases[currentIndex + 1]
        path.append(currentStep)
    }

    func back() {
        guard let currentIndex = Step.allCases.firstIndex(of: currentStep),
              currentIndex > 0 else { return }

        currentStep = Step.allCases[currentIndex - 1]
        if !path.isEmpty {
            path.removeLast()
        }
    }

    func complete() {
        delegate?.onboardingCoordinatorDidFinish(self)
    }
}
