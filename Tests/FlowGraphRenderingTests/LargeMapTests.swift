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

    /// A map where navigation goes through one router feature holding half the screens (a dozen
    /// of them reach eighteen others each) and every other feature's screens open the router's,
    /// so the picture is mostly arrows between features, routed outside the clusters: banded at
    /// the standard separation it was 7.6:1, and 7 s of layout instead of 0.6 s (``NodeSpacing``).
    @Test func mapMostlyOfArrowsBetweenFeaturesFitsAPage() throws {
        let graph = Self.routedApp(screens: 70, hubs: 14, reach: 18, crossing: 260)
        let dot = DOTEmitter().emit(FilteredGraph(graph: graph))
        let (svg, _) = try GraphvizLibrary.render(dot: dot, engine: .dot, format: .svg)
        let size = try #require(Self.pictureSize(svg))
        #expect(AspectRatio.readableRange.contains(size.width / size.height), "\(size.width) × \(size.height) pt")
    }

    /// A ratio asked for is followed the same way, within ``AspectRatio/acceptedRange``: such a
    /// map asked for 16:9 or 1:2 stayed banded top to bottom at the standard separation, many
    /// times wider than asked (IceCubes: 9.3:1 for 16:9).
    @Test(arguments: ["16:9", "1:2"])
    func mapMostlyOfArrowsBetweenFeaturesFollowsAnAskedRatio(asked: String) throws {
        let aspect = try #require(AspectRatio(asked))
        let dot = DOTEmitter(options: RenderOptions(aspectRatio: aspect)).emit(FilteredGraph(graph: Self.routedApp(screens: 70, hubs: 14, reach: 18, crossing: 260)))
        let (svg, _) = try GraphvizLibrary.render(dot: dot, engine: .dot, format: .svg)
        let size = try #require(Self.pictureSize(svg))
        #expect(aspect.acceptedRange.contains(size.width / size.height), "\(asked): \(size.width) × \(size.height) pt")
    }

    /// Labels naming triggers (`--labels`) are laid out between the ranks, beside each other, and
    /// widen the picture; set to the right of their arrows, they also shifted each band from the
    /// one above. A dozen features whose roots each open four screens by a long call came out
    /// 4.6:1 with its bands chosen as if unlabelled, 4.5:1 with labels estimated but bands in a
    /// staircase (``PageArrangement/separators(for:labelsInLayout:)``).
    @Test func mapWithTriggerLabelsFitsAPage() throws {
        var builder = GraphBuilder()
        for f in 0..<12 {
            builder = builder.node("Feature\(f).root", feature: "Feature\(f)")
            for k in 0..<4 {
                let trigger = "navigationController.pushViewController(DetailViewController(item: items[\(k)]), animated: true)"
                builder = builder.node("Feature\(f).detail\(k)", feature: "Feature\(f)").edge("Feature\(f).root", "Feature\(f).detail\(k)", .push, trigger: trigger)
            }
        }
        let dot = DOTEmitter(options: RenderOptions(edgeLabels: true)).emit(FilteredGraph(graph: builder.build()))
        let (svg, _) = try GraphvizLibrary.render(dot: dot, engine: .dot, format: .svg)
        let size = try #require(Self.pictureSize(svg))
        #expect(AspectRatio.readableRange.contains(size.width / size.height), "\(size.width) × \(size.height) pt")
    }

    /// Such a map is drawn with a tighter separation, and its arrows' labels are placed after
    /// layout, so `dot` does not rank the picture twice as deep for them.
    @Test func mapMostlyOfArrowsBetweenFeaturesIsDrawnTighterWithExternalLabels() {
        let dot = DOTEmitter().emit(FilteredGraph(graph: Self.routedApp(screens: 70, hubs: 14, reach: 18, crossing: 260)))
        #expect(!dot.contains("nodesep=\"0.35\""))
        #expect(dot.contains("xlabel=\"×"))
        #expect(!dot.contains(" label=\"×"))
    }

    /// `screens` screens: half in a `Destinations` feature whose first `hubs` screens each move to
    /// `reach` others of it, the rest in small features (one to six screens, each opened from its
    /// first), and `crossing` moves between a small feature's screen and a destination, one in
    /// four back from the destination. Every move is on its own line, so repeated ones are one
    /// arrow labelled with their count.
    static func routedApp(screens: Int, hubs: Int, reach: Int, crossing: Int) -> NavigationGraph {
        let destinations = (0..<screens / 2).map { "Destinations.route\($0)" }
        var builder = GraphBuilder()
        var line = 0
        func move(_ from: String, _ to: String, _ kind: EdgeKind) {
            line += 1
            builder = builder.edge(from, to, kind, line: line)
        }
        for id in destinations { builder = builder.node(id, feature: "Destinations") }
        for hub in 0..<hubs {
            for k in 0..<reach {
                let target = (hub * 7 + k * 5 + 1) % destinations.count
                if target != hub { move(destinations[hub], destinations[target], k % 3 == 0 ? .sheet : .push) }
            }
        }
        var others: [String] = []
        var area = 0
        while others.count < screens - destinations.count {
            let size = min(1 + area * 5 % 6, screens - destinations.count - others.count)
            let ids = (0..<size).map { "Area\(area).screen\($0)" }
            for id in ids { builder = builder.node(id, feature: "Area\(area)") }
            for id in ids.dropFirst() { move(ids[0], id, .push) }
            others += ids
            area += 1
        }
        for k in 0..<crossing {
            let (other, destination) = (others[k * 11 % others.count], destinations[(k * 13 + 3) % destinations.count])
            if k % 4 == 3 { move(destination, other, .sheet) } else { move(other, destination, k % 2 == 1 ? .push : .sheet) }
        }
        return builder.build()
    }

    /// The `width` and `height` of the SVG root, in points.
    static func pictureSize(_ svg: Data) -> (width: Double, height: Double)? {
        let text = String(decoding: svg.prefix(2_000), as: UTF8.self)
        guard let match = text.firstMatch(of: /<svg width="([0-9.]+)pt" height="([0-9.]+)pt"/),
              let width = Double(match.1), let height = Double(match.2), height > 0 else { return nil }
        return (width, height)
    }
}
