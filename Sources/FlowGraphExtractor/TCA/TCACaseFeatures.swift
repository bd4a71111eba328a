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
        let startingCases = initialCases(in: corpus, reducers: candidates)
        for name in candidates {
            let type = types[name]!
            var slot = Slot(kind: .switched, property: "state", file: type.file, line: type.line, caseReducer: name)
            slot.initialCase = startingCases[name]?.first ?? initialCaseOfState(of: name)
            slot.otherInitialCases = Array((startingCases[name] ?? []).dropFirst())
            features[name] = FeatureInfo(name: name, type: type, slots: [slot])
        }
        // A case of another reducer enum hosting one of them (`case signedIn(Panels)`) hosts that feature,
        // unknown when the cases were read.
        for name in caseReducers.keys.sorted() {
            let reread = readCases(of: name)
            for index in caseReducers[name]!.cases.indices where caseReducers[name]!.cases[index].hostedFeature == nil {
                guard let hosted = reread[index].hostedFeature, candidates.contains(hosted) else { continue }
                caseReducers[name]!.cases[index].hostedFeature = hosted
            }
        }
    }

    /// By reducer enum of `reducers`, the case a store starts it on: `Store(initialState: AppRoot.State.login(…))`,
    /// else the one case its state is ever built with by name where it is presented
    /// (`state.destination = .signedIn(Panels.State.news(…))`).
    /// A store started on either of two cases (`completed ? AppRoot.State.home(…) : AppRoot.State.welcome(…)`)
    /// starts it on each.
    private func initialCases(in corpus: SourceCorpus, reducers: [String]) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for (_, call) in corpus.calls(named: "Store") {
            guard let initial = call.arguments.first(where: { $0.label?.text == "initialState" })?.expression else { continue }
            let named = SyntaxHelpers.alternatives(initial).compactMap { namedStateCase($0, in: call) }
            guard let reducer = named.first?.0, found[reducer] == nil, named.allSatisfy({ $0.0 == reducer }) else { continue }
            found[reducer] = named.map(\.1).keepingFirstOfEach()
        }
        for reducer in reducers where found[reducer] == nil {
            var handed: Set<String> = []
            for caseName in Set(caseReducers[reducer]!.cases.map(\.name)) {
                for (_, call) in corpus.calls(named: caseName) {
                    guard call.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.is(FunctionCallExprSyntax.self) == true,
                          let (named, _) = namedStateCase(ExprSyntax(call), in: call), named == reducer else { continue }
                    handed.insert(caseName)
                }
            }
            if handed.count == 1 { found[reducer] = Array(handed) }
        }
        return found
    }

    /// The reducer and case `expression` builds by naming its state: `AppRoot.State.login(…)`.
    private func namedStateCase(_ expression: ExprSyntax, in context: some SyntaxProtocol) -> (String, String)? {
        guard let caseName = TCASyntax.caseName(expression),
              let callee = (expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression).as(MemberAccessExprSyntax.self),
              var written = callee.base?.trimmedText, written.hasSuffix(".State") else { return nil }
        written.removeLast(".State".count)
        guard let reducer = types.resolve(written, from: SwiftTypeIndex.enclosingTypeName(of: context)) else { return nil }
        return (reducer, caseName)
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
