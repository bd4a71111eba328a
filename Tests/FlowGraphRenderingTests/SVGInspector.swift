import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The parts of an SVG document the tests check, read with a real XML parser, so parsing
/// also proves the document well-formed.
struct SVGInspector {
    /// A `<g class="node">` or `<g class="edge">`: its `id` and the text of its `<title>`.
    struct Group: Equatable {
        var id: String
        var className: String
        var title: String
    }

    var groups: [Group] = []
    /// Every element name in the document.
    var elementNames: Set<String> = []
    /// Every attribute name in the document.
    var attributeNames: Set<String> = []

    var nodes: [Group] { groups.filter { $0.className == "node" } }
    var edges: [Group] { groups.filter { $0.className == "edge" } }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    /// Parses `data`; throws when it is not well-formed XML.
    static func parse(_ data: Data) throws -> SVGInspector {
        let parser = XMLParser(data: data)
        let delegate = Delegate()
        parser.delegate = delegate
        guard parser.parse() else {
            throw ParseError(description: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown error") at line \(parser.lineNumber)")
        }
        return delegate.result
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var result = SVGInspector()
        /// Indices into `result.groups` of the open node/edge groups, `nil` for other open `<g>`s.
        var openGroups: [Int?] = []
        var title: String?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            result.elementNames.insert(name)
            result.attributeNames.formUnion(attributes.keys)
            if name == "g" {
                let className = attributes["class"] ?? ""
                if className == "node" || className == "edge" {
                    result.groups.append(Group(id: attributes["id"] ?? "", className: className, title: ""))
                    openGroups.append(result.groups.count - 1)
                } else {
                    openGroups.append(nil)
                }
            }
            if name == "title" { title = "" }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            title? += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "g" { openGroups.removeLast() }
            if name == "title", let text = title {
                if let open = openGroups.last, let index = open, result.groups[index].title.isEmpty {
                    result.groups[index].title = text
                }
                title = nil
            }
        }
    }
}
