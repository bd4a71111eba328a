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
    /// the moves start where the screen asks.
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
              }
            }
            struct ThreadPage: View { let id: String; var body: some View { Text(id) } }
            struct ComposePage: View { var body: some View { Text("") } }
            """, [
                "MailApp -child-> Pane.inbox",
                "Pane.inbox -push-> Pane.thread @1️⃣",
                "Pane.inbox -fullScreenCover-> Pane.compose @2️⃣",
            ])
    }
}
