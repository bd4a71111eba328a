import Testing

/// A move written once in a local closure constant (`let showAudit: () -> Void = { … }`) and run
/// where it is called, or handed to a helper of the app that calls it when it is done
/// (`closeOverlays(then: showNotes)`), here in a coordinator answering its screens' requests.
struct LocalClosureShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// Calling the constant runs its statements; so does the helper it is handed to, which calls it.
    @Test func aClosureConstantRunsWhereItIsCalledAndWhereItIsHandedOn() {
        check("""
            import UIKit
            import SwiftUI
            import Combine
            enum Ask: Hashable { case audit, notes }
            final class Desk {
                static let shared = Desk()
                let asks = PassthroughSubject<Ask, Never>()
            }
            final class LedgerFlow {
                let navigation = UINavigationController()
                var bag = Set<AnyCancellable>()
                func begin() {
                    navigation.setViewControllers([UIHostingController(rootView: VaultPage())], animated: false)
                    Desk.shared.asks.sink { [weak self] ask in
                        guard let self else { return }
                        switch ask {
                        case .audit: showAudit()
                        case .notes: showNotes()
                        }
                    }
                    .store(in: &bag)
                }
                func showAudit() {
                    let reveal: () -> Void = { [weak self] in
                        guard let self else { return }
                        navigation.present(UIHostingController(rootView: AuditPage()), animated: true)
                    }
                    reveal()
                }
                func showNotes() {
                    let reveal = { [weak self] in
                        self?.navigation.present(UIHostingController(rootView: NotesPage()), animated: true)
                    }
                    closeOverlays(then: reveal)
                }
                func closeOverlays(then next: @escaping () -> Void) {
                    navigation.view.endEditing(true)
                    next()
                }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                let flow = LedgerFlow()
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = flow.navigation
                    flow.begin()
                }
            }
            @main final class Ledger: UIResponder, UIApplicationDelegate {}
            struct VaultPage: View {
                var body: some View {
                    Button("Audit") { Desk.shared.asks.send(.audit) }
                    Button("Notes") { Desk.shared.asks.send(.notes) }
                }
            }
            struct AuditPage: View { var body: some View { Text("Audit") } }
            struct NotesPage: View { var body: some View { Text("Notes") } }
            """, [
            "Ledger -child-> VaultPage",
            "VaultPage -sheet-> AuditPage",
            "VaultPage -sheet-> NotesPage",
        ])
    }
}
