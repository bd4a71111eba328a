import Testing

/// Shapes where a screen reaches its stack through SwiftUI's environment rather than a model: the
/// view owning the `NavigationStack(path:)` hands a binding of its path down with
/// `.environment(\.key, $path)`, and the screens it shows read it with `@Environment(\.key)`.
struct EnvironmentPathShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    @Test func aScreenAppendingToAPathBindingFromAnEntryPushesOnTheStackThatSetIt() {
        check("""
            extension EnvironmentValues {
                @Entry var journey: Binding<NavigationPath> = .constant(NavigationPath())
            }
            extension Binding where Value == NavigationPath {
                func push<Step: Hashable>(_ step: Step) { wrappedValue.append(step) }
            }
            struct Atlas: View {
                enum Leg: Hashable { case city(String), museum(Int) }
                @State private var journey = NavigationPath()
                var body: some View {
                    NavigationStack(path: $journey) {
                        1️⃣Button("Paris") { journey.append(Leg.city("Paris")) }
                            .navigationDestination(for: Leg.self) { leg in
                                switch leg {
                                case .city(let name): CityScreen(name: name)
                                case .museum(let id): MuseumScreen(id: id)
                                }
                            }
                    }
                    .environment(\\.journey, $journey)
                }
            }
            struct CityScreen: View {
                @Environment(\\.journey) private var journey
                let name: String
                var body: some View {
                    List { 2️⃣Button("Louvre") { journey.append(Atlas.Leg.museum(1)) } }
                }
            }
            struct MuseumScreen: View { let id: Int; var body: some View { Text("\\(id)") } }
            """, ["Atlas -push-> Atlas.Leg.city @1️⃣", "Atlas.Leg.city -push-> Atlas.Leg.museum @2️⃣"])
    }

    @Test func aPathBindingBehindAnEnvironmentKeyPushesLikeTheOwnersPath() {
        check("""
            enum Chapter: Hashable { case preface, epilogue }
            private struct ReadingPathKey: EnvironmentKey {
                static let defaultValue: Binding<[Chapter]> = .constant([])
            }
            extension EnvironmentValues {
                var readingPath: Binding<[Chapter]> {
                    get { self[ReadingPathKey.self] }
                    set { self[ReadingPathKey.self] = newValue }
                }
            }
            struct Shelf: View {
                @State private var chapters: [Chapter] = []
                var body: some View {
                    NavigationStack(path: $chapters) {
                        1️⃣NavigationLink("Begin", value: Chapter.preface)
                            .navigationDestination(for: Chapter.self) { chapter in
                                switch chapter {
                                case .preface: PrefacePage()
                                case .epilogue: EpiloguePage()
                                }
                            }
                    }
                    .environment(\\.readingPath, $chapters)
                }
            }
            struct PrefacePage: View {
                @Environment(\\.readingPath) var readingPath
                var body: some View { 2️⃣Button("Skip to the end") { readingPath.wrappedValue.append(.epilogue) } }
            }
            struct EpiloguePage: View { var body: some View { Text("fin") } }
            """, ["Shelf -push-> Chapter.preface @1️⃣", "Chapter.preface -push-> Chapter.epilogue @2️⃣"])
    }
}
