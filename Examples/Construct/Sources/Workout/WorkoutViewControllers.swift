import UIKit

protocol WorkoutSetupViewControllerDelegate: AnyObject {
    func workoutSetupViewController(_ controller: WorkoutSetupViewController, didStart workout: Workout)
    func workoutSetupViewControllerDidCancel(_ controller: WorkoutSetupViewController)
}

final class WorkoutSetupViewController: UIViewController {
    weak var delegate: WorkoutSetupViewControllerDelegate?
    private let planControl = UISegmentedControl(items: ["Push", "Pull", "Legs"])

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New workout"
        view.backgroundColor = .systemBackground
        planControl.selectedSegmentIndex = 0
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.workoutSetupViewControllerDidCancel(self)
        })
        let start = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Start") { [weak self] _ in
            self?.startTapped()
        })
        let stack = UIStackView(arrangedSubviews: [planControl, start])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func startTapped() {
        let plan = planControl.titleForSegment(at: planControl.selectedSegmentIndex) ?? "Push"
        let workout = Workout(plan: plan, exercises: [], startedAt: Date())
        delegate?.workoutSetupViewController(self, didStart: workout)
    }
}

protocol ActiveWorkoutViewControllerDelegate: AnyObject {
    func activeWorkoutViewControllerDidRequestExercise(_ controller: ActiveWorkoutViewController)
    func activeWorkoutViewControllerDidRequestPairing(_ controller: ActiveWorkoutViewController)
    func activeWorkoutViewController(_ controller: ActiveWorkoutViewController, didFinish workout: Workout)
}

final class ActiveWorkoutViewController: UITableViewController {
    weak var delegate: ActiveWorkoutViewControllerDelegate?
    private var workout: Workout
    private let alertPresenter = AlertPresenter()

    init(workout: Workout) {
        self.workout = workout
        super.init(style: .insetGrouped)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = workout.plan
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Finish", primaryAction: UIAction { [weak self] _ in self?.finishTapped() }),
            UIBarButtonItem(image: UIImage(systemName: "heart.circle"), primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.delegate?.activeWorkoutViewControllerDidRequestPairing(self)
            }),
        ]
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.activeWorkoutViewControllerDidRequestExercise(self)
        })
    }

    func add(_ exercise: Exercise) {
        workout.exercises.append(exercise)
        tableView.reloadData()
    }

    private func finishTapped() {
        guard !workout.exercises.isEmpty else {
            alertPresenter.present(message: "Add at least one exercise before finishing.", on: self)
            return
        }
        workout.endedAt = Date()
        delegate?.activeWorkoutViewController(self, didFinish: workout)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        workout.exercises.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = workout.exercises[indexPath.row].name
        cell.contentConfiguration = content
        return cell
    }
}

protocol ExercisePickerViewControllerDelegate: AnyObject {
    func exercisePicker(_ picker: ExercisePickerViewController, didPick exercise: Exercise)
}

final class ExercisePickerViewController: UITableViewController {
    weak var delegate: ExercisePickerViewControllerDelegate?
    private let exercises = [
        Exercise(id: "bench", name: "Bench press", muscleGroup: "Chest"),
        Exercise(id: "row", name: "Barbell row", muscleGroup: "Back"),
        Exercise(id: "squat", name: "Back squat", muscleGroup: "Legs"),
    ]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        exercises.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = exercises[indexPath.row].name
        cell.detailTextLabel?.text = exercises[indexPath.row].muscleGroup
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate?.exercisePicker(self, didPick: exercises[indexPath.row])
    }
}

protocol WorkoutSummaryViewControllerDelegate: AnyObject {
    func workoutSummaryViewControllerDidFinish(_ controller: WorkoutSummaryViewController)
}

final class WorkoutSummaryViewController: UIViewController {
    weak var delegate: WorkoutSummaryViewControllerDelegate?
    private let workout: Workout

    init(workout: Workout) {
        self.workout = workout
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "\(workout.plan): \(workout.exercises.count) exercises"
        let done = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Done") { [weak self] _ in
            guard let self else { return }
            self.delegate?.workoutSummaryViewControllerDidFinish(self)
        })
        let stack = UIStackView(arrangedSubviews: [label, done])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 200)
        view.addSubview(stack)
    }
}

/// Wraps `UIAlertController` so view controllers can show one-line messages.
struct AlertPresenter {
    func present(message: String, on viewController: UIViewController) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        viewController.present(alert, animated: true)
    }
}
