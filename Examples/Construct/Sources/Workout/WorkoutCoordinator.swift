import UIKit

final class WorkoutCoordinator: NSObject, Coordinator {
    var navigationController: UINavigationController
    weak var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []

    private let onClose: () -> Void

    init(navigationController: UINavigationController, onClose: @escaping () -> Void) {
        self.navigationController = navigationController
        self.onClose = onClose
    }

    func start() {
        let setup = WorkoutSetupViewController()
        setup.delegate = self
        navigationController.pushViewController(setup, animated: false)
    }

    private func showActiveWorkout(_ workout: Workout) {
        let active = ActiveWorkoutViewController(workout: workout)
        active.delegate = self
        navigationController.pushViewController(active, animated: true)
    }

    private func showExercisePicker() {
        let picker = ExercisePickerViewController()
        picker.delegate = self
        navigationController.present(UINavigationController(rootViewController: picker), animated: true)
    }

    private func showSummary(for workout: Workout) {
        let summary = WorkoutSummaryViewController(workout: workout)
        summary.delegate = self
        summary.modalPresentationStyle = .fullScreen
        navigationController.present(summary, animated: true)
    }

    private func startDevicePairing() {
        let pairing = DevicePairingCoordinator(navigationController: navigationController)
        pairing.parentCoordinator = self
        childCoordinators.append(pairing)
        pairing.start()
    }
}

extension WorkoutCoordinator: WorkoutSetupViewControllerDelegate {
    func workoutSetupViewController(_ controller: WorkoutSetupViewController, didStart workout: Workout) {
        showActiveWorkout(workout)
    }

    func workoutSetupViewControllerDidCancel(_ controller: WorkoutSetupViewController) {
        onClose()
    }
}

extension WorkoutCoordinator: ActiveWorkoutViewControllerDelegate {
    func activeWorkoutViewControllerDidRequestExercise(_ controller: ActiveWorkoutViewController) {
        showExercisePicker()
    }

    func activeWorkoutViewControllerDidRequestPairing(_ controller: ActiveWorkoutViewController) {
        startDevicePairing()
    }

    func activeWorkoutViewController(_ controller: ActiveWorkoutViewController, didFinish workout: Workout) {
        showSummary(for: workout)
    }
}

extension WorkoutCoordinator: ExercisePickerViewControllerDelegate {
    func exercisePicker(_ picker: ExercisePickerViewController, didPick exercise: Exercise) {
        (navigationController.topViewController as? ActiveWorkoutViewController)?.add(exercise)
        navigationController.dismiss(animated: true)
    }
}

extension WorkoutCoordinator: WorkoutSummaryViewControllerDelegate {
    func workoutSummaryViewControllerDidFinish(_ controller: WorkoutSummaryViewController) {
        navigationController.dismiss(animated: true) { [onClose] in
            onClose()
        }
    }
}
