import FlowGraph
import Foundation
import Testing
@testable import FlowGraphExtractor

/// URL parsers as apps write them: helpers calling each other back (a link wrapping another link
/// is parsed again from the top), and route cases carrying values of data enums.
@Suite struct DeepLinkParserShapesTests {
    private func extract(_ text: String) -> NavigationGraph {
        SourceExtractor().extract(from: SourceCorpus(sources: [(path: "Links.swift", text: text)]))
    }

    /// Each link as its scheme and target (what these parsers decide; their paths other tests cover).
    private func links(_ graph: NavigationGraph) -> Set<String> {
        Set(graph.deepLinks.map { "\($0.pattern.prefix { $0 != "/" })//… => \($0.target)" })
    }

    /// The view: a stack of the app's places, each case its screen.
    private static let views = """
        struct Shelf: View {
            @State private var trail: [Stop] = []
            var body: some View {
                NavigationStack(path: $trail) {
                    Text("shelf").navigationDestination(for: Stop.self) { stop in
                        switch stop {
                        case .book: BookPage()
                        case .author: AuthorPage()
                        case .series: SeriesPage()
                        }
                    }
                }
                .onOpenURL { link in
                    if let stop = Decoder().stop(for: link) { trail.append(stop) }
                }
            }
        }
        struct BookPage: View { var body: some View { Text("") } }
        struct AuthorPage: View { var body: some View { Text("") } }
        struct SeriesPage: View { var body: some View { Text("") } }
        """

    /// `stop(for:)` checks the scheme and hands the URL to `ownLink(_:)`, which reads the host and
    /// calls `stop(for:)` again for a link nested in a query item: neither is only the other's
    /// helper, and the first declared is where the links are read from (the scheme it checks is theirs).
    @Test func parsersCallingEachOtherBackAreReadFromTheFirst() {
        let graph = extract("""
            import SwiftUI
            enum Stop: Hashable { case book(String), author(String), series }
            struct Decoder {
                func stop(for url: URL) -> Stop? {
                    if url.scheme == "shelf" { return ownLink(url) }
                    return nil
                }
                private func ownLink(_ url: URL) -> Stop? {
                    guard let host = url.host else { return nil }
                    switch host {
                    case "book": return .book(url.lastPathComponent)
                    case "series": return .series
                    case "wrapped":
                        guard let inner = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first?.value,
                              let unwrapped = URL(string: inner) else { return nil }
                        return stop(for: unwrapped)
                    default: return nil
                    }
                }
            }
            \(Self.views)
            """)
        #expect(links(graph) == ["shelf://… => Stop.book", "shelf://… => Stop.series"], "\(links(graph))")
    }

    /// `.book(.isbn(code))`: the case carries a value of an enum no destination shows (how the
    /// book is identified), so the link leads to the book's page, not to `Edition.isbn`.
    @Test func aCaseCarryingADataEnumLeadsToItsOwnScreen() {
        let graph = extract("""
            import SwiftUI
            enum Edition: Hashable { case isbn(String), title(String) }
            enum Stop: Hashable { case book(Edition), author(String), series }
            struct Decoder {
                func stop(for url: URL) -> Stop? {
                    guard url.scheme == "shelf", let host = url.host else { return nil }
                    switch host {
                    case "isbn": return .book(.isbn(url.lastPathComponent))
                    case "author": return .author(url.lastPathComponent)
                    default: return nil
                    }
                }
            }
            \(Self.views)
            """)
        #expect(links(graph) == ["shelf://… => Stop.book", "shelf://… => Stop.author"], "\(links(graph))")
    }

    /// A handler checking only the host takes the one custom scheme the code writes in a URL literal
    /// (`"shelf://…"`); a licence text quoting a web address is no URL literal and names no scheme.
    @Test func aTextQuotingAnAddressNamesNoScheme() {
        let graph = extract("""
            import SwiftUI
            enum Stop: Hashable { case book(String), author(String), series }
            let notice = "Licensed under the Apache License, Version 2.0. See http://www.apache.org/licenses/"
            let sample = URL(string: "shelf://series")
            struct Decoder {
                func stop(for url: URL) -> Stop? {
                    switch url.host {
                    case "series": return .series
                    default: return nil
                    }
                }
            }
            \(Self.views)
            """)
        #expect(links(graph) == ["shelf://… => Stop.series"], "\(links(graph))")
    }
}
