import UIKit

extension UIViewController {
    /// Performs one of the app's segues by name.
    func perform(_ segue: AccountSegue) {
        performSegue(withIdentifier: segue.rawValue, sender: self)
    }
}

enum AccountSegue: String {
    case editProfile
}

final class AccountViewController: UIViewController {
    @IBAction func editTapped(_ sender: Any) {
        perform(.editProfile)
    }
}

final class ProfileEditViewController: UIViewController {}
