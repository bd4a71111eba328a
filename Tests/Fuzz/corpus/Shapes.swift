// Seed for the fuzzer: one of each navigation shape, small, so mutations hit them often.
import SwiftUI
import UIKit

enum Route: Hashable { case detail(Int), settings, café }

struct Home: View {
    @State private var path: [Route] = []
    @State private var showHelp = false
    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Detail", value: Route.detail(1))
                Button("Settings") { path.append(.settings) }
                Button("Help") { showHelp = true }
            }
            .sheet(isPresented: $showHelp) { Help() }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .detail(let id): Detail(id: id)
                case .settings: Settings()
                case .café: Text("\(1 + 1) \("nested \("deep")")")
                }
            }
        }
    }
}

struct Detail: View { let id: Int; var body: some View { Text("\(id)") } }
struct Settings: View { var body: some View { Text("") } }
struct Help: View { var body: some View { Text("") } }

class BaseController: UIViewController {}
final class ListController: BaseController {
    func open() { navigationController?.pushViewController(DetailController(), animated: true) }
    func modal() { present(UINavigationController(rootViewController: DetailController()), animated: true) }
}
final class DetailController: BaseController {}
