import FlowGraph
import FlowGraphTestSupport
import Foundation
import Testing
@testable import FlowGraphRendering

/// Maps of generated apps of 100, 500 and 1,000 screens, laid out by Graphviz: the picture fits a
/// page (``AspectRatio/readableRange``) and draws one arrow per move.
@Suite struct LargeMapTests {
    /// The sizes tested, with two edges per screen: 1,000 screens with 3,000 edges take `dot`
    /// over a minute here, which `Scripts/bench-render.sh` measures instead.
    static let sizes = [100, 500, 1_000]

    @Test(arguments: sizes)
    func mapOfAGeneratedAppFitsAPageWithOneArrowPerMove(screens: Int) throws {
        let graph = GeneratedApp.graph(nodes: screens, edges: 2 * screens)
        let dot = DOTEmitter().emit(FilteredGraph(graph: graph))
        let (svg, _) = try GraphvizLibrary.render(dot: dot, engine: .dot, format: .svg)
        let size = try #require(Self.pictureSize(svg))
        #expect(AspectRatio.readableRange.contains(size.width / size.height), "\(screens) screens: \(size.width) × \(size.height) pt")

        let moves = Set(graph.edges.map { "\($0.from)\u{0}\($0.to)\u{0}\($0.kind)" })
        #expect(moves.count < graph.edges.count, "the generated app repeats some moves")
        let inspector = try SVGInspector.parse(svg)
        #expect(inspector.edges.filter { $0.id.hasPrefix("edge-") }.count == moves.count)
    }

    /// The `width` and `height` of the SVG root, in points.
    static func pictureSize(_ svg: Data) -> (width: Double, height: Double)? {
        let text = String(decoding: svg.prefix(2_000), as: UTF8.self)
        guard let match = text.firstMatch(of: /<svg width="([0-9.]+)pt" height="([0-9.]+)pt"/),
              let width = Double(match.1), let height = Double(match.2), height > 0 else { return nil }
        return (width, height)
    }
}
