import FlowGraph
import FlowGraphExtractor
import Testing

/// Apps laid out by device idiom: a split view on iPad, a stack on iPhone, and a store whose
/// intent methods branch on the same idiom. A screen shown in one layout only makes the moves
/// of that layout's branch.
struct DeviceLayoutShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// `Shelf` routes are pushed only on a phone (`userInterfaceIdiom == .phone`), the column's
    /// `Margin` routes only where the store `usesColumns` (a computed property; a guard; an
    /// early return): a `Shelf` route never pushes a `Margin` route, and the split view's empty
    /// detail page never pushes a `Shelf` route. The catalog, shown in both layouts, asks for
    /// notes only where it is built with `inColumns: false`, which is the phone's stack, and
    /// peeks with `stacking: !inColumns`, which is false wherever the store would stack a preview.
    @Test func aScreenOfOneLayoutTakesOnlyThatLayoutsBranch() {
        check("""
            enum Shelf: Hashable { case book(id: Int), notes(id: Int) }
            enum Margin: Hashable { case preview(id: Int) }

            @Observable final class LibraryStore {
                var path: [Shelf] = []
                var columnPath: [Margin] = []
                var openedBook: Int?

                func open(book id: Int) {
                    columnPath.removeAll()
                    openedBook = id
                    if UIDevice.current.userInterfaceIdiom == .phone {
                        path.append(.book(id: id))
                    }
                }

                func annotate(book id: Int) {
                    if !usesColumns {
                        1️⃣path.append(.notes(id: id))
                        return
                    }
                    preview(id)
                }

                func peek(_ id: Int, stacking: Bool = true) {
                    guard usesColumns else { return }
                    if stacking { columnPath.append(.preview(id: id)) }
                }

                func preview(_ id: Int) {
                    guard usesColumns else { return }
                    columnPath.append(.preview(id: id))
                }

                private var usesColumns: Bool {
                    UIDevice.current.userInterfaceIdiom == .pad || ProcessInfo.processInfo.isiOSAppOnMac
                }
            }

            @main struct ReaderApp: App {
                @State private var library = LibraryStore()
                var body: some Scene {
                    WindowGroup { Shell().environment(library) }
                }
            }

            struct Shell: View {
                @Environment(LibraryStore.self) private var library
                private var regular: Bool {
                    #if targetEnvironment(macCatalyst)
                    return true
                    #else
                    return UIDevice.current.userInterfaceIdiom == .pad
                    #endif
                }
                private var shelfPath: Binding<[Shelf]> {
                    Binding(get: { library.path }, set: { library.path = $0 })
                }
                var body: some View {
                    if regular {
                        2️⃣ColumnsLayout()
                    } else {
                        NavigationStack(path: shelfPath) {
                            Catalog(inColumns: false).navigationDestination(for: Shelf.self) { shelf in
                                switch shelf {
                                case .book(let id): BookPage(id: id)
                                case .notes(let id): NotesPage(id: id)
                                }
                            }
                        }
                    }
                }
            }

            struct ColumnsLayout: View {
                @Environment(LibraryStore.self) private var library
                private var marginPath: Binding<[Margin]> {
                    Binding(get: { library.columnPath }, set: { library.columnPath = $0 })
                }
                var body: some View {
                    NavigationSplitView {
                        Catalog(inColumns: true)
                    } detail: {
                        NavigationStack(path: marginPath) {
                            if let id = library.openedBook { BookPage(id: id) } else { EmptyShelfPage() }
                        }
                        .navigationDestination(for: Margin.self) { margin in
                            switch margin { case .preview(let id): PreviewPage(id: id) }
                        }
                    }
                }
            }

            struct Catalog: View {
                @Environment(LibraryStore.self) private var library
                let inColumns: Bool
                var body: some View {
                    List {
                        Button("Dune") { library.open(book: 1) }
                        Button("Notes") {
                            if !inColumns { 4️⃣library.annotate(book: 1) }
                        }
                        Button("Peek") { library.peek(3, stacking: !inColumns) }
                    }
                }
            }

            struct BookPage: View {
                @Environment(LibraryStore.self) private var library
                let id: Int
                var body: some View {
                    VStack {
                        Button("Sequel") { library.open(book: id + 1) }
                        Button("Notes") { library.annotate(book: id) }
                    }
                }
            }

            struct NotesPage: View { let id: Int; var body: some View { Text("\\(id)") } }
            struct PreviewPage: View { let id: Int; var body: some View { Text("\\(id)") } }
            struct EmptyShelfPage: View {
                @Environment(LibraryStore.self) private var library
                var body: some View { 3️⃣Button("Notes on the last book") { library.annotate(book: 0) } }
            }
            """, [
                "ReaderApp -child-> Shell", "Shell -child-> ColumnsLayout @2️⃣", "Shell -child-> Catalog", "ColumnsLayout -child-> Catalog",
                "ColumnsLayout -child-> EmptyShelfPage", "Catalog -push-> Shelf.book", "Catalog -reset-> BookPage", "Catalog -push-> Shelf.notes @4️⃣",
                "Shelf.book -push-> Shelf.book", "Shelf.book -push-> Shelf.notes @1️⃣", "EmptyShelfPage -push-> Margin.preview @3️⃣",
            ])
    }

    /// A view's flag that no construction sets differently per layout (`@State private var
    /// expanded = false`) is state, not a layout: in an app that reads the idiom elsewhere, the
    /// move it guards stays.
    @Test func aFlagEveryLayoutSetsAlikeIsNoLayoutCondition() {
        check("""
            enum Trail: Hashable { case map(id: Int) }
            @Observable final class HikeStore {
                var path: [Trail] = []
                var wide: Bool { UIDevice.current.userInterfaceIdiom == .pad }
                func show(map id: Int) { path.append(.map(id: id)) }
            }
            @main struct HikeApp: App {
                @State private var store = HikeStore()
                var body: some Scene { WindowGroup { TrailsRoot().environment(store) } }
            }
            struct TrailsRoot: View {
                @Environment(HikeStore.self) private var store
                private var trailPath: Binding<[Trail]> { Binding(get: { store.path }, set: { store.path = $0 }) }
                var body: some View {
                    NavigationStack(path: trailPath) {
                        TrailCard(id: 1).navigationDestination(for: Trail.self) { trail in
                            switch trail { case .map(let id): MapPage(id: id) }
                        }
                    }
                }
            }
            struct TrailCard: View {
                @Environment(HikeStore.self) private var store
                let id: Int
                @State private var expanded = false
                var body: some View {
                    Button("Map") { if expanded { 1️⃣store.show(map: id) } else { expanded = true } }
                }
            }
            struct MapPage: View { let id: Int; var body: some View { Text("\\(id)") } }
            """, ["HikeApp -child-> TrailCard", "TrailCard -push-> Trail.map @1️⃣"])
    }

    /// A row that shows itself again under a condition on the flag it is passed (nested replies)
    /// asks for that condition's layouts through its own constructions: the answer is unknown
    /// while it is being worked out, not a recursion without end (a crash on a Reddit client).
    @Test func aRowNestingItselfUnderItsOwnFlagEndsItsLayoutQuestion() {
        EdgeExpectation.check("""
            import SwiftUI
            import UIKit

            enum Hop: Hashable { case author(Int) }

            let isTablet = UIDevice.current.userInterfaceIdiom == .pad

            @main
            struct ThreadsApp: App {
              var body: some Scene { WindowGroup { Discussion() } }
            }

            struct Discussion: View {
              @State private var trail: [Hop] = []
              var body: some View {
                NavigationStack(path: $trail) {
                  List {
                    Reply(trail: $trail, depth: 0)
                    Reply(trail: $trail, expanded: false, depth: 0)
                  }
                  .navigationDestination(for: Hop.self) { hop in
                    switch hop { case .author(let id): AuthorPage(id: id) }
                  }
                }
              }
            }

            struct Reply: View {
              @Binding var trail: [Hop]
              var expanded = true
              let depth: Int
              var body: some View {
                VStack {
                  if expanded {
                    1️⃣Button("Author") { trail.append(.author(depth)) }
                    ForEach(0..<2) { _ in Reply(trail: $trail, depth: depth + 1) }
                  }
                }
              }
            }

            struct AuthorPage: View { let id: Int; var body: some View { Text("") } }
            """, [
                "ThreadsApp -child-> Discussion",
                "Discussion -push-> Hop.author @1️⃣",
            ])
    }
}
