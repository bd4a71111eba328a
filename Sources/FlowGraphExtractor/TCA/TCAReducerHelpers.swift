import SwiftSyntax

/// Reducers written over another feature's domain and holding no `State` of their own
/// (`struct GameOverLogic: Reducer { var body: some ReducerOf<Game> { … } }`, composed into `Game`'s
/// body): their code is that feature's reducer code, and they are no screen of their own.
extension TCAModel {
    /// Moves each such reducer's code into the feature whose domain it reduces.
    mutating func mergeDomainHelpers() {
        for name in features.keys.sorted() where types["\(name).State"] == nil {
            guard let helper = features[name], let domain = reducedDomain(of: helper.type), domain != name,
                  features[domain] != nil
            else { continue }
            features[domain]!.type.memberBlocks += helper.type.memberBlocks
            features.removeValue(forKey: name)
        }
    }

    /// `Game` for a `body` declared `some ReducerOf<Game>` or `some Reducer<Game.State, Game.Action>`.
    private func reducedDomain(of type: SwiftTypeIndex.TypeInfo) -> String? {
        for (_, _, binding) in type.properties where binding.pattern.trimmedText == "body" {
            guard var written = binding.typeAnnotation?.type.trimmedText else { continue }
            if written.hasPrefix("some ") { written.removeFirst("some ".count) }
            for prefix in ["ReducerOf<", "Reducer<"] where written.hasPrefix(prefix) {
                let argument = written.dropFirst(prefix.count).prefix { $0 != "," && $0 != ">" }
                return feature(named: String(argument).trimmed, from: type.qualifiedName)
            }
        }
        return nil
    }
}
