import UIKit

/// Manual segues of the catalog scene, performed from code.
enum CatalogSegue: String {
    case showCart = "presentCart"
}

final class RootTabBarController: UITabBarController {}

final class CatalogViewController: UITableViewController {
    @IBAction func cartTapped(_ sender: Any) {
        performSegue(withIdentifier: CatalogSegue.showCart.rawValue, sender: sender)
    }
}

final class ProductViewController: UIViewController {}
final class SearchViewController: UIViewController {}
final class SizeGuideViewController: UIViewController {}
final class ReviewsViewController: UITableViewController {}

final class CartViewController: UIViewController {
    @IBAction func unwindToCart(_ segue: UIStoryboardSegue) {}
}
