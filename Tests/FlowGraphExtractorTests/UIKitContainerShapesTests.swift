import FlowGraph
import FlowGraphExtractor
import Testing

/// UIKit containers as apps build them without a coordinator: tab bars and navigation controllers
/// made at launch, app subclasses of navigation controllers, controllers handed to a child
/// coordinator inside another object, presentation styles.
struct UIKitContainerShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    @Test func aPopoverPresentationStyleGivesAPopover() {
        check("""
            final class ReaderController: UIViewController {
                @objc func fonts(_ sender: UIBarButtonItem) { 1️⃣showAnchored(FontPicker(), from: sender) }
                @objc func share() {
                    let sheet = ShareOptions()
                    sheet.modalPresentationStyle = .formSheet
                    2️⃣present(sheet, animated: true)
                }
                @objc func zoom() {
                    let viewer = ImageViewer()
                    viewer.modalPresentationStyle = .overFullScreen
                    3️⃣present(viewer, animated: true)
                }
            }
            extension UIViewController {
                func showAnchored(_ controller: UIViewController, from item: UIBarButtonItem) {
                    controller.modalPresentationStyle = .popover
                    controller.popoverPresentationController?.barButtonItem = item
                    present(controller, animated: true)
                }
            }
            final class FontPicker: UIViewController {}
            final class ShareOptions: UIViewController {}
            final class ImageViewer: UIViewController {}
            """, [
                "ReaderController -popover-> FontPicker @1️⃣", "ReaderController -sheet-> ShareOptions @2️⃣",
                "ReaderController -fullScreenCover-> ImageViewer @3️⃣",
            ])
    }
}
