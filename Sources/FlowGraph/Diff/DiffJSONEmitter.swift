/// The diff for scripts:
/// `{"nodes": {"added", "removed"}, "edges": {"added", "removed", "changed"}, "deepLinks": {"added", "removed", "changed"}}`
/// with elements in the interchange format's shapes (SPEC §4).
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
        ]))
    }
}
