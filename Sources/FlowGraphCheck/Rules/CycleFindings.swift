import FlowGraph

extension RuleContext {
    /// One finding per strongly connected component holding an elementary cycle of `cycleClass`,
    /// with the component's first such cycle (in the analysis' order) as the example, located at
    /// the cycle's first edge.
    func cycleFindings(_ cycleClass: CycleClass, describe: (String) -> String) -> [RuleFinding] {
        var reported = Set<Int>()
        var findings: [RuleFinding] = []
        for cycle in analysis.cycles.cycles where cycle.cycleClass == cycleClass {
            guard let first = cycle.nodes.first, reported.insert(components.componentOf[first]).inserted else { continue }
            let next = cycle.nodes.count > 1 ? cycle.nodes[1] : first
            let edge = index.outgoing[first].first { index.edgeTo[$0] == next }.map(index.edge)
            let loop = describe(self.describe(cycle.nodes + [first]))
            let size = components.components[components.componentOf[first]].count
            let more = size > cycle.nodes.count ? " (one cycle of \(size) screens that reach each other)" : ""
            findings.append(RuleFinding(
                message: loop + more, file: edge?.file ?? graph.nodes[first].file, line: edge?.line ?? graph.nodes[first].line,
                nodes: cycle.nodes.map(id)))
        }
        return findings
    }
}
