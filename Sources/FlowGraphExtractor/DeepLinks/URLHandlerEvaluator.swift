import FlowGraph
import SwiftSyntax

/// Walks URL-handling code symbolically and derives the URL pattern of every branch that leads to
/// a screen.
///
/// It follows what the code checks about the URL — `url.scheme == "bankapp"`, a `switch` over
/// `url.host` or `components.host`, over the path components (`path.first ?? ""`, `path[1]`,
/// `path.count` with `where path[1] == "transactions"`), over the whole path as one string
/// (`case "/item":`), `contains("article")`, query items read with
/// `queryItems?.first(where: { $0.name == "id" })` (a value matched against a literal, in a `switch`
/// or with `==`, is fixed in the pattern: `?tab=history`) — through helper functions the segments are
/// passed to. Of a scheme check with alternatives (`scheme == "shop" || host == "shop.example.com"`)
/// the one naming the scheme counts. URL segment 0 is the host (`bankapp://accounts/…`) when the
/// code reads the host other than as such an alternative, else the first path component. A
/// branch leads to a screen when it returns a route value
/// (`.success(.accounts(.detail(accountId: path[0])))`, or an initialiser's `self = .item(id:)`),
/// navigates through the shared coordinator and SwiftUI model (``NavigationAnalyzer/handlerMoves(_:type:locals:)``: stack and modal state,
/// helper methods, tab selection, whose tab root is the target when nothing is pushed after it),
/// calls a method that dispatches on the route it is given (found by a navigating call of the
/// corpus or one the shared model resolves, such as `path.append(.item(id:))`), or changes TCA navigation state; a
/// tab switch starts the handler's stack afresh. Variable
/// segments are named after the variable holding them, else the argument label they feed
/// (`:accountId`). A branch that navigates in a way that cannot be resolved, or whose scheme
/// cannot be found, gives a diagnostic instead of a guess.
///
/// A universal link (an activity's `webpageURL`) has the web scheme and the domain its handler
/// checks (`url.host == "shop.example.com"`, a `case` of a switch over the host), its path starting
/// at segment 0: `https://shop.example.com/product/:id`. Its handler's branches that check a custom
/// scheme admit no web link; one that never checks the domain gives a diagnostic, since the app's
/// custom scheme is not the web link's.
///
/// - Complexity: linear in the handler's code, times the depth of the helpers followed (at most 6).
struct URLHandlerEvaluator {
    let resolver: RouteResolver
    let tca: TCAModel
    /// The corpus's TCA analysis, whose memo of each feature's moves (``TCAAnalysis/moves(of:)``)
    /// the handler's sends read instead of computing a feature's moves again for each send.
    let analysis: TCAAnalysis
    /// The shared coordinator/SwiftUI analysis (``NavigationModel/withAnalyzer(_:)``).
    let shared: NavigationAnalyzer
    /// The scheme used when the code never checks one: the only custom scheme the corpus mentions.
    let defaultScheme: String?
    /// The schemes the app's property lists declare.
    var declaredSchemes: [String] = []
    /// The universal-link domains the app's entitlements claim.
    var associatedDomains: [String] = []
    /// The code observing each notification name (``NotificationObservers``).
    var notificationObservers: [String: [NotificationObservers.Observer]] = [:]
    /// The code observing each observable property's changes, by the property's name (see
    /// `NavigationAnalyzer.propertyObserversByName()`).
    var propertyObservers: [String: [(observer: NavigationAnalyzer.EventObserver, file: ParsedFile)]] = [:]

    init(analysis: TCAAnalysis, shared: NavigationAnalyzer, defaultScheme: String?) {
        resolver = analysis.resolver
        tca = analysis.model
        self.analysis = analysis
        self.shared = shared
        self.defaultScheme = defaultScheme
    }

    /// What is known about the URL on one branch.
    struct Context {
        var file: ParsedFile
        /// The file of the handler that recognises the URL, when the code followed is in another
        /// (an observer of a notification the handler posts): where the link is written.
        var handlerFile: ParsedFile?
        var scope: String?
        /// The TCA feature whose reducer the code is in.
        var feature: String?
        /// The enum a returned route value is read as.
        var expected: String?
        var urlNames: Set<String>
        var readsHost: Bool
        /// Activities and open-URL contexts the URL arrives in (``URLCarrier``).
        var carriers: Set<String> = []
        /// Whether the URL is a web page's (`activity.webpageURL`): a universal link, whose host is
        /// its web domain, not a segment.
        var webLink = false
        /// The web domain a universal link's handler checks (`url.host == "shop.example.com"`).
        var domain: String?
        var hostNames: Set<String> = []
        /// Variables holding the scheme (`let scheme = url.scheme`).
        var schemeNames: Set<String> = []
        /// Variables holding the app's bundle identifier (`Bundle.main.bundleIdentifier`).
        var bundleIdentifierNames: Set<String> = []
        /// Dictionaries of the query items by name (`queryItems?.reduce(into: [:]) { $0[$1.name] = $1.value }`).
        var queryDictionaries: Set<String> = []
        /// Whether the whole URL was handed to a parser whose checks are not visible
        /// (`if let request = parser.parse(url.absoluteString)`): any URL of the scheme it accepts.
        var opaque = false
        /// Variables holding the whole path (`let path = components.path`).
        var pathNames: Set<String> = []
        /// Variables holding the whole URL as text (`let text = url.absoluteString`).
        var absoluteNames: Set<String> = []
        /// Arrays of segments: the URL segment index of their element 0.
        var segmentArrays: [String: Int] = [:]
        /// Single segments held in variables.
        var segmentValues: [String: Int] = [:]
        /// Enum values made from a part of the URL by raw value (`let host = Host(rawValue: url.host)`).
        var rawValueChoices: [String: RawValueChoice] = [:]
        var scheme: String?
        var fixed: [Int: String] = [:]
        var count: Int?
        var query: [String] = []
        /// Query item values held in variables: the item's name (`let page = …first { $0.name == "page" }?.value`).
        var queryValues: [String: String] = [:]
        /// Query items whose value the branch matched (`case "history":`): fixed in the pattern.
        var fixedQuery: [String: String] = [:]
        /// Whether anything about the URL was checked on this branch.
        var recognized = false
        /// Whether what the branch shows is a link: something about the URL was checked, or just its
        /// custom scheme (`url.scheme == "feed"`: any URL of it).
        var admitsLinks: Bool { recognized || checksOwnScheme }
        /// Whether the branch compared the URL's scheme with a custom one of the app's.
        var checksOwnScheme: Bool { !webLink && scheme.map { !URLHandlerEvaluator.isWebScheme($0) } == true }
        /// Segments an optional binding requires (`if let host = url.host`), by index, named after its variable.
        var boundSegments: [Int: String] = [:]
        /// The line of the `case`/`if` that recognises the URL.
        var line: Int
        var depth = 0
        /// What the shared model knows of the handler's locals (`guard let tabs = …`).
        var sharedLocals: [String: AbstractValue] = [:]
        /// The steps left to the handler, shared by all its branches.
        var steps = HandlerSteps(fileBytes: 0)

        /// The URL segment of the first path component: 1 after the host, else 0.
        var firstPathSegment: Int { readsHost ? 1 : 0 }

        /// The context of code another type's member runs for the handler (an observer, a parser it
        /// calls): what the URL's parts are held in is not known there, one level deeper.
        func entering(_ owner: String?) -> Context {
            var inner = self
            inner.urlNames = []
            inner.carriers = []
            inner.hostNames = []
            inner.pathNames = []
            inner.segmentArrays = [:]
            inner.segmentValues = [:]
            inner.rawValueChoices = [:]
            inner.scope = owner
            inner.depth += 1
            inner.sharedLocals = [:]
            return inner
        }

        /// Records that `name` holds the URL a carrier brings, a web page's when `web`.
        /// `name` holds one carrier (a `UIOpenURLContext`, an activity): its `url` is the URL opened
        /// with the app's scheme (`opened.url.host`), as a URL local would be.
        mutating func carry(_ name: String) {
            carriers.insert(name)
            urlNames.insert(name + ".url")
        }

        mutating func receive(_ name: String, web: Bool) {
            urlNames.insert(name)
            guard web else { return }
            webLink = true
            readsHost = false
        }
    }

    /// An enum value made from a part of the URL by its raw value (`Host(rawValue: components.host)`):
    /// its case `.feed` is that part equal to the case's raw value (`"feed"`, or the literal it is given).
    struct RawValueChoice {
        let enumType: TypeDeclaration
        let part: ExprSyntax
    }

