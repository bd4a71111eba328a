/// The strongly connected components of a directed graph.
public struct StronglyConnectedComponents: Sendable {
    /// The component number of each node.
    public let componentOf: [Int]
    /// The members of each component, in reverse topological order of the condensation:
    /// every edge between two components goes from a higher number to a lower one.
    public let components: [[Int]]
}

extension GraphIndex {
    /// The strongly connected components over every edge.
    ///
    /// - Complexity: O(V + E); iterative, so arbitrarily long chains cannot overflow the stack.
    public func stronglyConnectedComponents() -> StronglyConnectedComponents {
        forward.stronglyConnectedComponents()
    }

    /// The components of SPEC §4's `components` list: those with more than one node or a
    /// self-loop, each sorted, the list sorted by node sequence.
    ///
    /// - Complexity: O(V + E + C log C).
    public func cyclicComponents() -> [[Int]] {
        let scc = stronglyConnectedComponents()
        var result: [[Int]] = []
        for members in scc.components {
            if members.count > 1 || outgoing[members[0]].contains(where: { edgeTo[$0] == members[0] }) {
                result.append(members.sorted())
            }
        }
        return result.sorted { $0.lexicographicallyPrecedes($1) }
    }
}

extension Adjacency {
    /// Tarjan's algorithm (R. Tarjan, "Depth-First Search and Linear Graph Algorithms",
    /// SIAM J. Computing 1(2), 1972), with the recursion replaced by an explicit stack of
    /// (node, next successor position) frames.
    ///
    /// - Complexity: O(V + E) time and O(V) memory.
    func stronglyConnectedComponents() -> StronglyConnectedComponents {
        let n = nodeCount
        var order = [Int](repeating: -1, count: n)
        var low = [Int](repeating: 0, count: n)
        var onStack = [Bool](repeating: false, count: n)
        var componentOf = [Int](repeating: -1, count: n)
        var components: [[Int]] = []
        var stack: [Int] = []
        var frames: [(node: Int, next: Int)] = []
        var counter = 0
        for root in 0..<n where order[root] < 0 {
            order[root] = counter
            low[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            frames.append((root, offsets[root]))
            while let frame = frames.last {
                let v = frame.node
                if frame.next < offsets[v + 1] {
                    frames[frames.count - 1].next += 1
                    let w = targets[frame.next]
                    if order[w] < 0 {
                        order[w] = counter
                        low[w] = counter
                        counter += 1
                        stack.append(w)
                        onStack[w] = true
                        frames.append((w, offsets[w]))
                    } else if onStack[w] {
                        low[v] = min(low[v], order[w])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last {
                    low[parent.node] = min(low[parent.node], low[v])
                }
                guard low[v] == order[v] else { continue }
                var members: [Int] = []
                while true {
                    let w = stack.removeLast()
                    onStack[w] = false
                    componentOf[w] = components.count
                    members.append(w)
                    if w == v { break }
                }
                components.append(members)
            }
        }
        return StronglyConnectedComponents(componentOf: componentOf, components: components)
    }
}
