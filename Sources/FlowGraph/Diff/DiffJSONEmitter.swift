/// The diff for scripts:
/// `{"nodes": {"added", "removed"}, "edges": {"added", "removed", "changed"}, "deepLinks": {"added",
/// "removed", "changed"}, "depth": [{"node", "old", "new"}], "unboundedCycles": {"added", "removed"}}`
/// with elements in the interchange format's shapes (SPEC §4) and depth bounds as in
/// `analyze -f json` (`null` where unreachable).
public struct DiffJSONEmitter: DiffEmitting {
    public init() {}

    public func emit(_ diff: GraphDiff, old: NavigationGraph, new: NavigationGraph) -> String {
        JSONWriter(expandedDepth: 3).string(.object([
            ("nodes", .object([
                ("added", .array(diff.addedNodes.map(\.jsonValue))),
                ("removed", .array(diff.removedNodes.map(\.jsonValue))),
            ])),
            ("edges", .object([
                ("added", .array(diff.addedEdges.map(\.jsonValue))),
                ("removed", .array(diff.removedEdges.map(\.jsonValue))),
                ("changed", .array(diff.changedEdges.map { change in
                    .object([
                        ("from", .string(change.from)), ("to", .string(change.to)),
                        ("oldKinds", .array(change.oldKinds.map { .string($0.rawValue) })),
                        ("newKinds", .array(change.newKinds.map { .string($0.rawValue) })),
                    ])
                })),
            ])),
            ("deepLinks", .object([
                ("added", .array(diff.addedDeepLinks.map(\.jsonValue))),
                ("removed", .array(diff.removedDeepLinks.map(\.jsonValue))),
                ("changed", .array(diff.changedDeepLinks.map { change in
                    .object([("pattern", .string(change.new.pattern)), ("old", change.old.jsonValue), ("new", change.new.jsonValue)])
                })),
            ])),
            ("depth", .array(diff.depthChanges.map { change in
                .object([("node", .string(change.node)), ("old", Self.json(change.old)), ("new", Self.json(change.new))])
            })),
            ("unboundedCycles", .object([
                ("added", .array(diff.addedUnboundedCycles.map(Self.json))),
                ("removed", .array(diff.removedUnboundedCycles.map(Self.json))),
            ])),
        ]))
    }

    private static func json(_ bounds: DepthBounds?) -> JSONValue {
        guard let bounds else { return .null }
        func limit(_ value: DepthLimit) -> JSONValue {
            if case let .finite(depth) = value { return .int(depth) }
            return .string("unbounded")
        }
        return .object([
            ("minDepth", .int(bounds.minDepth)), ("maxDepth", limit(bounds.maxDepth)),
            ("minModalDepth", .int(bounds.minModalDepth)), ("maxModalDepth", limit(bounds.maxModalDepth)),
        ])
    }

    private static func json(_ cycle: UnboundedCycle) -> JSONValue {
        .object([("nodes", .array(cycle.nodes.map(JSONValue.string))), ("class", .string(cycle.cycleClass.rawValue))])
    }
}
