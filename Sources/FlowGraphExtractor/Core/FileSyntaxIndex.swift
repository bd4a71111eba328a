import SwiftSyntax

/// What one walk of a file finds, so that no recogniser walks a whole file again.
///
/// Built right after parsing, in the same parallel task, because walking every tree once more per
/// recogniser (sequentially, with generic visitors) was most of the extraction time.
public struct FileSyntaxIndex: Sendable {
    /// Calls by the name they call, the last name of the callee (`onOpenURL` for
    /// `view.onOpenURL { }`, `TabView` for `TabView { }`, `onDone` for `onDone?()`; see
    /// ``SyntaxHelpers/callee(_:)``), each list in source order. Calls whose callee is not a name
    /// or member access (`f()()`, `array[0]()`) are not listed.
    public private(set) var callsByName: [String: [FunctionCallExprSyntax]] = [:]
    /// Every function declaration, in source order.
    public private(set) var functions: [FunctionDeclSyntax] = []
    /// Every string literal, in source order.
    public private(set) var stringLiterals: [StringLiteralExprSyntax] = []
    /// What each member block (of a type or extension) contains directly, by the block's identity.
    private var blocks: [SyntaxIdentifier: MemberBlockSites] = [:]

    /// The calls, assignments and `switch`es written in one member block, nested types and
    /// `#Preview`s excluded, in source order.
    public struct MemberBlockSites: Sendable {
        public var calls: [FunctionCallExprSyntax] = []
        /// The names ``calls`` call, to skip a block quickly.
        public var calledNames: Set<String> = []
        /// `a = b`, folded (`InfixOperatorExprSyntax`) or not (`SequenceExprSyntax`).
        public var assignments: [ExprSyntax] = []
        public var switches: [SwitchExprSyntax] = []
    }

    private init() {}

    init(tree: SourceFileSyntax) {
        let walker = Walker()
        walker.walk(tree)
        self = walker.index
    }

    /// The calls of `name` (see ``callsByName``), in source order.
    public func calls(named name: String) -> [FunctionCallExprSyntax] { callsByName[name] ?? [] }

    /// The calls written inside `node` (a top-level function's body, say), by name; O(calls in the file).
    public func allCalls(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        callsByName.values.joined().filter { node.position <= $0.position && $0.endPosition <= node.endPosition }
    }

    /// What `block`, a member block of this file, contains directly.
    public func sites(in block: MemberBlockSyntax) -> MemberBlockSites { blocks[block.id] ?? MemberBlockSites() }

