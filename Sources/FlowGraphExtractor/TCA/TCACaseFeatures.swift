import SwiftSyntax

/// A reducer enum that is a screen of its own (`@Reducer enum AppRoot { case login(Login); case main(Main) }`
/// behind a view's `StoreOf<AppRoot>`, no feature's `@Presents` or `StackState` holding it), or a reducer
/// whose `State` is such an enum (`enum State { case login(Login.State) … }`, TCA before 1.8): its whole
/// state is one of its cases, which its view shows by switching over `store.case` (or `store.state`).
/// It becomes a feature with one `switched` slot for itself: `state = .main(…)` in its body replaces
/// the content, from the screen whose action it handles (`case .login(.loginResponse(…))` →
/// `AppRoot.login`), and the case a store starts it on (`Store(initialState: AppRoot.State.login(…))`,
/// else `State`'s `init() { self = .login(…) }`) is its `child`.
extension TCAModel {
    /// Makes a feature of each reducer enum that is a screen of its own (see above); `storeHeld` are
    /// the reducers some type holds a store of.
    mutating func readCaseFeatures(in corpus: SourceCorpus, storeHeld: Set<String>) {
        let held = Set(features.values.flatMap { $0.slots.compactMap(\.caseReducer) })
        let candidates = caseReducers.keys.sorted().filter { name in
            !held.contains(name) && storeHeld.contains(name) && caseReducers[name]!.cases.contains { $0.hostedFeature != nil }
        }
        guard !candidates.isEmpty else { return }
        let initialCases = initialCasesOfStores(in: corpus)
        for name in candidates {
            let type = types[name]!
            var slot = Slot(kind: .switched, property: "state", file: type.file, line: type.line, caseReducer: name)
            slot.initialCase = initialCases[name] ?? initialCaseOfState(of: name)
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

    /// The case a reducer's enum `State` starts on without arguments: `init() { self = .login(…) }`.
    private func initialCaseOfState(of reducer: String) -> String? {
        guard let state = types["\(reducer).State"], state.kind == .enum else { return nil }
        for (_, block) in state.memberBlocks {
            for initializer in TCASyntax.nodes(InitializerDeclSyntax.self, in: block, skippingNestedTypes: true)
            where initializer.signature.parameterClause.parameters.isEmpty {
                for sequence in TCASyntax.nodes(SequenceExprSyntax.self, in: initializer, skippingNestedTypes: true) {
                    guard let (left, right) = TCASyntax.assignment(sequence), left.trimmedText == "self" else { continue }
                    return TCASyntax.caseName(right)
                }
            }
        }
        return nil
    }

    /// Whether `slot` holds the feature's whole state (a reducer enum that is a screen of its own).
    static func isWholeState(_ slot: Slot) -> Bool { slot.kind == .switched && slot.chain.isEmpty }
}
