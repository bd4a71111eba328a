import SwiftSyntax

/// One type of the analysed app with everything its declaration and extensions say about it.
///
/// Extensions in any file are merged into the type they extend, so a method declared in
/// `AccountsCoordinator+Transfer.swift` is found like one in the class body.
public struct TypeDeclaration: Sendable {
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `protocol`, `actor`
    }

    /// The name qualified by enclosing types (`ProfileCoordinator.Route`).
    public var name: String
    public var kind: Kind
    /// The file (index into ``SourceCorpus/files``) and line of the type's name.
    public var fileIndex: Int
    public var line: Int
    /// Inherited types and conformances, as written (last component of qualified names).
    public var inherited: [String]
    /// Attribute names on the declaration (`main`, `Observable`, `MainActor`).
    public var attributes: [String]
    public var properties: [PropertyDeclaration] = []
    public var methods: [MethodDeclaration] = []
    public var cases: [EnumCaseDeclaration] = []
    /// The syntax of the declaration and of every extension, for scans over the whole type.
    public var members: [MemberDeclaration] = []

    /// The unqualified name.
    public var simpleName: String { TypeText.lastComponent(name) }

    /// A class's superclass as written, generic arguments included (`Coordinator<ShopRoute>`,
    /// `UIHostingController<ReaderView>`), and whether the class declares generic parameters of its own.
    public var writtenSuperclass: (type: IdentifierTypeSyntax, isGeneric: Bool)? {
        guard let declaration = members.first?.block.parent?.as(ClassDeclSyntax.self),
              let superclass = declaration.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self) else { return nil }
        return (superclass, declaration.genericParameterClause != nil)
    }

    public func conforms(to name: String) -> Bool { inherited.contains(name) }

    /// Set by ``SemanticModel``: a class whose app superclass is a view controller
    /// (`FeedController: BaseController: UIViewController`), or a struct conforming to an app
    /// protocol that refines `View` (`protocol Screen: View`).
    public var isScreenByInheritance = false

    /// A SwiftUI view, app or scene.
    public var isView: Bool {
        kind == .struct && (conforms(to: "View") || isToolbarContent || isScreenByInheritance
            || simpleName.hasSuffix("View") && !conforms(to: "ViewModifier"))
    }
    /// A `body` method giving `some View`, as a package's view protocol asks for in place of
    /// `View`'s property (`func body(props: Props) -> some View` of a store-connected view), whose
    /// extension then supplies `View`'s own `body`. A `ViewModifier`'s `body(content:)` is not one.
    /// (``SemanticModel`` makes a struct with one a view when it conforms to a protocol the sources
    /// do not declare.)
    public var hasViewBody: Bool {
        !conforms(to: "ViewModifier") && methods.contains { $0.name == "body" && $0.returnType == "someView" }
    }
    /// Toolbar items composed like views (`struct EditorToolbar: ToolbarContent`), part of the
    /// view whose `.toolbar { }` holds them.
    public var isToolbarContent: Bool { conforms(to: "ToolbarContent") || conforms(to: "CustomizableToolbarContent") }
    /// A SwiftUI preview provider: nothing in it is navigation.
    public var isPreview: Bool { conforms(to: "PreviewProvider") || conforms(to: "PreviewProvider_Previews") }
    /// A UIKit view controller (by its superclass' name).
    public var isViewController: Bool {
        kind == .class && (isScreenByInheritance || inherited.contains { $0.hasSuffix("ViewController") || $0.hasSuffix("Controller") && $0.hasPrefix("UI") })
    }

    public func property(named name: String) -> PropertyDeclaration? { properties.first { $0.name == name } }
    public func methods(named name: String) -> [MethodDeclaration] { methods.filter { $0.name == name } }
    public func enumCase(named name: String) -> EnumCaseDeclaration? { cases.first { $0.name == name } }

    /// The raw value of the case `name` of a `String` enum: the literal it is given, else its name
    /// (`enum Host: String { case feed, settings = "prefs" }`); `nil` when this is no such enum.
    public func stringRawValue(ofCase name: String) -> String? {
        guard kind == .enum, let found = enumCase(named: name) else { return nil }
        return found.rawValue ?? (conforms(to: "String") ? name : nil)
    }
}