    /// Whether `node` is in code for another platform (see ``Walker/isForAnotherPlatform(_:)``),
    /// which the index leaves out.
    static func isForAnotherPlatform(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self), Walker.isForAnotherPlatform(clause) { return true }
            current = parent.parent
        }
        return false
    }

    /// Whether `clause` is compiled only for another platform than iOS (`#if os(tvOS)`, the `#else`
    /// of `#if os(iOS)`).
    static func isForAnotherPlatform(clause: IfConfigClauseSyntax) -> Bool { Walker.isForAnotherPlatform(clause) }

    private final class Walker: SyntaxVisitor {
        var index = FileSyntaxIndex()
        /// The member blocks enclosing the current node, innermost last, each with what it holds so far.
        /// A type declaration opens a block without an identity first: what its header holds
        /// (attributes, inheritance clause) belongs to no block.
        private var openBlocks: [(id: SyntaxIdentifier?, sites: MemberBlockSites)] = []
        /// How many `#Preview` macros enclose the current node.
        private var previewDepth = 0

        init() { super.init(viewMode: .sourceAccurate) }

        /// Sites are filed in the innermost block, unless a preview encloses them.
        private func record(_ add: (inout MemberBlockSites) -> Void) {
            guard previewDepth == 0, !openBlocks.isEmpty else { return }
            add(&openBlocks[openBlocks.count - 1].sites)
        }

        override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
            openBlocks.append((node.id, MemberBlockSites()))
            return .visitChildren
        }
        override func visitPost(_ node: MemberBlockSyntax) { closeBlock() }

        private func openHeader() -> SyntaxVisitorContinueKind {
            openBlocks.append((nil, MemberBlockSites()))
            return .visitChildren
        }
        private func closeBlock() {
            let block = openBlocks.removeLast()
            if let id = block.id { index.blocks[id] = block.sites }
        }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { openHeader() }
        override func visitPost(_ node: ClassDeclSyntax) { closeBlock() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { openHeader() }
        override func visitPost(_ node: StructDeclSyntax) { closeBlock() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { openHeader() }
        override func visitPost(_ node: EnumDeclSyntax) { closeBlock() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { openHeader() }
        override func visitPost(_ node: ActorDeclSyntax) { closeBlock() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { openHeader() }
        override func visitPost(_ node: ProtocolDeclSyntax) { closeBlock() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { openHeader() }
        override func visitPost(_ node: ExtensionDeclSyntax) { closeBlock() }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" { previewDepth += 1 }
            return .visitChildren
        }
        override func visitPost(_ node: MacroExpansionExprSyntax) {
            if node.macroName.text == "Preview" { previewDepth -= 1 }
        }
        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" { previewDepth += 1 }
            return .visitChildren
        }
        override func visitPost(_ node: MacroExpansionDeclSyntax) {
            if node.macroName.text == "Preview" { previewDepth -= 1 }
        }

        /// Code for another platform (`#if os(macOS)`, the `#else` of `#if os(iOS)`) is not the
        /// iOS app's navigation: its calls, assignments and switches are left out.
        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            Self.isForAnotherPlatform(node) ? .skipChildren : .visitChildren
        }

        static func isForAnotherPlatform(_ clause: IfConfigClauseSyntax) -> Bool {
            if let condition = clause.condition, let platforms = platforms(condition) { return !platforms.contains("iOS") }
            guard clause.poundKeyword.tokenKind != .poundIf, let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
            // An `#elseif`/`#else` after a clause taken on iOS is not.
            return clauses.prefix { $0.id != clause.id }.contains { earlier in
                earlier.condition.flatMap(platforms)?.contains("iOS") == true
            }
        }

        /// The platforms a condition made only of `os(…)` checks joined by `||` names; `nil` for any
        /// other condition (`DEBUG`, `canImport(UIKit)`, `!os(macOS)`).
        private static func platforms(_ condition: ExprSyntax) -> Set<String>? {
            if let call = condition.as(FunctionCallExprSyntax.self) {
                guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os", call.arguments.count == 1,
                      let platform = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self) else { return nil }
                return [platform.baseName.text]
            }
            let operands: [ExprSyntax]
            if let infix = condition.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" {
                operands = [infix.leftOperand, infix.rightOperand]
            } else if let sequence = condition.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                guard elements.enumerated().allSatisfy({ $0.offset % 2 == 0 || $0.element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" }) else { return nil }
                operands = elements.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            } else if let parenthesized = condition.as(TupleExprSyntax.self), parenthesized.elements.count == 1, let only = parenthesized.elements.first {
                return platforms(only.expression)
            } else {
                return nil
            }
            var all: Set<String> = []
            for operand in operands {
                guard let named = platforms(operand) else { return nil }
                all.formUnion(named)
            }
            return all
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let name = Self.calledName(node)
            if let name { index.callsByName[name, default: []].append(node) }
            record { sites in
                sites.calls.append(node)
                if let name { sites.calledNames.insert(name) }
            }
            return .visitChildren
        }
        /// ``SyntaxHelpers/callee(_:)``'s name, without its casts for the two common shapes.
        /// The name a call is indexed under: SwiftUI's, for a package call meaning it (``PackageAliases``).
        private static func calledName(_ call: FunctionCallExprSyntax) -> String? {
            let called = call.calledExpression
            switch called.kind {
            case .declReferenceExpr: return PackageAliases.meaning(of: called.cast(DeclReferenceExprSyntax.self).baseName.text, in: call)
            case .memberAccessExpr: return PackageAliases.meaning(of: called.cast(MemberAccessExprSyntax.self).declName.baseName.text, in: call)
            default: return SyntaxHelpers.callee(call)?.name
            }
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            index.functions.append(node)
            return .visitChildren
        }
        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            index.stringLiterals.append(node)
            return .visitChildren
        }
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            if SyntaxHelpers.isAssignment(node) { record { $0.assignments.append(ExprSyntax(node)) } }
            return .visitChildren
        }
        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if node.operator.is(AssignmentExprSyntax.self) { record { $0.assignments.append(ExprSyntax(node)) } }
            return .visitChildren
        }
        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
            record { $0.switches.append(node) }
            return .visitChildren
        }
    }
}
