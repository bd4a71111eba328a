import FlowGraph
import Foundation

/// How each node and edge kind looks, shared by the DOT, Mermaid and HTML outputs (SPEC §6).
///
/// Every kind differs by line style, width or arrowhead as well as by colour, so the picture
/// reads in greyscale. Colours are mid-tones that keep their contrast on light and dark
/// backgrounds; nodes are filled with light colours and dark text, so they read on both.
struct EdgeStyle {
    /// Graphviz `style`.
    var line: String
    var color: String
    var penWidth: String
    /// Graphviz `arrowhead`.
    var arrowhead: String
    /// Mermaid link syntax (`-->`, `-.->`, `==>`).
    var mermaidArrow: String
    /// Mermaid `stroke-dasharray`, or `nil` for a solid line.
    var mermaidDash: String?

    static func of(_ kind: EdgeKind) -> EdgeStyle {
        switch kind {
        case .push: EdgeStyle(line: "solid", color: "#3b78c3", penWidth: "1.3", arrowhead: "normal", mermaidArrow: "-->", mermaidDash: nil)
        case .sheet: EdgeStyle(line: "dashed", color: "#8250df", penWidth: "1.3", arrowhead: "normal", mermaidArrow: "-.->", mermaidDash: "6 4")
        case .fullScreenCover: EdgeStyle(line: "bold", color: "#8250df", penWidth: "2.5", arrowhead: "normal", mermaidArrow: "==>", mermaidDash: nil)
        case .popover: EdgeStyle(line: "dotted", color: "#9a6700", penWidth: "1.6", arrowhead: "vee", mermaidArrow: "-.->", mermaidDash: "2 3")
        case .alert: EdgeStyle(line: "dotted", color: "#cf222e", penWidth: "1.6", arrowhead: "diamond", mermaidArrow: "-.->", mermaidDash: "2 3")
        case .confirmationDialog: EdgeStyle(line: "dotted", color: "#cf222e", penWidth: "1.6", arrowhead: "odiamond", mermaidArrow: "-.->", mermaidDash: "2 3")
        case .replace: EdgeStyle(line: "solid", color: "#1a7f37", penWidth: "1.3", arrowhead: "onormal", mermaidArrow: "-->", mermaidDash: nil)
        case .reset: EdgeStyle(line: "solid", color: "#bc4c00", penWidth: "1.3", arrowhead: "teenormal", mermaidArrow: "-->", mermaidDash: nil)
        case .tab: EdgeStyle(line: "solid", color: "#bf3989", penWidth: "2.2", arrowhead: "box", mermaidArrow: "==>", mermaidDash: nil)
        case .crossTab: EdgeStyle(line: "dashed", color: "#bf3989", penWidth: "2.2", arrowhead: "boxnormal", mermaidArrow: "-.->", mermaidDash: "8 3")
        case .child: EdgeStyle(line: "solid", color: "#8c959f", penWidth: "1", arrowhead: "odot", mermaidArrow: "-->", mermaidDash: nil)
        }
    }

    /// The width of an overview arrow standing for `count` edges: the kind's width plus one per
    /// doubling, at most four more, so the busiest moves between features stand out.
    static func weightedPenWidth(_ style: EdgeStyle, count: Int) -> String {
        let base = Double(style.penWidth) ?? 1
        let width = base + min(4, log2(Double(max(1, count))))
        return String(format: "%.1f", width)
    }

    /// The colour and width of a highlighted path, on top of the kind's line style.
    static let highlightColor = "#e36209"
    static let highlightPenWidth = "3.5"
}

/// How each node kind looks.
struct NodeStyle {
    /// Graphviz `shape`.
    var shape: String
    /// Graphviz `style`.
    var style: String
    var fill: String
    var penWidth: String
    /// Mermaid node brackets around the quoted label.
    var mermaidOpen: String
    var mermaidClose: String

    static func of(_ kind: NodeKind) -> NodeStyle {
        switch kind {
        case .app: NodeStyle(shape: "house", style: "filled", fill: "#ddf4ff", penWidth: "1.5", mermaidOpen: "{{", mermaidClose: "}}")
        case .tabContainer: NodeStyle(shape: "tab", style: "filled", fill: "#fbefff", penWidth: "1.5", mermaidOpen: "[[", mermaidClose: "]]")
        case .root: NodeStyle(shape: "box", style: "rounded,filled,bold", fill: "#f6f8fa", penWidth: "2", mermaidOpen: "([", mermaidClose: "])")
        case .screen: NodeStyle(shape: "box", style: "rounded,filled", fill: "#ffffff", penWidth: "1", mermaidOpen: "[", mermaidClose: "]")
        }
    }

    static let border = "#57606a"
    static let text = "#1f2328"
    static let highlightFill = "#fff1e5"
}

/// Colours of text drawn on the page background (cluster titles, edge labels): a mid grey that
/// reads on light and dark backgrounds.
enum PageStyle {
    static let mutedText = "#6e7781"
    static let clusterBorder = "#8c959f"
    /// A translucent grey, so a cluster's fill suits either background.
    static let clusterFill = "#8c959f1f"
    static let font = "Helvetica"
}
