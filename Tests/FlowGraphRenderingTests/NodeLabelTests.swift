import FlowGraph
import Testing
@testable import FlowGraphRendering

/// The short name / qualifier split of node labels in DOT, SVG, PNG and PDF.
@Suite struct NodeLabelTests {
    @Test func caseNameLeadsAndTheClusterFeatureIsNotRepeated() {
        let node = Node(id: "AppFeature.Destination.notifications", feature: "AppFeature")
        #expect(NodeLabel(node, inCluster: true) == NodeLabel(name: "notifications", qualifier: "Destination"))
        #expect(NodeLabel(node, inCluster: false) == NodeLabel(name: "notifications", qualifier: "AppFeature.Destination"))
        #expect(NodeLabel(Node(id: "HomeFeature.alert", feature: "HomeFeature"), inCluster: true) == NodeLabel(name: "alert", qualifier: nil))
    }

    @Test func idsWithoutATopLevelDotStayWhole() {
        for id in ["HomeFeature", ".x", "x.", "Route(a.b)", "Box<A.B>"] {
            #expect(NodeLabel(Node(id: id, feature: "F"), inCluster: true) == NodeLabel(name: id, qualifier: nil), "\(id)")
        }
        #expect(NodeLabel(Node(id: "Route.detail(id.x)", feature: "F"), inCluster: true) == NodeLabel(name: "detail(id.x)", qualifier: "Route"))
    }

    @Test func longParameterListsAreCut() {
        let long = "ConfirmationDialogState<HomeFeature.Action.CheckInOptions>"
        let cut = NodeLabel.shortened(long)
        #expect(cut.count == NodeLabel.parameterLimit && cut.hasSuffix("…") && long.hasPrefix(cut.dropLast()))
        #expect(NodeLabel.shortened("accountId: String") == "accountId: String")
        let emoji = String(repeating: "👩‍👩‍👧", count: 50)
        #expect(NodeLabel.shortened(emoji).dropLast().allSatisfy { $0 == "👩‍👩‍👧" })
    }

    @Test func bothPartsAreEscapedInDOT() throws {
        let graph = NavigationGraph(nodes: [Node(id: "<b>&A.</B><x>", feature: "")])
        let dot = DOTEmitter(options: RenderOptions(legend: false)).emit(FilteredGraph(graph: graph))
        #expect(dot.contains("<B>&lt;/B&gt;&lt;x&gt;</B>"))
        #expect(dot.contains(">&lt;b&gt;&amp;A</FONT>"))
        let label = try #require(dot.range(of: "label=<").flatMap { start in dot.range(of: ">, shape=", range: start.upperBound..<dot.endIndex).map { dot[start.upperBound..<$0.lowerBound] } })
        #expect(!label.contains("<x>") && !label.contains("<b>"), "\(label)")
    }
}
