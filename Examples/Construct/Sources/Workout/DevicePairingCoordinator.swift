import CoreBluetooth
import UIKit

/// Child of `WorkoutCoordinator`: pairs a heart-rate monitor on the recorder's navigation stack.
final class DevicePairingCoordinator: NSObject, Coordinator {
    var navigationController: UINavigationController
    weak var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []

    private weak var returnTarget: UIViewController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        returnTarget = navigationController.topViewController
        let list = DeviceListViewController()
        list.delegate = self
        navigationController.pushViewController(list, animated: true)
    }

    private func showPairingProgress(for monitor: HeartRateMonitor) {
        let progress = PairingProgressViewController(monitor: monitor)
        progress.onFinished = { [weak self] in self?.complete() }
        navigationController.pushViewController(progress, animated: true)
    }

    private func complete() {
        if let returnTarget {
            navigationController.popToViewController(returnTarget, animated: true)
        }
        finish()
    }
}

extension DevicePairingCoordinator: DeviceListViewControllerDelegate {
    func deviceListViewController(_ controller: DeviceListViewController, didSelect monitor: HeartRateMonitor) {
        showPairingProgress(for: monitor)
    }
}

protocol DeviceListViewControllerDelegate: AnyObject {
    func deviceListViewController(_ controller: DeviceListViewController, didSelect monitor: HeartRateMonitor)
}

final class DeviceListViewController: UITableViewController {
    weak var delegate: DeviceListViewControllerDelegate?
    private var monitors: [HeartRateMonitor] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Heart-rate monitors"
        monitors = [HeartRateMonitor(identifier: UUID(), name: "Polar H10")]
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        monitors.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = monitors[indexPath.row].name
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate?.deviceListViewController(self, didSelect: monitors[indexPath.row])
    }
}

final class PairingProgressViewController: UIViewController {
    var onFinished: (() -> Void)?
    private let monitor: HeartRateMonitor

    init(monitor: HeartRateMonitor) {
        self.monitor = monitor
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = monitor.name
        view.backgroundColor = .systemBackground
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.startAnimating()
        spinner.center = view.center
        view.addSubview(spinner)
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
            self?.onFinished?()
        }
    }
}