/// A top-level `typealias`: what it stands for, in each form the model reads it.
public struct TypeAliasDeclaration: Sendable {
    /// The types it stands for, as an inheritance clause names them (`[SceneController, TitledScene]`
    /// for `typealias Scene<V> = SceneController<V> & TitledScene`).
    public var parts: [String]
    /// The one named type it stands for, as written without generic arguments or whitespace
    /// (`SwiftfinStore.State.Server` for `typealias ServerState = SwiftfinStore.State.Server`).
    public var namedType: String? = nil
    /// The function type it stands for, whitespace removed (`()->Void` for `typealias Completion = () -> Void`).
    public var functionType: String? = nil
    /// The generic arguments the named type is given, as written without whitespace (`[AppTab, Destination]`
    /// for `typealias AppRouter = Router<AppTab, Destination>`).
    public var genericArguments: [String] = []
    /// The file (index into ``SourceCorpus/files``) and line of the alias' name.
    public var fileIndex = 0
    public var line = 0
}

/// A stored or computed property.
public struct PropertyDeclaration: Sendable {
    public var name: String
    /// The annotated type, whitespace removed (`[NavigationItem]`, `AccountsCoordinator?`).
    public var type: String?
    public var initializer: ExprSyntax?
    public var attributes: [String]
    public var modifiers: [String]
    public var fileIndex: Int
    public var line: Int
    /// The getter of a computed property.
    public var getter: CodeBlockItemListSyntax?
    /// The setter of a computed property that has one.
    public var setter: CodeBlockItemListSyntax? = nil
    /// The `EnvironmentValues` property an `@Environment(\.key)` property reads (`key`).
    public var environmentKey: String? = nil
    /// The dependency container's member a property is injected from (`Services.router` in
    /// `@Injected(\Services.router) var router` or `let router = resolve(\Services.router)`).
    public var injectedKeyPath: InjectedKeyPath? = nil
}

/// A rooted key path naming a dependency container's member (`\Services.router`).
public struct InjectedKeyPath: Sendable, Equatable {
    /// The container type as written (`Services`).
    public var container: String
    /// The container's member that registers the dependency (`router`).
    public var member: String
}

/// A method, initializer or computed property getter (then without parameters).
public struct MethodDeclaration: Sendable {
    public struct Parameter: Sendable {
        /// The argument label callers write; `nil` for `_`.
        public var label: String?
        public var name: String
        public var type: String
        public var defaultValue: ExprSyntax?
        /// Whether callers may pass any number of arguments, none included (`_ items: Item...`,
        /// `with items: repeat each Item`).
        public var isVariadic = false
    }

    public var name: String
    public var parameters: [Parameter]
    public var body: CodeBlockItemListSyntax?
    public var fileIndex: Int
    public var line: Int
    public var isStatic: Bool
    /// The type the method is declared in (qualified).
    public var owner: String
    /// The written return type of a function (nil for initializers, getters and `Void` functions).
    public var returnType: String? = nil

    /// The `<…>` clause of a function or initialiser declared with a body (`push<S: Scene>(scene _: S.Type)`,
    /// `init<F: Flow>(_ flow: F)`).
    public var genericParameterClause: GenericParameterClauseSyntax? {
        let declaration = body?.parent?.parent
        return declaration?.as(FunctionDeclSyntax.self)?.genericParameterClause ?? declaration?.as(InitializerDeclSyntax.self)?.genericParameterClause
    }

    /// Whether a call with `labels` (nil for unlabeled; trailing closures not listed) can call
    /// this method: a function-typed parameter left over is one a trailing closure gives.
    public func accepts(labels: [String?]) -> Bool {
        var index = 0
        for parameter in parameters {
            if index < labels.count, labels[index] == parameter.label {
                index += 1
            } else if parameter.defaultValue == nil, !parameter.isVariadic, index < labels.count || !parameter.type.contains("->") {
                return false
            }
        }
        return index == labels.count
    }
}