    enum Outcome {
        case link(DeepLink)
        case diagnostic(Diagnostic)
    }

    /// The statements one handler's evaluation may run, with every helper, dispatcher and observer
    /// it follows and every branch (issue 17: bounded time): helpers each handing the URL to the
    /// next from many places would otherwise multiply. As ``EvaluationBudget``: so many steps per
    /// byte of the handler's file, at least its minimum; a handler that runs out is followed no
    /// further, and a diagnostic says where it stopped.
    final class HandlerSteps {
        let allowance: Int
        private var taken = 0
        private var reported = false

        init(fileBytes: Int) {
            allowance = max(EvaluationBudget.minimumSteps, fileBytes * EvaluationBudget.stepsPerByte)
        }

        /// Takes a step; once none is left, the diagnostic the first time (and nothing after) as `stop`.
        func take(at context: Context) -> (taken: Bool, stop: [Outcome]) {
            guard taken >= allowance else {
                taken += 1
                return (true, [])
            }
            guard !reported else { return (false, []) }
            reported = true
            let file = context.handlerFile ?? context.file
            return (false, [.diagnostic(Diagnostic(
                severity: .warning, code: "evaluation-budget",
                message: "the URL handler at '\(file.path)' line \(context.line) costs too much to analyse: evaluation stopped after "
                    + "\(allowance) steps, its budget (\(EvaluationBudget.stepsPerByte) per byte of the file, at least "
                    + "\(EvaluationBudget.minimumSteps)); links from there on may be missed",
                file: file.path, line: context.line))])
        }
    }

    /// The navigation a branch performs so far.
    struct Navigation {
        var nodes: [String] = []
        /// Where the handler's stack starts: after the last tab switch.
        var stackStart = 0
        /// A move that could not be resolved: the branch's destination is unknown.
        var unresolved = false
        /// URL segments the moves read, named after the arguments they feed.
        var segmentNames: [Int: String] = [:]
        /// A tab switch outside TCA.
        var switchedTab = false
        /// The root of the tab switched to, when the shared model knows it.
        var tabRoot: String?
        /// The same handler in the app's other layouts (``NavigationAnalyzer/handlerMovesByLayout(_:type:locals:)``),
        /// from where they part: each gives its own link.
        var otherLayouts: [Navigation] = []

        mutating func reset() {
            nodes.removeAll()
            stackStart = 0
        }
    }

    // MARK: - Statements

