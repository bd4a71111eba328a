/// "Did you mean" suggestions for names a user mistyped: configuration keys, rule identifiers.
public enum Spelling {
    /// The candidate closest to `name` by edit distance, when it is close enough to be a typo
    /// (at most a third of the name's length, and at least 2, edits away).
    public static func suggestion(for name: String, among candidates: [String]) -> String? {
        let threshold = max(2, name.count / 3)
        return candidates
            .map { (NodeResolver.editDistance(name.lowercased(), $0.lowercased()), $0) }
            .filter { $0.0 <= threshold }
            .min { $0 < $1 }?.1
    }

    /// `; did you mean 'x'?` or the empty string.
    public static func didYouMean(_ name: String, among candidates: [String]) -> String {
        suggestion(for: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
