import FlowGraphExtractor
import Testing

/// Links the app wraps in modifiers of its own, and destinations registered by a modifier.
struct LinkWrapperShapesTests {
    /// A `View` extension method applies a `ViewModifier` whose body links the property it is
    /// given; another modifier registers the enum's destinations, mapped by the enum's own
    /// `switch self` into views nested in namespaces. Each call of the method pushes its case from
    /// the view calling it.
    @Test func aModifierMethodWrappingALinkPushesWhatEachCallPasses() {
        EdgeExpectation.check("""
            import SwiftUI
            enum Berth: Hashable {
                case tides, charts, logbook
                @ViewBuilder func page(harbour: Harbour) -> some View {
                    switch self {
                    case .tides: Tides.Board(harbour: harbour)
                    case .charts: ChartTable(harbour: harbour)
                    case .logbook: Logbook(harbour: harbour)
                    }
                }
            }
            final class Harbour {}
            struct BerthLink: ViewModifier {
                let berth: Berth
                func body(content: Content) -> some View { NavigationLink(value: berth) { content } }
            }
            struct BerthPages<Page: View>: ViewModifier {
                let page: (Berth) -> Page
                func body(content: Content) -> some View {
                    content.navigationDestination(for: Berth.self) { berth in page(berth) }
                }
            }
            extension View {
                func moors(at berth: Berth, from _: some View) -> some View { modifier(BerthLink(berth: berth)) }
                func berthPages(_ harbour: Harbour) -> some View { modifier(BerthPages { $0.page(harbour: harbour) }) }
            }
            struct Quayside: View {
                let harbour: Harbour
                var body: some View {
                    NavigationStack {
                        List {
                            1️⃣Text("Tides").moors(at: .tides, from: self)
                            2️⃣Text("Charts").moors(at: .charts, from: self)
                        }
                        .berthPages(harbour)
                    }
                }
            }
            enum Tides {
                struct Board: View {
                    let harbour: Harbour
                    var body: some View { 3️⃣Text("Log").moors(at: .logbook, from: self) }
                }
            }
            struct ChartTable: View {
                let harbour: Harbour
                var body: some View { Text("charts") }
            }
            struct Logbook: View {
                let harbour: Harbour
                var body: some View { Text("log") }
            }
            """, [
                "Quayside -push-> Berth.tides @1️⃣", "Quayside -push-> Berth.charts @2️⃣",
                "Berth.tides -push-> Berth.logbook @3️⃣",
            ])
    }

    /// A `View` extension method making the link itself (`NavigationLink(value: stop) { self }`)
    /// pushes what each call passes; so does applying a linking modifier by hand.
    @Test func anExtensionMakingTheLinkAndAModifierAppliedByHandPush() {
        EdgeExpectation.check("""
            import SwiftUI
            enum Stop: Hashable { case ferry, pier }
            struct StopLink: ViewModifier {
                let stop: Stop
                func body(content: Content) -> some View { NavigationLink(value: stop) { content } }
            }
            extension View {
                func leads(to stop: Stop) -> some View { NavigationLink(value: stop) { self } }
            }
            struct Timetable: View {
                var body: some View {
                    NavigationStack {
                        VStack {
                            1️⃣Text("Ferry").leads(to: .ferry)
                            2️⃣Text("Pier").modifier(StopLink(stop: .pier))
                        }
                        .navigationDestination(for: Stop.self) { stop in
                            switch stop {
                            case .ferry: FerryScreen()
                            case .pier: PierScreen()
                            }
                        }
                    }
                }
            }
            struct FerryScreen: View { var body: some View { Text("f") } }
            struct PierScreen: View { var body: some View { Text("p") } }
            """, ["Timetable -push-> Stop.ferry @1️⃣", "Timetable -push-> Stop.pier @2️⃣"])
    }

    /// A component linking to the content it is handed (`NavigationLink(destination: destination)`
    /// over a property of its generic content type, or `NavigationLink { target() }` over a
    /// builder) pushes, from each screen building it, what that construction passes: through the
    /// component's own initialiser storing what a closure builds, a memberwise argument, a
    /// memberwise trailing builder.
    @Test func aComponentLinkingToTheContentItIsHandedPushesWhatEachConstructionPasses() {
        EdgeExpectation.check("""
            struct PreferencesScreen: View {
                var body: some View {
                    Form {
                        1️⃣OptionLink("Licenses", symbol: "doc") { LicensesScreen() }
                        2️⃣DisclosureRow(caption: "Privacy", destination: PrivacyScreen())
                        AccountSection()
                    }
                }
            }
            struct AccountSection: View {
                var body: some View {
                    Section { 3️⃣Tile { QuotaScreen() } }
                }
            }
            struct StorageScreen: View {
                var body: some View {
                    List { 4️⃣DisclosureRow(caption: "Cache", destination: CacheScreen()) }
                }
            }
            struct OptionLink<Destination: View>: View {
                let title: String
                let symbol: String
                let destination: Destination
                init(_ title: String, symbol: String, destination: @escaping () -> Destination) {
                    self.title = title
                    self.symbol = symbol
                    self.destination = destination()
                }
                var body: some View {
                    NavigationLink(destination: destination) { Label(title, systemImage: symbol) }
                }
            }
            struct DisclosureRow<Target: View>: View {
                let caption: String
                let destination: Target
                var body: some View {
                    NavigationLink(destination: destination) { Text(caption) }
                }
            }
            struct Tile<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View {
                    NavigationLink { content() } label: { Image(systemName: "square") }
                }
            }
            struct LicensesScreen: View { var body: some View { Text("Licenses") } }
            struct PrivacyScreen: View { var body: some View { Text("Privacy") } }
            struct QuotaScreen: View { var body: some View { Text("Quota") } }
            struct CacheScreen: View { var body: some View { Text("Cache") } }
            """, [
                "PreferencesScreen -push-> LicensesScreen @1️⃣",
                "PreferencesScreen -push-> PrivacyScreen @2️⃣",
                "PreferencesScreen -push-> QuotaScreen @3️⃣",
                "StorageScreen -push-> CacheScreen @4️⃣",
            ])
    }
}