    /// The deep links and diagnostics of `items`, run after `navigation` (what the enclosing code did before them).
    func run(_ items: CodeBlockItemListSyntax, _ context: Context, after navigation: Navigation = Navigation()) -> [Outcome] {
        var context = context
        var navigation = navigation
        var outcomes: [Outcome] = []
        for item in items {
            let step = context.steps.take(at: context)
            guard step.taken else { return outcomes + step.stop }
            if let decl = item.item.as(VariableDeclSyntax.self) {
                shared.bindHandlerLocals(item.item, type: context.scope, locals: &context.sharedLocals)
                for binding in decl.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value else { continue }
                    bind(name, to: value, &context)
                }
                continue
            }
            if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                // The `else` branch sees the URL as checked so far (`guard path.count > 1 else { return .list }`).
                outcomes += run(guardStatement.body.statements, context, after: navigation)
                let (checked, bound, wasRecognized) = (context.fixed.count, context.boundSegments.count, context.recognized)
                apply(guardStatement.conditions, &context)
                shared.bindHandlerLocals(item.item, type: context.scope, locals: &context.sharedLocals)
                if context.fixed.count > checked || !wasRecognized && context.boundSegments.count > bound {
                    context.line = context.file.line(of: guardStatement)
                }
                continue
            }
            if let returnStatement = item.item.as(ReturnStmtSyntax.self) {
                if let value = returnStatement.expression {
                    outcomes += evaluate(value, &context, navigation: &navigation)
                }
                return outcomes + finish(navigation, context)
            }
            let expression = SyntaxHelpers.expression(item)
            guard let expression else { continue }
            if let switchExpression = expression.as(SwitchExprSyntax.self) {
                outcomes += runSwitch(switchExpression, context, after: navigation)
            } else if let ifExpression = expression.as(IfExprSyntax.self) {
                outcomes += runIf(ifExpression, context, after: navigation)
            } else if let closure = closureRunNow(expression), closure.statements.contains(where: Self.branches) {
                // `DispatchQueue.main.async { if text.hasPrefix(…) { … } }`: checks in code the handler
                // runs now or soon are its own, each branch a link.
                outcomes += run(closure.statements, context, after: navigation)
            } else if let value = Self.assignedSelf(expression) {
                outcomes += evaluate(value, &context, navigation: &navigation)
                return outcomes + finish(navigation, context)
            } else {
                outcomes += evaluate(expression, &context, navigation: &navigation)
            }
        }
        return outcomes + finish(navigation, context)
    }

    /// Each branch of an `if` with the facts its conditions add, and its `else` (an `else if` chain's
    /// next `if`) with those the code knew before.
    private func runIf(_ ifExpression: IfExprSyntax, _ context: Context, after navigation: Navigation) -> [Outcome] {
        // `text.hasPrefix("feed:") || text.hasPrefix("feeds:")`: each prefix is a form of URL the body
        // handles, a link of its own.
        if let prefixes = prefixAlternatives(ifExpression.conditions, context) {
            var outcomes: [Outcome] = []
            for prefix in prefixes {
                var branch = context
                applyPrefix(prefix, &branch)
                branch.line = context.file.line(of: ifExpression)
                outcomes += run(ifExpression.body.statements, branch, after: navigation)
            }
            return outcomes + runElse(of: ifExpression, context, after: navigation)
        }
        var branch = context
        apply(ifExpression.conditions, &branch)
        // The `if` recognises the URL only when it checks a segment; a query item read keeps the `case` line.
        // A segment only bound (`if let bed = url.host`) places the link when nothing recognised it before.
        if branch.fixed.count > context.fixed.count || !context.recognized && branch.boundSegments.count > context.boundSegments.count {
            branch.line = context.file.line(of: ifExpression)
        }
        return run(ifExpression.body.statements, branch, after: navigation) + runElse(of: ifExpression, context, after: navigation)
    }

    /// The `else` of an `if` (an `else if` chain's next `if`), with the facts the code knew before it.
    private func runElse(of ifExpression: IfExprSyntax, _ context: Context, after navigation: Navigation) -> [Outcome] {
        switch ifExpression.elseBody {
        case .codeBlock(let elseBlock)?: run(elseBlock.statements, context, after: navigation)
        case .ifExpr(let elseIf)?: runIf(elseIf, context, after: navigation)
        case nil: []
        }
    }

    /// The prefix tests of a condition that is nothing but alternative prefix tests on the URL's text
    /// (`text.hasPrefix("feed:") || text.starts(with: "feeds:")`); nil for any other condition.
    private func prefixAlternatives(_ conditions: ConditionElementListSyntax, _ context: Context) -> [String]? {
        guard conditions.count == 1, let sequence = conditions.first?.condition.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) else { return nil }
        let alternatives = Self.split(Array(sequence.elements), on: "||")
        guard alternatives.count > 1 else { return nil }
        let prefixes = alternatives.compactMap { $0.count == 1 ? testedPrefix($0[0], context) : nil }
        return prefixes.count == alternatives.count ? prefixes : nil
    }

    /// The closure of `DispatchQueue.main.async { … }`, `Task { … }`, `UIView.performWithoutAnimation { … }`:
    /// code run now or soon, taking no arguments, handed to no function of the app.
    private func closureRunNow(_ expression: ExprSyntax) -> ClosureExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let closure = call.trailingClosure,
              closure.signature?.parameterClause == nil, Self.methodName(call).map({ resolver.functions[$0] == nil }) ?? true else { return nil }
        return closure
    }

    /// Whether `item` is a `guard`, `if` or `switch`: code that decides what runs on what it checks.
    private static func branches(_ item: CodeBlockItemSyntax) -> Bool {
        if item.item.is(GuardStmtSyntax.self) { return true }
        guard let expression = SyntaxHelpers.expression(item) else { return false }
        return expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self)
    }

    /// The value of `self = value`: what an initialiser parsing the URL returns.
    private static func assignedSelf(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let sequence = expression.as(SequenceExprSyntax.self), let (left, value) = TCASyntax.assignment(sequence),
              left.trimmedText == "self" else { return nil }
        return value
    }

    private func runSwitch(_ switchExpression: SwitchExprSyntax, _ context: Context, after navigation: Navigation) -> [Outcome] {
        let subject = switchExpression.subject
        let choice = rawValueChoice(subject, context)
        var outcomes: [Outcome] = []
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label else { continue }
            var branches: [Context] = []
            for item in label.caseItems {
                var branch = context
                branch.line = context.file.line(of: switchCase)
                let pattern = TCASyntax.patternExpression(item.pattern)
                if let choice {
                    // `case .feed:` over `Host(rawValue: url.host)`: the host is the case's raw value;
                    // `.none` and cases of no raw value match no URL of the handler's.
                    guard let raw = pattern.flatMap({ rawValue(of: $0, in: choice) }), apply(choice.part, equals: raw, &branch) else { continue }
                } else if let literal = pattern.flatMap({ stringLiteral($0) ?? urlConstant($0) }), apply(subject, equals: literal, &branch) {
                    // a fact about the URL
                } else if segmentIndex(subject, context) != nil || isWholePath(subject, context) || queryItem(subject, context) != nil {
                    continue  // a part of the URL matched by something else than a literal
                } else if let offset = countedArray(subject, context) {
                    guard let number = pattern?.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }) else { continue }
                    branch.count = offset + number
                    branch.recognized = true
                } else if !branches.isEmpty {
                    continue
                }
                if let whereClause = item.whereClause { applyCondition(whereClause.condition, &branch) }
                branches.append(branch)
            }
            for branch in branches { outcomes += run(switchCase.statements, branch, after: navigation) }
        }
        return outcomes
    }

    // MARK: - Facts about the URL

    private func bind(_ name: String, to value: ExprSyntax, _ context: inout Context) {
        let text = value.trimmedText
        if let choice = rawValueChoice(value, context) { context.rawValueChoices[name] = choice; return }
        if let web = URLCarrier.url(value, carriers: context.carriers) { context.receive(name, web: web); return }
        if URLCarrier.isCarrier(value, carriers: context.carriers) { context.carry(name); return }
        if Self.isComponentsConstruction(value) { context.urlNames.insert(name); return }
        if isAbsoluteString(value, context) { context.absoluteNames.insert(name); return }
        if isHost(value, context) { context.hostNames.insert(name); return }
        if isScheme(value, context) { context.schemeNames.insert(name); return }
        if Self.isBundleIdentifier(value) { context.bundleIdentifierNames.insert(name); return }
        if let query = queryItem(value, context) {
            context.query.append(query)
            context.queryValues[name] = query
            return
        }
        if isQueryDictionary(value, context) { context.queryDictionaries.insert(name); return }
        if isWholePath(value, context) { context.pathNames.insert(name); return }
        if let index = segmentIndex(value, context) { context.segmentValues[name] = index; return }
        if let query = queryItemName(value) {
            context.query.append(query)
            context.queryValues[name] = query
            return
        }
        if let (array, dropped) = droppedArray(value, context) { context.segmentArrays[name] = array + dropped; return }
        if let offset = segmentArray(value, context) { context.segmentArrays[name] = offset; return }
        // The components without the leading "/" (`url.pathComponents.filter { $0 != "/" }`, `url.path.split(separator: "/")`).
        if context.urlNames.contains(where: { text.hasPrefix("\($0).pathComponents") || text.hasPrefix("Array(\($0).pathComponents") || text.hasPrefix("\($0).path.split") }) {
            context.segmentArrays[name] = context.firstPathSegment
        }
    }

    /// Whether `statements` read the host as the URL's first segment: anywhere but as an alternative
    /// to the scheme check (`scheme == "shop" || host == "shop.example.com"` names a web domain).
    static func readsHost(_ statements: CodeBlockItemListSyntax) -> Bool {
        TCASyntax.nodes(MemberAccessExprSyntax.self, in: statements, skippingNestedTypes: true).contains { member in
            guard member.declName.baseName.text == "host" else { return false }
            guard let sequence = member.parent?.parent?.as(SequenceExprSyntax.self) else { return true }
            let elements = Array(sequence.elements)
            let checksScheme = elements.contains { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "scheme" }
            return !checksScheme || split(elements, on: "||").count == 1
        }
    }

    /// `URLComponents(url: url, …)`, optionally unwrapped: the URL itself, not a value read from it
    /// (`URLComponents(url: url, …)?.queryItems?.first { … }?.value` is a query item).
    static func isComponentsConstruction(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrapped.expression }
        return expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText == "URLComponents"
    }

    private func apply(_ conditions: ConditionElementListSyntax, _ context: inout Context) {
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                applyCondition(expression, &context)
            case .optionalBinding(let binding):
                guard let value = binding.initializer?.value else { continue }
                let before = (context.urlNames, context.hostNames, context.schemeNames, context.pathNames, context.query, context.queryDictionaries)
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    bind(name, to: value, &context)
                    // `if let host = url.host`, `guard let id = path.last`: the branch takes only URLs
                    // having that segment, whatever it holds.
                    if let index = segmentIndex(value, context) {
                        context.recognized = true
                        if context.boundSegments[index] == nil { context.boundSegments[index] = name }
                    }
                }
                // `if let request = parser.parse(url.absoluteString)`: a parser FlowGraph cannot read
                // accepts the URL; the branch admits any URL of the scheme.
                let after = (context.urlNames, context.hostNames, context.schemeNames, context.pathNames, context.query, context.queryDictionaries)
                if before == after, isOpaqueParse(value, context) {
                    context.opaque = true
                    context.recognized = true
                }
            case .matchingPattern(let matching):
                // `if case .feed = Host(rawValue: host)`: the host is the case's raw value.
                if let choice = rawValueChoice(matching.initializer.value, context), let pattern = TCASyntax.patternExpression(matching.pattern),
                   let raw = rawValue(of: pattern, in: choice) {
                    _ = apply(choice.part, equals: raw, &context)
                }
            default:
                continue
            }
        }
    }

    private func applyCondition(_ expression: ExprSyntax, _ context: inout Context) {
        guard let sequence = expression.as(SequenceExprSyntax.self) else {
            if let literal = testedPrefix(expression, context) {
                applyPrefix(literal, &context)
                return
            }
            if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == "contains", let base = member.base,
               let literal = call.arguments.first.flatMap({ stringLiteral($0.expression) }),
               let offset = segmentArray(base, context) {
                let index = (max(offset, context.firstPathSegment)...).first { context.fixed[$0] == nil }!
                context.fixed[index] = literal
                context.recognized = true
            }
            return
        }
        let alternatives = Self.split(Array(sequence.elements), on: "||")
        guard alternatives.count > 1 else { return applyConjunction(alternatives[0], &context) }
        // Each alternative admits another form of URL (`scheme == "shop" || host == "shop.example.com"`):
        // the one checking the scheme is the custom-scheme link; the others add nothing to its pattern.
        // A universal link is admitted by the alternatives checking no custom scheme.
        let admitting = alternatives.filter { alternative in
            let schemes = Self.split(alternative, on: "&&").filter { $0.count == 3 && isScheme($0[0], context) }
            guard context.webLink else { return !schemes.isEmpty }
            return schemes.allSatisfy { stringValue($0[2], context).map(Self.isWebScheme) ?? false }
        }
        if admitting.count == 1 { applyConjunction(admitting[0], &context) }
    }

    /// Applies the facts of `a == "x" && b == "y"`, written as sequence elements.
    private func applyConjunction(_ elements: [ExprSyntax], _ context: inout Context) {
        for part in Self.split(elements, on: "&&") {
            if part.count == 1 { applyCondition(part[0], &context); continue }
            guard part.count == 3, part[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { continue }
            // `a.caseInsensitiveCompare(b) == .orderedSame`: `a == b` without regard to case.
            if part[2].trimmedText == ".orderedSame", let call = part[0].as(FunctionCallExprSyntax.self),
               let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               ["caseInsensitiveCompare", "localizedCaseInsensitiveCompare", "compare"].contains(member.declName.baseName.text),
               let other = call.arguments.first?.expression, let literal = stringValue(other, context) {
                _ = apply(base, equals: literal, &context)
                continue
            }
            // `link == .feed` with `link` made by `Host(rawValue: host)`: the host is the case's raw value.
            if let choice = rawValueChoice(part[0], context), let raw = rawValue(of: part[2], in: choice) {
                _ = apply(choice.part, equals: raw, &context)
                continue
            }
            if let literal = stringValue(part[2], context) {
                _ = apply(part[0], equals: literal, &context)
            } else if let literal = stringValue(part[0], context) {
                // `"theme" == components.host`: the literal written first.
                _ = apply(part[2], equals: literal, &context)
            }
        }
    }

    /// The raw-value choice `expression` is: a variable bound to one, or `E(rawValue: part)` itself,
    /// where `E` is an enum of the app and `part` a part of the URL a branch can match.
    private func rawValueChoice(_ expression: ExprSyntax, _ context: Context) -> RawValueChoice? {
        let expression = SyntaxHelpers.unwrap(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return context.rawValueChoices[reference.baseName.text] }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              let argument = call.arguments.first, argument.label?.text == "rawValue" else { return nil }
        var called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { called = base }
        guard let type = shared.model.type(called.trimmedText, from: context.scope), type.kind == .enum else { return nil }
        var probe = context
        guard apply(argument.expression, equals: "", &probe) else { return nil }
        return RawValueChoice(enumType: type, part: argument.expression)
    }

    /// The raw value of the case a pattern or a compared value names (`.feed`, `Host.feed`,
    /// `.feed?`, `.some(.feed)`).
    private func rawValue(of pattern: ExprSyntax, in choice: RawValueChoice) -> String? {
        var pattern = SyntaxHelpers.unwrap(pattern)
        if let call = pattern.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == ".some", let only = call.arguments.first {
            pattern = SyntaxHelpers.unwrap(only.expression)
        }
        guard let member = pattern.as(MemberAccessExprSyntax.self) else { return nil }
        return choice.enumType.stringRawValue(ofCase: member.declName.baseName.text)
    }

    /// Records that `subject` equals `literal` (an `==` check, or a `case` of a `switch` over
    /// `subject`): the scheme, a universal link's domain, a segment (`""`: the URL ends before it),
    /// the whole path or a query item's value. False when `subject` is no such part of the URL.
    private func apply(_ subject: ExprSyntax, equals literal: String, _ context: inout Context) -> Bool {
        if isWholeURL(subject, context) {
            // `url == .updateLink`, `case .updateLink:`: the whole URL the constant spells, nothing longer.
            guard literal.contains("://") else { return false }
            applyPrefix(literal, &context)
            context.count = context.fixed.keys.max().map { $0 + 1 } ?? 0
        } else if isScheme(subject, context) {
            context.scheme = literal
        } else if context.webLink, isHost(subject, context) {
            context.domain = literal
        } else if let index = segmentIndex(subject, context) {
            if literal.isEmpty { context.count = index } else { context.fixed[index] = literal }
            context.recognized = true
        } else if isWholePath(subject, context) {
            matchWholePath(literal, &context)
        } else if let item = queryItem(subject, context) {
            fixQuery(item, to: literal, &context)
        } else {
            return false
        }
        return true
    }

    /// `url.absoluteString`, or a variable holding it.
    private func isAbsoluteString(_ expression: ExprSyntax, _ context: Context) -> Bool {
        let expression = SyntaxHelpers.unwrap(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return context.absoluteNames.contains(reference.baseName.text) }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "absoluteString",
              let base = member.base else { return false }
        // `opened.url.absoluteString`: the text of the URL a context or activity carries.
        if URLCarrier.url(base, carriers: context.carriers) != nil { return true }
        guard let reference = SyntaxHelpers.unwrap(base).as(DeclReferenceExprSyntax.self) else { return false }
        return context.urlNames.contains(reference.baseName.text)
    }

    /// The prefix `expression` tests the URL's text for: `text.hasPrefix("shop://")`, or the same
    /// test as a sequence's `text.starts(with: …)`; `nil` for anything else.
    private func testedPrefix(_ expression: ExprSyntax, _ context: Context) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, let argument = call.arguments.first else { return nil }
        switch member.declName.baseName.text {
        case "hasPrefix": break
        case "starts" where argument.label?.text == "with": break
        default: return nil
        }
        return isAbsoluteString(base, context) ? stringValue(argument.expression, context) : nil
    }

    /// The facts of `text.hasPrefix(literal)` on the whole URL: `shop://item/` fixes the scheme and
    /// the segments it spells out; `nostr:` (a scheme without `//`, whose rest string operations
    /// read) admits any URL of the scheme.
    private func applyPrefix(_ literal: String, _ context: inout Context) {
        if let separator = literal.range(of: "://") {
            context.scheme = String(literal[..<separator.lowerBound])
            let segments = literal[separator.upperBound...].prefix { $0 != "?" && $0 != "#" }.split(separator: "/")
            for (index, segment) in segments.enumerated() { context.fixed[index] = String(segment) }
            context.recognized = true
        } else if literal.hasSuffix(":"), literal.count > 1, !literal.contains("/") {
            context.scheme = String(literal.dropLast())
            context.opaque = true
            context.recognized = true
        }
    }

    /// The operands between the top-level occurrences of a binary operator in a sequence's elements.
    static func split(_ elements: [ExprSyntax], on operatorText: String) -> [[ExprSyntax]] {
        var parts: [[ExprSyntax]] = [[]]
        for element in elements {
            if element.as(BinaryOperatorExprSyntax.self)?.operator.text == operatorText {
                parts.append([])
            } else {
                parts[parts.count - 1].append(element)
            }
        }
        return parts
    }

    private func isScheme(_ expression: ExprSyntax, _ context: Context) -> Bool {
        let expression = Self.caseFolded(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return context.schemeNames.contains(reference.baseName.text) }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "scheme",
              let base = member.base?.trimmedText else { return false }
        return context.urlNames.contains(base)
    }

    /// `components.path` or a variable holding it: the whole path, matched as one string (`case "/item":`).
    private func isWholePath(_ expression: ExprSyntax, _ context: Context) -> Bool {
        let expression = Self.caseFolded(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return context.pathNames.contains(reference.baseName.text) }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "path",
              let base = member.base?.trimmedText.trimmingSuffix("?") else { return false }
        return context.urlNames.contains(base)
    }

    /// Fixes every segment of a whole path matched as a string (`"/item/reviews"`), and the URL's length with them.
    private func matchWholePath(_ literal: String, _ context: inout Context) {
        let offset = context.firstPathSegment
        let segments = literal.split(separator: "/").map(String.init)
        for (index, segment) in segments.enumerated() { context.fixed[offset + index] = segment }
        context.count = offset + segments.count
        context.recognized = true
    }

    private func isHost(_ expression: ExprSyntax, _ context: Context) -> Bool {
        var expression = Self.caseFolded(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return context.hostNames.contains(reference.baseName.text) }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "host",
              let base = member.base?.trimmedText.trimmingSuffix("?") else { return false }
        return context.urlNames.contains(base)
    }

    /// The URL segment an expression reads: the host, `path.first`, `path.first ?? ""`, `path[1]`, a segment variable,
    /// any of them converted (`Int(url.lastPathComponent)`).
    private func segmentIndex(_ expression: ExprSyntax, _ context: Context) -> Int? {
        if isHost(expression, context) { return context.webLink ? nil : 0 }
        if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first,
           sequence.elements.count == 3, sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            return segmentIndex(first, context)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return context.segmentValues[reference.baseName.text] }
        // `Int(url.lastPathComponent)`, `UUID(uuidString: path[1])`: a segment converted to a type.
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), SyntaxHelpers.isTypeName(callee.baseName.text),
           let argument = call.arguments.first?.expression {
            return segmentIndex(argument, context)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "first",
           let base = member.base, let offset = segmentArray(base, context), offset >= context.firstPathSegment {
            return offset
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "last",
           let base = member.base, let array = segmentArray(base, context) {
            let offset = max(array, context.firstPathSegment)
            return max(offset, (context.fixed.keys.max() ?? offset - 1) + 1)
        }
        // `url.lastPathComponent`: the segment after the ones the handler has matched.
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "lastPathComponent",
           let base = member.base?.trimmedText, context.urlNames.contains(base) {
            let offset = context.firstPathSegment
            return max(offset, (context.fixed.keys.max() ?? offset - 1) + 1)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self),
           let index = subscriptCall.arguments.first?.expression.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }) {
            if let offset = segmentArray(subscriptCall.calledExpression, context), offset + index >= context.firstPathSegment {
                return offset + index
            }
        }
        return nil
    }

    /// The URL segment of an array's element 0: raw `pathComponents` start with "/", one before the first path component.
    private func segmentArray(_ expression: ExprSyntax, _ context: Context) -> Int? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return context.segmentArrays[reference.baseName.text] }
        if isRawPathComponents(expression, context) { return context.firstPathSegment - 1 }
        if let (offset, dropped) = droppedArray(expression, context) { return offset + dropped }
        return nil
    }

    private func isRawPathComponents(_ expression: ExprSyntax, _ context: Context) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "pathComponents",
              let base = member.base?.trimmedText else { return false }
        return context.urlNames.contains(base)
    }

    private func countedArray(_ expression: ExprSyntax, _ context: Context) -> Int? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "count",
              let base = member.base else { return nil }
        return segmentArray(base, context)
    }

    /// `path.dropFirst()` / `Array(path.dropFirst(2))`: the array and how many elements were dropped.
    private func droppedArray(_ expression: ExprSyntax, _ context: Context) -> (Int, Int)? {
        var expression = expression
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "Array",
           let inner = call.arguments.first?.expression {
            expression = inner
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "dropFirst",
              let base = member.base, let offset = segmentArray(base, context) else { return nil }
        let dropped = call.arguments.first?.expression.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) } ?? 1
        return (offset, dropped)
    }

    /// The name of the query item whose value `expression` is: a variable holding it or the read itself.
    private func queryItem(_ expression: ExprSyntax, _ context: Context) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return context.queryValues[reference.baseName.text] }
        // `parameters["id"]` of a dictionary of the query items.
        if let subscriptCall = SyntaxHelpers.unwrap(expression).as(SubscriptCallExprSyntax.self),
           let base = subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self), context.queryDictionaries.contains(base.baseName.text),
           let key = subscriptCall.arguments.first.flatMap({ stringLiteral($0.expression) }) {
            return key
        }
        return queryItemName(expression)
    }

    /// Fixes the value of the query item `item` in the pattern (`?tab=history`), as a matched segment is.
    private func fixQuery(_ item: String, to value: String, _ context: inout Context) {
        if !context.query.contains(item) { context.query.append(item) }
        context.fixedQuery[item] = value
        context.recognized = true
    }

    /// `components.queryItems?.first(where: { $0.name == "id" })?.value` → `id`; also through a
    /// helper reading query items: `queryValue("id", in: components)`.
    private func queryItemName(_ expression: ExprSyntax) -> String? {
        for call in TCASyntax.calls(in: expression, skippingNestedTypes: false) {
            guard let name = Self.methodName(call), let candidates = resolver.functions[name], candidates.count == 1,
                  candidates[0].decl.body?.trimmedText.contains("queryItems") == true,
                  let literal = call.arguments.lazy.compactMap({ self.stringLiteral($0.expression) }).first
            else { continue }
            return literal
        }
        let text = expression.trimmedText
        guard text.contains("queryItems"), let call = TCASyntax.calls(in: expression, skippingNestedTypes: false).first(where: {
            $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "first"
        }) else { return nil }
        let literals = TCASyntax.nodes(StringLiteralExprSyntax.self, in: call, skippingNestedTypes: false)
        return literals.first.flatMap { stringLiteral(ExprSyntax($0)) }
    }

    private func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self) else {
            return expression.as(StringLiteralExprSyntax.self)?.segments.isEmpty == true ? "" : nil
        }
        return segment.content.text
    }

    /// A string literal, or a constant (`scheme`, `Self.scheme`) declared with one in the enclosing type.
    private func stringValue(_ expression: ExprSyntax, _ context: Context) -> String? {
        if let literal = stringLiteral(expression) { return literal }
        if let constant = urlConstant(expression) { return constant }
        if Self.isBundleIdentifier(expression)
            || expression.as(DeclReferenceExprSyntax.self).map({ context.bundleIdentifierNames.contains($0.baseName.text) }) == true {
            return bundleIdentifierScheme
        }
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, let scope = context.scope, let type = resolver.types[scope] else { return nil }
        for (_, _, binding) in type.properties where binding.pattern.trimmedText == name {
            if let value = binding.initializer?.value, let literal = stringLiteral(value) { return literal }
        }
        return nil
    }

    /// The text of a URL constant the app declares on `URL` (`.updateLink`, `URL.updateLink` with
    /// `static let updateLink = URL(string: "https://example.org/o/update")!`, or a macro spelling it).
    private func urlConstant(_ expression: ExprSyntax) -> String? {
        guard let member = SyntaxHelpers.unwrap(expression).as(MemberAccessExprSyntax.self),
              member.base == nil || member.base?.trimmedText == "URL",
              let property = shared.model.property(named: member.declName.baseName.text, in: "URL"),
              property.modifiers.contains("static"), var value = property.initializer.map(SyntaxHelpers.unwrap) else { return nil }
        if let unwrapped = value.as(ForceUnwrapExprSyntax.self) { value = unwrapped.expression }
        let arguments = value.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.trimmedText == "URL" ? $0.arguments : nil }
            ?? value.as(MacroExpansionExprSyntax.self)?.arguments
        return arguments?.first.flatMap { stringLiteral($0.expression) }
    }

    /// The URL itself, not a part of it: `url`, `opened.url`.
    private func isWholeURL(_ expression: ExprSyntax, _ context: Context) -> Bool {
        let expression = SyntaxHelpers.unwrap(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return context.urlNames.contains(reference.baseName.text) }
        return URLCarrier.url(expression, carriers: context.carriers) == false
    }

    /// A call handing the whole URL (`url`, `url.absoluteString`) to a function the corpus does not
    /// define (a dependency's parser, a library's): what it checks is not visible.
    private func isOpaqueParse(_ expression: ExprSyntax, _ context: Context) -> Bool {
        var expression = SyntaxHelpers.unwrap(expression)
        if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
        if let awaited = expression.as(AwaitExprSyntax.self) { expression = awaited.expression }
        guard let call = expression.as(FunctionCallExprSyntax.self), !Self.isComponentsConstruction(expression),
              let name = Self.methodName(call) else { return false }
        // A parser of the corpus that reads the URL's parts is followed as such, not taken whole.
        let readsParts = resolver.functions[name]?.contains { function in
            let body = function.decl.body?.trimmedText ?? ""
            return [".host", ".scheme", ".path", "queryItems", "pathComponents", "hasPrefix"].contains { body.contains($0) }
        } ?? false
        guard !readsParts else { return false }
        return call.arguments.contains { argument in
            var value = argument.expression
            if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "absoluteString", let base = member.base { value = base }
            return value.as(DeclReferenceExprSyntax.self).map { context.urlNames.contains($0.baseName.text) } ?? false
        }
    }

    /// `x.lowercased()`, `x?.uppercased()`: `x`, compared without regard to case.
    static func caseFolded(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = SyntaxHelpers.unwrap(expression)
        while let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["lowercased", "uppercased"].contains(member.declName.baseName.text), let base = member.base {
            expression = SyntaxHelpers.unwrap(base)
        }
        return expression
    }

    /// `Bundle.main.bundleIdentifier`: the scheme an app comparing against it answers to.
    static func isBundleIdentifier(_ expression: ExprSyntax) -> Bool {
        SyntaxHelpers.unwrap(expression).trimmedText.replacingOccurrences(of: "?", with: "") == "Bundle.main.bundleIdentifier"
    }

    /// The scheme the app's bundle identifier is: the only reverse-DNS scheme the property lists
    /// declare (an app comparing the scheme with its bundle identifier declares it), else the
    /// build setting it stands for.
    var bundleIdentifierScheme: String {
        let dotted = declaredSchemes.filter { $0.contains(".") }
        return dotted.count == 1 ? dotted[0] : "$(PRODUCT_BUNDLE_IDENTIFIER)"
    }

    /// A dictionary of the URL's query items by name: built from `queryItems` in place
    /// (`reduce(into:)`, a loop), or returned by a helper of the corpus that reads them.
    private func isQueryDictionary(_ expression: ExprSyntax, _ context: Context) -> Bool {
        let text = expression.trimmedText
        if text.contains("queryItems"), text.contains("reduce") || text.contains("Dictionary(") { return true }
        guard let call = SyntaxHelpers.unwrap(expression).as(FunctionCallExprSyntax.self),
              let name = Self.methodName(call), let candidates = resolver.functions[name], candidates.count == 1,
              let returned = candidates[0].decl.signature.returnClause?.type.trimmedText, returned.hasPrefix("["), returned.contains(":"),
              candidates[0].decl.body?.trimmedText.contains("queryItems") == true else { return false }
        return call.arguments.contains { argument in
            argument.expression.as(DeclReferenceExprSyntax.self).map { context.urlNames.contains($0.baseName.text) } ?? false
        }
    }

    // MARK: - Where a branch leads

    private func evaluate(_ expression: ExprSyntax, _ context: inout Context, navigation: inout Navigation) -> [Outcome] {
        if let query = queryItemName(expression) { context.query.append(query) }
        if var node = resolver.node(ofRoute: expression, expected: context.expected, scope: context.scope), context.admitsLinks {
            // `.playlist(.remote(id))`: a case carrying a value of an enum no destination maps (a data
            // enum, not a nested route) is the outer case's screen.
            if let outer = resolver.node(ofRoute: expression, expected: context.expected, scope: context.scope, nested: false),
               outer != node, !shared.mappedEnums.contains(NavigationModel.enumName(of: node)), shared.mappedEnums.contains(NavigationModel.enumName(of: outer)) {
                node = outer
            }
            guard let (target, stack) = destination(of: node, file: context.file, steps: context.steps) else {
                return [.diagnostic(Diagnostic(
                    severity: .warning, code: "unresolved-navigation",
                    message: "the handler of '\(node)' navigates in a way FlowGraph cannot resolve",
                    file: context.file.path, line: context.line))]
            }
            return link(to: target, stack: stack, names: segmentNames(in: expression, context), context)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) ?? expression.as(TryExprSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
            ?? expression.as(AwaitExprSyntax.self)?.expression.as(FunctionCallExprSyntax.self) {
            if let delegated = delegate(call, context) { return delegated }
            if let observed = notify(call, context, &navigation) { return observed }
        }
        if let observed = observe(expression, context, &navigation) { return observed }
        // `DispatchQueue.main.async { … }`, `Task { … }`, `UIView.performWithoutAnimation { … }`: code run
        // now or soon, which is the handler's (its posts reach their observers here, tab switches first).
        if let closure = closureRunNow(expression) {
            return follow(closure.statements, context, &navigation)
        }
        if let moved = sharedMoves(expression, &context, &navigation) { return moved }
        if let call = expression.as(FunctionCallExprSyntax.self), Self.methodName(call) == "dismiss" { return [] }
        if let call = expression.as(FunctionCallExprSyntax.self) ?? expression.as(TryExprSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
            ?? expression.as(AwaitExprSyntax.self)?.expression.as(FunctionCallExprSyntax.self) {
            if RouteResolver.isReset(call) {
                navigation.reset()
                return []
            }
            if let node = resolver.node(ofCall: call, caller: context.scope, hint: nil) {
                if let dispatched = dispatch(call, to: node, context, &navigation) {
                    navigation.segmentNames.merge(segmentNames(in: expression, context)) { first, _ in first }
                    return dispatched
                }
                // A case handed to a method that neither navigates by its name nor takes an enum the
                // app maps to screens (`state.update(check: .dns)`) is data, not a route.
                if Self.looksLikeNavigation(call.calledExpression) || shared.mappedEnums.contains(NavigationModel.enumName(of: node)) {
                    navigation.segmentNames.merge(segmentNames(in: expression, context)) { first, _ in first }
                    navigation.nodes.append(node)
                }
                return []
            }
        }
        if let feature = context.feature.flatMap({ tca.features[$0] }) {
            var found = sentChildAction(expression, from: feature) ?? tca.moves(in: feature, under: (context.file, Syntax(expression)))
            if found.moves.isEmpty, expression.trimmedText.contains("send(") {
                found.moves = sentOwnAction(expression, in: feature, file: context.file)
            }
            for move in found.moves {
                if move.kind == .reset { navigation.reset() }
                navigation.nodes.append(move.to)
                if move.kind == .tab { navigation.stackStart = navigation.nodes.count }
            }
            if !found.moves.isEmpty {
                navigation.segmentNames.merge(segmentNames(in: expression, context)) { first, _ in first }
                return []
            }
            if expression.trimmedText.hasPrefix("state.path = ") { navigation.reset() }
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let (left, _) = TCASyntax.assignment(sequence),
           left.trimmedText.split(separator: ".").last?.lowercased().hasSuffix("tab") == true {
            navigation.stackStart = navigation.nodes.count
            navigation.switchedTab = true
            return []
        }
        guard context.admitsLinks, Self.looksLikeNavigation(expression) else { return [] }
        navigation.unresolved = true
        return [.diagnostic(Diagnostic(
            severity: .warning, code: "unresolved-navigation",
            message: "deep link handler navigates with '\(Trigger.text(for: expression))', which names no route case FlowGraph can resolve",
            file: context.file.path, line: context.file.line(of: expression)))]
    }

    /// Follows a notification the handler posts (`NotificationCenter.default.post(name: .openInbox, …)`)
    /// to the code observing it: methods registered with `addObserver(_:selector:name:object:)`, and
    /// closures of `addObserver(forName:…)`, `.onReceive(….publisher(for:))` and `.sink`. Observers
    /// that switch tab run first; nil when `call` posts nothing or no one observes it.
    private func notify(_ call: FunctionCallExprSyntax, _ context: Context, _ navigation: inout Navigation) -> [Outcome]? {
        guard context.depth < 6, let name = NotificationObservers.postedName(call) else { return nil }
        let observers = notificationObservers[name] ?? []
        guard !observers.isEmpty else { return nil }
        func run(_ observer: NotificationObservers.Observer, _ navigation: inout Navigation) -> [Outcome] {
            // The observer reads what the notification carries, not the handler's URL.
            var inner = context.entering(observer.owner)
            inner.handlerFile = context.handlerFile ?? context.file
            inner.file = observer.file
            return follow(observer.statements, inner, &navigation)
        }
        let switching = observers.map { observer -> Bool in
            var trial = Navigation()
            _ = run(observer, &trial)
            return trial.switchedTab
        }
        var outcomes: [Outcome] = []
        for (observer, _) in zip(observers, switching).sorted(by: { $0.1 && !$1.1 }) {
            outcomes += run(observer, &navigation)
        }
        return outcomes
    }

    /// The navigation of the code observing a property the handler stores a route in
    /// (`incoming = .venue(id: …)` observed by `.onReceive(model.$incoming) { route in path.append(route) }`),
    /// run with the observer's parameter holding that route; nil when the assignment stores no
    /// route or nothing observes the property.
    private func observe(_ expression: ExprSyntax, _ context: Context, _ navigation: inout Navigation) -> [Outcome]? {
        guard context.depth < 6, let sequence = expression.as(SequenceExprSyntax.self), let (left, value) = TCASyntax.assignment(sequence),
              let property = (left.as(MemberAccessExprSyntax.self)?.declName ?? left.as(DeclReferenceExprSyntax.self)).map(\.baseName.text),
              let observers = propertyObservers[property], !observers.isEmpty,
              let node = resolver.node(ofRoute: value, expected: declaredEnum(of: property, in: context.scope), scope: context.scope),
              let dot = node.lastIndex(of: ".")
        else { return nil }
        let route = RouteRef(enumName: String(node[..<dot]), caseName: String(node[node.index(after: dot)...]))
        var outcomes: [Outcome] = []
        for (observer, file) in observers {
            guard let parameter = observer.parameter else { continue }
            var inner = context.entering(observer.owner)
            inner.handlerFile = context.handlerFile ?? context.file
            inner.file = file
            inner.sharedLocals[parameter] = .routes([route])
            outcomes += follow(observer.statements, inner, &navigation)
        }
        navigation.segmentNames.merge(segmentNames(in: value, context)) { first, _ in first }
        return outcomes
    }

    /// The route enum the stored property `name` of `owner` is declared to hold (`var incoming: Spot?`).
    private func declaredEnum(of name: String, in owner: String?) -> String? {
        guard let owner, let info = resolver.types[owner] else { return nil }
        for (_, _, binding) in info.properties where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            guard let written = binding.typeAnnotation?.type.trimmedText else { return nil }
            return resolver.enumType(written.hasSuffix("?") ? String(written.dropLast()) : written, from: owner)
        }
        return nil
    }

    /// The moves an action of the feature's own that the handler sends makes
    /// (`.send(.show(.payWarning))` where the reducer's `case let .show(screen)` assigns `screen` to
    /// the state a view switches over): the feature's moves the model attributes to that send.
    private func sentOwnAction(_ expression: ExprSyntax, in feature: TCAModel.FeatureInfo, file: ParsedFile) -> [TCAMove] {
        var seen = Set<String>()
        return analysis.moves(of: feature).moves.filter { move in
            move.file.path == file.path && move.trigger.position >= expression.position && move.trigger.endPosition <= expression.endPosition
                && seen.insert(move.to).inserted
        }
    }

    /// The moves of a child action the handler sends (`.send(.responders(.contactLinkOpened(id:)))`):
    /// those of the child reducer's `case` for that action; nil when `expression` sends none.
    private func sentChildAction(_ expression: ExprSyntax, from feature: TCAModel.FeatureInfo) -> (moves: [TCAMove], unresolved: [Diagnostic])? {
        guard let send = expression.as(FunctionCallExprSyntax.self), TCASyntax.caseName(ExprSyntax(send)) == "send",
              let sent = send.arguments.first?.expression, let scopeName = TCASyntax.caseName(sent),
              let scope = feature.scopes.first(where: { $0.stateName == scopeName }), let child = tca.features[scope.feature],
              let inner = TCASyntax.arguments(sent).first?.expression, let action = TCASyntax.caseName(inner)
        else { return nil }
        for (file, block) in child.type.memberBlocks {
            for switchCase in TCASyntax.nodes(SwitchCaseSyntax.self, in: block, skippingNestedTypes: true)
            where TCASyntax.labelExpressions(switchCase).contains(where: { TCASyntax.caseName($0) == action }) {
                return tca.moves(in: child, under: (file, Syntax(switchCase)))
            }
        }
        return nil
    }

    /// Follows a call that hands the URL (or its segments) to a helper in the corpus.
    private func delegate(_ call: FunctionCallExprSyntax, _ context: Context) -> [Outcome]? {
        guard context.depth < 6 else { return nil }
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, let all = resolver.functions[name] else { return nil }
        // A function of that name whose parameter takes the URL as text (`handleUrl(url: String)` of
        // another type) cannot be the one handed the URL itself.
        // (`self.scene(scene, openURLContexts: contexts)` is not `scene(_:willConnectTo:options:)`.)
        let candidates = all.filter { Self.accepts($0.decl.signature, labelsOf: call) && Self.takesURLs($0.decl, handedBy: call, context) }
        let function = candidates.first { $0.owner == context.scope } ?? (candidates.count == 1 ? candidates[0] : nil)
        guard let function, let body = function.decl.body else { return nil }
        var inner = context.entering(function.owner)
        inner.expected = function.decl.signature.returnClause.flatMap { resolver.enumType($0.type.trimmedText, from: function.owner) }
        var passesURL = false
        for (parameter, argument) in zip(function.decl.signature.parameterClause.parameters, call.arguments) {
            let parameterName = (parameter.secondName ?? parameter.firstName).text
            let argumentName = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            if context.urlNames.contains(argumentName) { inner.urlNames.insert(parameterName); passesURL = true }
            if URLCarrier.handsCarriers(argument.expression, carriers: context.carriers) { inner.carriers.insert(parameterName); passesURL = true }
            if let web = URLCarrier.url(argument.expression, carriers: context.carriers) { inner.receive(parameterName, web: web); passesURL = true }
            if context.hostNames.contains(argumentName) { inner.hostNames.insert(parameterName); passesURL = true }
            if context.pathNames.contains(argumentName) { inner.pathNames.insert(parameterName); passesURL = true }
            if let offset = context.segmentArrays[argumentName] { inner.segmentArrays[parameterName] = offset; passesURL = true }
            if let index = context.segmentValues[argumentName] { inner.segmentValues[parameterName] = index; passesURL = true }
        }
        guard passesURL else { return nil }
        return run(body.statements, inner)
    }

    /// Whether `call`'s argument labels, in order, are those of the function `signature` declares,
    /// any parameter with a default value left out (or given by a trailing closure).
    static func accepts(_ signature: FunctionSignatureSyntax, labelsOf call: FunctionCallExprSyntax) -> Bool {
        var labels = call.arguments.map { $0.label?.text }[...]
        for parameter in signature.parameterClause.parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            if let next = labels.first, next == label {
                labels = labels.dropFirst()
            } else if parameter.defaultValue == nil, call.trailingClosure == nil {
                return false
            }
        }
        return labels.isEmpty
    }

    /// Whether no parameter of `function` that `call` hands a URL (a variable holding one) is
    /// declared as text (`url: String`): such a function takes another thing of the same name.
    private static func takesURLs(_ function: FunctionDeclSyntax, handedBy call: FunctionCallExprSyntax, _ context: Context) -> Bool {
        zip(function.signature.parameterClause.parameters, call.arguments).allSatisfy { parameter, argument in
            guard let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, context.urlNames.contains(name) else { return true }
            return TypeText.base(parameter.type.trimmedText) != "String"
        }
    }

    private func finish(_ navigation: Navigation, _ context: Context) -> [Outcome] {
        let others = navigation.otherLayouts.flatMap { layout in
            finish(layout, context).filter { if case .link = $0 { true } else { false } }
        }
        return finishLayout(navigation, context) + others
    }

    private func finishLayout(_ navigation: Navigation, _ context: Context) -> [Outcome] {
        guard context.admitsLinks, !navigation.unresolved else { return [] }
        guard navigation.nodes.count > navigation.stackStart, let target = navigation.nodes.last else {
            if let root = navigation.tabRoot { return link(to: root, stack: [], names: navigation.segmentNames, context) }
            guard navigation.switchedTab else { return [] }
            return [.diagnostic(Diagnostic(
                severity: .warning, code: "unresolved-navigation",
                message: "deep link handler only switches tab; the tab's root screen is not resolved from here",
                file: context.file.path, line: context.line))]
        }
        return link(to: target, stack: Array(navigation.nodes[navigation.stackStart...]), names: navigation.segmentNames, context)
    }

    private func link(to target: String, stack: [String], names read: [Int: String], _ context: Context) -> [Outcome] {
        let names = read.merging(context.boundSegments) { read, _ in read }
        let prefixes: [String]
        switch origin(to: target, context) {
        case .known(let starts): prefixes = starts
        case .unknown(let diagnostic): return [.diagnostic(diagnostic)]
        case .excluded: return []
        }
        let length = context.count ?? ((Array(context.fixed.keys) + Array(names.keys)).max().map { $0 + 1 } ?? 0)
        // A branch reading no part of the URL but its custom scheme (`url.scheme == "feed"`) takes
        // any URL of that scheme.
        guard length > 0 || context.opaque || context.checksOwnScheme else { return [] }
        let segments = (0..<length).map { index in context.fixed[index] ?? ":" + (names[index] ?? "param\(index)") }
        var seen = Set<String>()
        let query = context.query.filter { seen.insert($0).inserted }
        let queryText = query.isEmpty ? "" : "?" + query.map { "\($0)=" + (context.fixedQuery[$0] ?? ":\($0)") }.joined(separator: "&")
        return prefixes.map { prefix in
            // A URL a parser takes whole: any URL of the scheme (`zcash:*`).
            let pattern = length == 0 ? (prefix.hasSuffix("://") ? String(prefix.dropLast(2)) : prefix) + "*"
                : prefix + segments.joined(separator: "/") + queryText
            return .link(DeepLink(pattern: pattern, target: target, handlerStack: stack, file: (context.handlerFile ?? context.file).path, line: context.line))
        }
    }

    /// What a link's pattern starts with.
    private enum Origin {
        /// `bankapp://`, `https://shop.example.com/`; one for each scheme the app declares when
        /// the handler checks none and the code names none.
        case known([String])
        /// It cannot be derived: the diagnostic saying why.
        case unknown(Diagnostic)
        /// The branch admits no URL of its kind (a universal link's branch checking a custom scheme).
        case excluded
    }

    /// What a link's pattern starts with: the scheme the handler checks, else the app's only one;
    /// for a universal link, its web scheme and the domain its handler checks, else each domain
    /// the app's entitlements claim for universal links.
    private func origin(to target: String, _ context: Context) -> Origin {
        func unresolved(_ reason: String) -> Origin {
            .unknown(Diagnostic(
                severity: .warning, code: "unresolved-deep-link",
                message: "the \(reason) of the deep link to '\(target)' cannot be derived: \(context.webLink ? "the universal link handler never checks `url.host` and no entitlements file claims an `applinks:` domain; check it" : "the handler never checks `url.scheme`; check it") (or declare the link in .flowgraph.yml)",
                file: (context.handlerFile ?? context.file).path, line: context.line))
        }
        guard context.webLink else {
            if let scheme = context.scheme ?? defaultScheme { return .known(["\(scheme)://"]) }
            return declaredSchemes.isEmpty ? unresolved("URL scheme") : .known(declaredSchemes.map { "\($0)://" })
        }
        let scheme = context.scheme ?? "https"
        guard Self.isWebScheme(scheme) else { return .excluded }
        if let domain = context.domain { return .known(["\(scheme)://\(domain)/"]) }
        return associatedDomains.isEmpty ? unresolved("web domain") : .known(associatedDomains.map { "\(scheme)://\($0)/" })
    }

    private static func isWebScheme(_ scheme: String) -> Bool { scheme == "https" || scheme == "http" }

    /// Segment indices read in a route value, named after the variable holding them, else the argument label they feed.
    private func segmentNames(in expression: ExprSyntax, _ context: Context) -> [Int: String] {
        var names: [Int: String] = [:]
        for argument in TCASyntax.nodes(LabeledExprSyntax.self, in: expression, skippingNestedTypes: false) {
            guard let index = segmentIndex(argument.expression, context) else { continue }
            names[index] = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? argument.label?.text
        }
        return names
    }

    /// Follows a call whose method dispatches on the route it is given (`open(.post(id:))` where
    /// `open(_ route:)` switches over `route`): the navigation of that `case` is the call's.
    private func dispatch(_ call: FunctionCallExprSyntax, to node: String, _ context: Context, _ navigation: inout Navigation) -> [Outcome]? {
        guard context.depth < 6, let (function, statements) = dispatcher(for: node, method: Self.methodName(call)) else { return nil }
        var inner = context
        inner.scope = function.owner
        inner.depth += 1
        inner.sharedLocals = localsBefore(statements, in: function)
        return follow(statements, inner, &navigation)
    }

    /// The function named `method` (any, when nil) switching over a parameter of `node`'s enum, and
    /// the statements of its case for `node`, when that switch navigates.
    func dispatcher(for node: String, method: String?) -> (function: RouteResolver.Function, statements: CodeBlockItemListSyntax)? {
        guard let dot = node.lastIndex(of: ".") else { return nil }
        let enumName = String(node[..<dot]), caseName = String(node[node.index(after: dot)...])
        let names = method.map { [$0] } ?? resolver.functions.keys.sorted()
        for name in names {
            for function in resolver.functions[name] ?? [] {
                guard let body = function.decl.body else { continue }
                let parameters = Array(function.decl.signature.parameterClause.parameters).filter {
                    resolver.enumType($0.type.trimmedText, from: function.owner) == enumName
                }.map { ($0.secondName ?? $0.firstName).text }
                guard !parameters.isEmpty else { continue }
                for switchExpression in TCASyntax.nodes(SwitchExprSyntax.self, in: body, skippingNestedTypes: true)
                where parameters.contains(switchExpression.subject.trimmedText) {
                    let calls = TCASyntax.calls(in: switchExpression, skippingNestedTypes: true)
                    guard calls.contains(where: { navigates($0, in: function.owner, hint: enumName) }) else { continue }
                    for element in switchExpression.cases {
                        guard let switchCase = element.as(SwitchCaseSyntax.self),
                              TCASyntax.labelExpressions(switchCase).contains(where: { TCASyntax.caseName($0) == caseName })
                        else { continue }
                        return (function, switchCase.statements)
                    }
                }
            }
        }
        return nil
    }

    /// Whether a call in `owner` shows a route: a navigating method of the corpus (`push(.detail)`),
    /// or a change the shared model resolves (`path.append(.detail)`).
    private func navigates(_ call: FunctionCallExprSyntax, in owner: String?, hint: String) -> Bool {
        if resolver.node(ofCall: call, caller: owner, hint: hint) != nil { return true }
        var locals: [String: AbstractValue] = [:]
        return shared.handlerMoves(ExprSyntax(call), type: owner, locals: &locals).contains { $0 != .unresolved }
    }

    /// The navigation of straight-line statements, added to `navigation`.
    private func follow(_ statements: CodeBlockItemListSyntax, _ context: Context, _ navigation: inout Navigation) -> [Outcome] {
        var context = context
        var outcomes: [Outcome] = []
        for item in statements {
            let step = context.steps.take(at: context)
            guard step.taken else { return outcomes + step.stop }
            shared.bindHandlerLocals(item.item, type: context.scope, locals: &context.sharedLocals)
            guard let expression = SyntaxHelpers.expression(item) else { continue }
            if let ifExpression = expression.as(IfExprSyntax.self) {
                var branch = context
                for (name, value) in NavigationAnalyzer.optionalBindings(ifExpression.conditions) {
                    shared.bindHandlerLocals(value, named: name, type: context.scope, locals: &branch.sharedLocals)
                }
                outcomes += follow(ifExpression.body.statements, branch, &navigation)
            } else {
                outcomes += evaluate(expression, &context, navigation: &navigation)
            }
        }
        return outcomes
    }

    /// What the shared model knows of the locals `function` binds before `statements` (`guard let tabs = …`).
    private func localsBefore(_ statements: CodeBlockItemListSyntax, in function: RouteResolver.Function) -> [String: AbstractValue] {
        var locals: [String: AbstractValue] = [:]
        for item in function.decl.body?.statements ?? [] where item.endPosition <= statements.position {
            shared.bindHandlerLocals(item.item, type: function.owner, locals: &locals)
        }
        return locals
    }

    /// Applies what the shared coordinator/SwiftUI model says `expression` does; nil when it does nothing the model knows.
    private func sharedMoves(_ expression: ExprSyntax, _ context: inout Context, _ navigation: inout Navigation) -> [Outcome]? {
        let layouts = shared.handlerMovesByLayout(expression, type: context.scope, locals: &context.sharedLocals)
        guard let moves = layouts.first, !moves.isEmpty else { return nil }
        for other in layouts.dropFirst() where other != moves {
            var layout = navigation
            layout.otherLayouts = []
            var layoutContext = context
            _ = apply(other, at: expression, &layoutContext, &layout)
            navigation.otherLayouts.append(layout)
        }
        return apply(moves, at: expression, &context, &navigation)
    }

    /// Applies `moves` of `expression` to `navigation`; a diagnostic when one cannot be resolved.
    private func apply(_ moves: [HandlerMove], at expression: ExprSyntax, _ context: inout Context, _ navigation: inout Navigation) -> [Outcome] {
        for move in moves {
            switch move {
            case .reset:
                navigation.reset()
            case .pop:
                if navigation.nodes.count > navigation.stackStart { navigation.nodes.removeLast() }
            case .tab(let root):
                navigation.stackStart = navigation.nodes.count
                navigation.switchedTab = true
                navigation.tabRoot = root
            case .show(let nodes):
                navigation.nodes += nodes
            case .replaceStack(let nodes):
                navigation.reset()
                navigation.nodes = nodes
            case .unresolved:
                guard context.admitsLinks else { continue }
                navigation.unresolved = true
                return [.diagnostic(Diagnostic(
                    severity: .warning, code: "unresolved-navigation",
                    message: "deep link handler navigates with '\(Trigger.text(for: expression))', whose destination is known only at run time",
                    file: context.file.path, line: context.file.line(of: expression)))]
            }
        }
        navigation.segmentNames.merge(segmentNames(in: expression, context)) { first, _ in first }
        return []
    }

    static func methodName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Where showing the route `node` really leads and the stack its handler builds: when a
    /// function switches over the route's enum and navigates (`handle(deepLink:)` after
    /// `popToRoot()`, or a dispatcher like `open(_ route:)`), the navigation of its `case` for
    /// `node`; else `node` itself with an empty stack. Nil when that navigation cannot be resolved.
    /// `steps` are the handler's, when a handler's branch asks.
    func destination(of node: String, file: ParsedFile, steps: HandlerSteps? = nil) -> (target: String, stack: [String])? {
        guard let (function, statements) = dispatcher(for: node, method: nil) else { return (node, []) }
        var context = Context(file: function.file, scope: function.owner, urlNames: [], readsHost: false, line: 0)
        context.steps = steps ?? HandlerSteps(fileBytes: file.tree.totalLength.utf8Length)
        context.recognized = true
        context.depth = 1
        context.sharedLocals = localsBefore(statements, in: function)
        var navigation = Navigation()
        _ = follow(statements, context, &navigation)
        if navigation.unresolved { return nil }
        guard navigation.nodes.count > navigation.stackStart, let target = navigation.nodes.last else {
            if let root = navigation.tabRoot { return (root, []) }
            return navigation.switchedTab ? nil : (node, [])
        }
        return (target, Array(navigation.nodes[navigation.stackStart...]))
    }

    static func looksLikeNavigation(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedText.lowercased()
        return ["push", "present", "navigate", "show", "selectedtab", "switchtab", "route", "open"].contains { text.contains($0) }
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
