import Testing

/// SwiftUI navigation through a router package's route list (FlowStacks): `FlowStack($routes)` is a
/// `NavigationStack` over the list, `.flowDestination(for:)` registers the screens of its route
/// type, and the list's methods — on the list itself or on the navigator the package puts in the
/// environment — push (`push`) or present (`presentSheet`, `presentCover`, `append(.sheet(…))`)
/// the route they are handed; going back shows nothing.
struct RouteListPackageShapesTests {
    /// Screens ask the environment's navigator; the coordinator view pushes on its own list.
    @Test func aNavigatorFromTheEnvironmentPushesAndPresentsRoutes() {
        EdgeExpectation.check("""
            import SwiftUI
            import FlowStacks

            enum Stop: Hashable {
              case timetable(Int)
              case ticket(Int)
              case help
              case account
            }

            @main
            struct TransitApp: App {
              var body: some Scene { WindowGroup { TransitFlow() } }
            }

            struct TransitFlow: View {
              @State private var trip: Routes<Stop> = []
              var body: some View {
                FlowStack($trip, withNavigation: true) {
                  LineList(openAccount: openAccount)
                    .flowDestination(for: Stop.self) { stop in
                      switch stop {
                      case .timetable(let line): TimetablePage(line: line)
                      case .ticket(let line): TicketPage(line: line)
                      case .help: HelpPage()
                      case .account: AccountPage()
                      }
                    }
                }
              }
              func openAccount() {
                4️⃣trip.append(.sheet(.account, withNavigation: true))
              }
            }

            struct LineList: View {
              @EnvironmentObject var navigator: FlowNavigator<Stop>
              let openAccount: () -> Void
              var body: some View {
                List {
                  1️⃣Button("Line 4") { navigator.push(.timetable(4)) }
                  2️⃣Button("Help") { navigator.presentSheet(.help) }
                  Button("Account", action: openAccount)
                }
              }
            }

            struct TimetablePage: View {
              let line: Int
              @EnvironmentObject var navigator: FlowNavigator<Stop>
              var body: some View {
                VStack {
                  3️⃣Button("Buy") { navigator.presentCover(.ticket(line), withNavigation: true) }
                  Button("Back") { navigator.goBack() }
                }
              }
            }

            struct TicketPage: View {
              let line: Int
              @EnvironmentObject var navigator: FlowNavigator<Stop>
              var body: some View { Button("Done") { navigator.goBackToRoot() } }
            }
            struct HelpPage: View { var body: some View { Text("Help") } }
            struct AccountPage: View { var body: some View { Text("Account") } }
            """, [
                "TransitApp -child-> LineList",
                "LineList -push-> Stop.timetable @1️⃣",
                "LineList -sheet-> Stop.help @2️⃣",
                "Stop.timetable -fullScreenCover-> Stop.ticket @3️⃣",
                "LineList -sheet-> Stop.account @4️⃣",
            ])
    }

    /// The package's array of wrapped routes (`[Route<Screen>]`) held by a model the screen calls:
    /// the moves start where the screen asks; assigning wrapped routes (`[.push(.thread(id))]`)
    /// replaces the stack.
    @Test func aWrappedRouteArrayHeldByAModel() {
        EdgeExpectation.check("""
            import SwiftUI
            import FlowStacks

            enum Pane: Hashable { case inbox, thread(String), compose }

            final class MailFlow: ObservableObject {
              @Published var routes: [Route<Pane>] = []
              func open(_ id: String) { routes.push(.thread(id)) }
              func write() { routes.presentCover(.compose) }
              func close() { routes.dismiss() }
              func reopen(_ id: String) { routes = [.push(.thread(id))] }
            }

            @main
            struct MailApp: App {
              @StateObject private var flow = MailFlow()
              var body: some Scene {
                WindowGroup {
                  FlowStack($flow.routes, withNavigation: true) {
                    InboxPage(flow: flow)
                      .flowDestination(for: Pane.self) { pane in
                        switch pane {
                        case .inbox: InboxPage(flow: flow)
                        case .thread(let id): ThreadPage(id: id)
                        case .compose: ComposePage()
                        }
                      }
                  }
                }
              }
            }

            struct InboxPage: View {
              @ObservedObject var flow: MailFlow
              var body: some View {
                1️⃣Button("Open") { flow.open("1") }
                2️⃣Button("Write") { flow.write() }
                3️⃣Button("Last") { flow.reopen("9") }
              }
            }
            struct ThreadPage: View { let id: String; var body: some View { Text(id) } }
            struct ComposePage: View { var body: some View { Text("") } }
            """, [
                "MailApp -child-> Pane.inbox",
                "Pane.inbox -push-> Pane.thread @1️⃣",
                "Pane.inbox -fullScreenCover-> Pane.compose @2️⃣",
                "Pane.inbox -reset-> Pane.thread @3️⃣",
            ])
    }

    /// A package's link shows its value as its `style:` says; a flag-driven destination presents
    /// as its style says.
    @Test func linksAndFlagDestinationsWithAStyle() {
        EdgeExpectation.check("""
            import SwiftUI
            import FlowStacks

            enum Shelf: Hashable { case album(Int), credits }

            @main
            struct RecordsApp: App {
              var body: some Scene {
                WindowGroup {
                  FlowStack {
                    Crate()
                      .flowDestination(for: Shelf.self) { shelf in
                        switch shelf {
                        case .album(let id): AlbumPage(id: id)
                        case .credits: CreditsPage()
                        }
                      }
                  }
                }
              }
            }

            struct Crate: View {
              @State private var showsTuner = false
              var body: some View {
                List {
                  1️⃣FlowLink(value: Shelf.album(1), style: .sheet(withNavigation: true)) { Text("First") }
                  2️⃣FlowLink(value: Shelf.credits, style: .push) { Text("Credits") }
                  Button("Tune") { showsTuner = true }
                }
                3️⃣.flowDestination(isPresented: $showsTuner, style: .cover) { TunerPage() }
              }
            }
            struct AlbumPage: View { let id: Int; var body: some View { Text("") } }
            struct CreditsPage: View { var body: some View { Text("") } }
            struct TunerPage: View { var body: some View { Text("") } }
            """, [
                "RecordsApp -child-> Crate",
                "Crate -sheet-> Shelf.album @1️⃣",
                "Crate -push-> Shelf.credits @2️⃣",
                "Crate -fullScreenCover-> TunerPage @3️⃣",
            ])
    }

    /// NavigationBackport's stack, destinations and path navigator are SwiftUI's.
    @Test func theBackportedStackAndItsPathNavigator() {
        EdgeExpectation.check("""
            import SwiftUI
            import NavigationBackport

            struct Recipe: Hashable { let id: Int }

            @main
            struct PantryApp: App {
              @State private var trail = NBNavigationPath()
              var body: some Scene {
                WindowGroup {
                  NBNavigationStack(path: $trail) {
                    Larder()
                      .nbNavigationDestination(for: Recipe.self) { recipe in RecipePage(recipe: recipe) }
                  }
                }
              }
            }

            struct Larder: View {
              @EnvironmentObject var navigator: PathNavigator
              var body: some View {
                1️⃣Button("Soup") { navigator.push(Recipe(id: 1)) }
              }
            }
            struct RecipePage: View { let recipe: Recipe; var body: some View { Text("") } }
            """, [
                "PantryApp -child-> Larder",
                "Larder -push-> RecipePage @1️⃣",
            ])
    }
}
