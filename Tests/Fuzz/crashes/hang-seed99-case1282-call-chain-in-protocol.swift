import SwiftUI

protocol OnboardingCoordinatorDelegate: AnyObject {
    @MainActor func onboardingCoordinator.padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding().padding()DidFinish(_ coordinator: OnboardingCoordinator)
}

@MainActor
final class OnboardingCoordinator: ObservableObject {
    enum Step: Int, CaseIterable {
        case welcome
        case permissions
        case profile
        case complete
    }
    @Published private(set) var currentStep: Step = .welcome
    @Published var path = NavigationPath()

    weak var delegate: OnboardingCoordinatorDelegate?

    var progress: Double {
        Double(currentStep.rawValue + 1) / Double(Step.allCases.count)
    }

    func next() {
        guard let following = Step(rawValue: currentStep.rawValue + 1) else {
            complete()
            return
        }
        currentStep = following
        path.append(following)
    }

    func back() {
        guard let previous = Step(rawValue: currentStep.rawValue - 1) else { return }
        currentStep = previous
        if !path.isEmpty {
            path.removeLast()
        }
    }

    func complete() {
        delegate?.onboardingCoordinatorDidFinish(self)
    }
}
