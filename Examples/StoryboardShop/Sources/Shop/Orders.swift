import UIKit

final class OrdersViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = storyboard!.instantiateViewController(withIdentifier: "orderDetail")
        navigationController?.pushViewController(detail, animated: true)
    }
}

final class OrderDetailViewController: UIViewController {}
