import SwiftSyntax

/// Which of the app's types it launches with: the one place that knows how an app names its entry.
enum ApplicationEntries {
    /// The SwiftUI `App` marked `@main`, and the UIKit application delegate: the class adopting
    /// `UIApplicationDelegate` marked `@main`/`@UIApplicationMain`, else the one a top-level
    /// `UIApplicationMain(argc, argv, nil, NSStringFromClass(Delegate.self))` names (also through a
    /// top-level constant, `"Delegate"` as a string, either side of a ternary). Any other delegate
    /// (a test double) is not the app.
    /// - Complexity: O(types + the `UIApplicationMain` calls' arguments).
    static func find(types: [String: TypeDeclaration], corpus: SourceCorpus) -> Set<String> {
        let marked = types.values.filter { declaration in
            declaration.attributes.contains("main") && declaration.conforms(to: "App")
                || isDelegate(declaration) && (declaration.attributes.contains("main") || declaration.attributes.contains("UIApplicationMain"))
        }
        let named = corpus.calls(named: "UIApplicationMain").flatMap { file, call in
            call.arguments.count == 4 ? namedClasses(in: Syntax(call.arguments.last!.expression), file: file) : []
        }.filter { types[$0.name].map(isDelegate) == true }
        // `testing ? "ProbeDelegate" : NSStringFromClass(Harbor.self)`: the class referred to as a
        // type is the app's; a name in a string stands in only when none is.
        let referred = named.filter(\.isTypeReference)
        let launched = (referred.isEmpty ? named : referred).map(\.name)
        return Set(marked.map(\.name) + launched)
    }

    private static func isDelegate(_ declaration: TypeDeclaration) -> Bool {
        declaration.kind == .class && declaration.conforms(to: "UIApplicationDelegate")
    }

    /// The class names an argument spells, `X.self` (a type reference) or `"X"`, also those of a
    /// top-level constant of the same file it refers to
    /// (`let delegateClass = testing ? "TestDelegate" : NSStringFromClass(X.self)`).
    private static func namedClasses(in expression: Syntax, file: ParsedFile, following: Bool = true) -> [(name: String, isTypeReference: Bool)] {
        // `runningTests ? NSStringFromClass(Probe.self) : NSStringFromClass(Harbor.self)`: the app
        // launches with the branch taken when no test runs.
        if let value = expression.as(ExprSyntax.self), let (condition, then, otherwise) = SyntaxHelpers.ternaryBranches(SyntaxHelpers.unwrap(value)),
           let testsRun = asksWhetherTestsRun(condition, file: file) {
            return namedClasses(in: Syntax(testsRun ? otherwise : then), file: file, following: following)
        }
        var names: [(name: String, isTypeReference: Bool)] = []
        for node in [expression] + descendants(of: expression) {
            if let member = node.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
               let base = member.base?.as(DeclReferenceExprSyntax.self) {
                names.append((base.baseName.text, true))
            } else if let literal = node.as(StringLiteralExprSyntax.self), let text = literal.representedLiteralValue {
                names.append((text, false))
            } else if following, let reference = node.as(DeclReferenceExprSyntax.self),
                      let value = topLevelConstant(reference.baseName.text, in: file) {
                names += namedClasses(in: Syntax(value), file: file, following: false)
            }
        }
        return names
    }

    /// Whether `condition` holds when tests run (`true`), or when they do not (`false`, negated
    /// with `!`): it asks for XCTest's classes (`NSClassFromString("XCTestCase") != nil`) or names
    /// a flag about tests (`isRunningTests`), directly or through a top-level constant of the file.
    /// `nil` for any other condition.
    private static func asksWhetherTestsRun(_ condition: ExprSyntax, file: ParsedFile) -> Bool? {
        let condition = SyntaxHelpers.unwrap(condition)
        if let negated = condition.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!" {
            return asksWhetherTestsRun(negated.expression, file: file).map(!)
        }
        var texts = [condition.trimmedText]
        if let reference = condition.as(DeclReferenceExprSyntax.self), let value = topLevelConstant(reference.baseName.text, in: file) {
            texts.append(value.trimmedText)
        }
        let namesTests = texts.contains { $0.contains("XCTest") } || words(of: texts[0]).contains { ["test", "tests", "testing"].contains($0) }
        return namesTests ? true : nil
    }

    /// The words of the identifiers in `text`, lowercased (`isRunningTests` gives `is`, `running`, `tests`).
    private static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            if character.isLetter || character.isNumber {
                current.append(contentsOf: character.lowercased())
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func descendants(of node: Syntax) -> [Syntax] {
        node.children(viewMode: .sourceAccurate).flatMap { [$0] + descendants(of: $0) }
    }

    private static func topLevelConstant(_ name: String, in file: ParsedFile) -> ExprSyntax? {
        for item in file.tree.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.initializer?.value
            }
        }
        return nil
    }
}
