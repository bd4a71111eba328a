import UIKit

/// The app: launching shows Main.storyboard's initial scene (Info.plist's UIMainStoryboardFile).
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
