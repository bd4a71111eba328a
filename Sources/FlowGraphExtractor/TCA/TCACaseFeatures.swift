import SwiftSyntax

/// A reducer enum that is a screen of its own (`@Reducer enum AppRoot { case login(Login); case main(Main) }`
/// behind a view's `StoreOf<AppRoot>`, no feature's `@Presents` or `StackState` holding it): its whole
/// state is one of its cases, which its view shows by switching over `store.case`. It becomes a feature
/// with one `switched` slot for itself: `state = .main(…)` in its body replaces the content, from the
/// screen whose action it handles (`case .login(.loginResponse(…))` → `AppRoot.login`), and the case a
/// store starts it on (`Store(initialState: AppRoot.State.login(…))`) is its `child`.
extension TCAModel {
    /// Makes a feature of each reducer enum that is a screen of its own (see above); `storeHeld` are
    /// the reducers some type holds a store of.
    mutating func readCaseFeatures(in corpus: SourceCorpus, storeHeld: Set<String>) {
        let held = Set(features.values.flatMap { $0.slots.compactMap(\.caseReducer) })
        let candidates = caseReducers.keys.sorted().filter { name in
            !held.contains(name) && storeHeld.contains(name) && types[name]?.kind == .enum
                && caseReducers[name]!.cases.contains { $0.hostedFeature != nil }
        }
        guard !candidates.isEmpty else { return }
        let initialCases = initialCasesOfStores(in: corpus)
        for name in candidates {
            let type = types[name]!
            var slot = Slot(kind: .switched, property: "state", file: type.file, line: type.line, caseReducer: name)
            slot.initialCase = initialCases[name]
            features[name] = FeatureInfo(name: name, type: type, slots: [slot])
        }
    }

    /// By reducer enum, the case a store starts it on: `Store(initialState: AppRoot.State.login(…))`.
    private func initialCasesOfStores(in corpus: SourceCorpus) -> [String: String] {
        var found: [String: String] = [:]
        for (_, call) in corpus.calls(named: "Store") {
            guard let initial = call.arguments.first(where: { $0.label?.text == "initialState" })?.expression,
                  let caseName = TCASyntax.caseName(initial),
                  let callee = (initial.as(FunctionCallExprSyntax.self)?.calledExpression ?? initial).as(MemberAccessExprSyntax.self),
                  var written = callee.base?.trimmedText, written.hasSuffix(".State")
            else { continue }
            written.removeLast(".State".count)
            let scope = SwiftTypeIndex.enclosingTypeName(of: call)
            guard let reducer = types.resolve(written, from: scope), found[reducer] == nil else { continue }
            found[reducer] = caseName
        }
        return found
    }

    /// Whether `slot` holds the feature's whole state (a reducer enum that is a screen of its own).
    static func isWholeState(_ slot: Slot) -> Bool { slot.kind == .switched && slot.chain.isEmpty }
}
