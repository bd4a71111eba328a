/// A path glob as written in `.flowgraph.yml`: `*` matches within one path component, `**`
/// matches any number of components (including none), `?` matches one character; everything
/// else matches itself. Paths use `/`.
public struct Glob: Hashable, Sendable {
    /// The pattern as written.
    public let pattern: String
    private let components: [Substring]

    public init(_ pattern: String) {
        self.pattern = pattern
        components = pattern.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether `path` (relative, `/`-separated) matches the whole pattern.
    ///
    /// - Complexity: O(p · c) component comparisons for p pattern and c path components.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        // matched[i][j]: pattern components from i match path components from j.
        var matched = [[Bool]](repeating: [Bool](repeating: false, count: parts.count + 1), count: components.count + 1)
        matched[components.count][parts.count] = true
        for i in stride(from: components.count - 1, through: 0, by: -1) {
            for j in stride(from: parts.count, through: 0, by: -1) {
                if components[i] == "**" {
                    matched[i][j] = matched[i + 1][j] || (j < parts.count && matched[i][j + 1])
                } else if j < parts.count {
                    matched[i][j] = Self.component(Array(components[i]), matches: Array(parts[j])) && matched[i + 1][j + 1]
                }
            }
        }
        return matched[0][0]
    }

    /// Wildcard match of one component: `*` any run, `?` one character.
    private static func component(_ pattern: [Character], matches text: [Character]) -> Bool {
        var p = 0, t = 0, star = -1, resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
