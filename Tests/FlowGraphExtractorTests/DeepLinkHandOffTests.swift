import FlowGraph
import Foundation
import Testing
@testable import FlowGraphExtractor

/// Deep-link handlers as apps in the wild write them: the scheme compared with the bundle
/// identifier, query items gathered in a dictionary, the parsed result handed on through a
/// notification, a storyboard segue or a TCA action before anything navigates.
@Suite struct DeepLinkHandOffTests {
    private func extract(files: [String], storyboards: [(path: String, text: String)] = [], launch: [String] = []) -> NavigationGraph {
        SourceExtractor().extract(from: SourceCorpus(
            sources: files.enumerated().map { (path: "File\($0.offset + 1).swift", text: $0.element) },
            storyboards: storyboards, launchStoryboards: launch))
    }

    private func links(_ graph: NavigationGraph) -> Set<String> {
        Set(graph.deepLinks.map { "\($0.pattern) => \($0.target) [\($0.handlerStack.joined(separator: ", "))]" })
    }

    /// `scheme.caseInsensitiveCompare(Bundle.main.bundleIdentifier) == .orderedSame`: the app's
    /// links use its bundle identifier as the scheme; the query items read from a dictionary a
    /// helper builds (`items["note"]`) and a host compared after `lowercased()` are the pattern's.
    @Test func schemeIsTheBundleIdentifierAndQueryItemsComeFromADictionary() {
        let graph = extract(files: ["""
            enum Page: Hashable { case note(id: Int), trash }
            @Observable final class Pages {
                var stack: [Page] = []
                func receive(_ link: URL) {
                    guard let app = Bundle.main.bundleIdentifier, let scheme = link.scheme,
                          scheme.caseInsensitiveCompare(app) == .orderedSame,
                          let place = link.host?.lowercased() else { return }
                    let items = values(of: link)
                    switch place {
                    case "open":
                        if let text = items["note"], let number = Int(text) { reveal(number) }
                    case "bin":
                        stack.append(.trash)
                    default:
                        break
                    }
                }
                private func values(of link: URL) -> [String: String] {
                    var found: [String: String] = [:]
                    URLComponents(url: link, resolvingAgainstBaseURL: false)?.queryItems?.forEach { found[$0.name] = $0.value }
                    return found
                }
                func reveal(_ number: Int) { stack.append(.note(id: number)) }
            }
            """, """
            struct Shell: View {
                @State var pages = Pages()
                var body: some View {
                    NavigationStack(path: $pages.stack) {
                        Text("home").navigationDestination(for: Page.self) { page in
                            switch page {
                            case .note(let id): NoteView(id: id)
                            case .trash: TrashView()
                            }
                        }
                    }
                    .onOpenURL { pages.receive($0) }
                }
            }
            struct NoteView: View { let id: Int; var body: some View { Text("") } }
            struct TrashView: View { var body: some View { Text("") } }
            """])
        #expect(links(graph) == [
            "$(PRODUCT_BUNDLE_IDENTIFIER)://open?note=:note => Page.note [Page.note]",
            "$(PRODUCT_BUNDLE_IDENTIFIER)://bin => Page.trash [Page.trash]",
        ])
    }
}