/// One `case` of an enum.
public struct EnumCaseDeclaration: Sendable {
    public var name: String
    /// Associated values as written: `accountId: String`, or the type alone when unlabeled.
    public var parameters: [String]
    public var fileIndex: Int
    public var line: Int
    /// Each associated value's default as written (`.root` in `case settings(_ page: Page = .root)`), when it has one.
    public var defaultValues: [String?] = []
    /// The string literal given as the case's raw value (`case settings = "prefs"`), when it has one.
    public var rawValue: String?
}

/// The member list of a type's declaration or of one of its extensions.
public struct MemberDeclaration: Sendable {
    public var fileIndex: Int
    public var block: MemberBlockSyntax
    /// The calls, assignments and `switch`es of a block FlowGraph wrote (see ``InferredExternalTypes``),
    /// which no file's index holds; nil for a block of the sources.
    var writtenSites: FileSyntaxIndex.MemberBlockSites? = nil
}

/// Normalises type names as written.
///
/// Type names are read for every declaration of the app, so the common case (ASCII, no
/// whitespace, no dots) takes a byte scan instead of Swift's `Character` processing.
enum TypeText {
    /// `text` without whitespace; `text` itself when it has none.
    static func removingWhitespace(_ text: String) -> String {
        let mayHaveWhitespace = text.utf8.contains { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D || $0 >= 0x80 }
        return mayHaveWhitespace ? text.filter { !$0.isWhitespace } : text
    }

    /// The last component of a dotted name (`Route` for `Profile.Route`); `name` itself when it has no dot.
    static func lastComponent(_ name: String) -> String {
        guard name.utf8.contains(UInt8(ascii: ".")) else { return name }
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    /// The type without optionality, `any`/`some`, `weak`-style wrappers and whitespace:
    /// `AccountsCoordinator?` → `AccountsCoordinator`, `Binding<Route?>` stays.
    static func base(_ text: String) -> String {
        var text = removingWhitespace(text)
        for prefix in ["any", "some"] where text.hasPrefix(prefix) && text.count > prefix.count
            && text[text.index(text.startIndex, offsetBy: prefix.count)].isUppercase {
            text.removeFirst(prefix.count)
        }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("Optional<"), text.hasSuffix(">") { text = String(text.dropFirst(9).dropLast()) }
        if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        return text
    }

    /// The element type of an array type (`[X]`, `Array<X>`), else `nil`.
    static func arrayElement(_ text: String) -> String? {
        let text = base(text)
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") { return String(text.dropFirst().dropLast()) }
        if text.hasPrefix("Array<"), text.hasSuffix(">") { return String(text.dropFirst(6).dropLast()) }
        return nil
    }

    static func isOptional(_ text: String) -> Bool {
        let text = text.filter { !$0.isWhitespace }
        return text.hasSuffix("?") || text.hasPrefix("Optional<")
    }

    /// The generic arguments of a type (`[HomeRoute]` for `Router<HomeRoute>`, two for
    /// `Pair<A, [B]>`); empty when it has none.
    static func genericArguments(_ text: String) -> [String] {
        let text = base(text)
        guard let open = text.firstIndex(of: "<"), text.hasSuffix(">") else { return [] }
        var arguments: [String] = []
        var current = ""
        var depth = 0
        for character in text[text.index(after: open)..<text.index(before: text.endIndex)] {
            switch character {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            case "," where depth == 0:
                arguments.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        return arguments + [current]
    }

    /// `text` with each generic parameter name replaced by its argument (`[Route]` → `[ShopRoute]`).
    static func substituting(_ substitution: [String: String], in text: String) -> String {
        guard !substitution.isEmpty else { return text }
        var result = ""
        var word = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                result += substitution[word] ?? word
                word = ""
                result.append(character)
            }
        }
        return String(result.dropLast())
    }
}
