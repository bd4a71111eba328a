/// A place in the analysed sources: a path relative to the analysed root and a 1-based line.
public struct SourceLocation: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `file:line`, the form editors and terminals turn into links.
    public var description: String { "\(file):\(line)" }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}

/// A unit that owns navigation state: a coordinator, a reducer, a view owning a stack, the app.
public struct Feature: Hashable, Codable, Sendable {
    /// The Swift type name, unique in the graph.
    public var id: String
    public var kind: FeatureKind
    /// The id of the node shown at the bottom of the feature's stack.
    public var root: String
    public var file: String
    public var line: Int

    public init(id: String, kind: FeatureKind, root: String, file: String = "", line: Int = 0) {
        self.id = id
        self.kind = kind
        self.root = root
        self.file = file
        self.line = line
    }
}

/// One destination a user can be on: a route case or a root view.
public struct Node: Hashable, Codable, Sendable {
    /// `<EnumType>.<case>` for route cases (qualified by enclosing types), else the type name.
    public var id: String
    /// The id of the feature that owns this node.
    public var feature: String
    public var kind: NodeKind
    /// Associated values of the route case, as written (`accountId: String`).
    public var parameters: [String]
    public var file: String
    public var line: Int

    public init(
        id: String, feature: String, kind: NodeKind = .screen, parameters: [String] = [],
        file: String = "", line: Int = 0
    ) {
        self.id = id
        self.feature = feature
        self.kind = kind
        self.parameters = parameters
        self.file = file
        self.line = line
    }
}

/// One way to go from one node to another, created by code.
public struct Edge: Hashable, Codable, Sendable {
    public var from: String
    public var to: String
    public var kind: EdgeKind
    /// The call or declaration that makes the move, as written and shortened.
    public var trigger: String
    public var file: String
    public var line: Int

    public init(from: String, to: String, kind: EdgeKind, trigger: String = "", file: String = "", line: Int = 0) {
        self.from = from
        self.to = to
        self.kind = kind
        self.trigger = trigger
        self.file = file
        self.line = line
    }
}

/// A URL pattern the app handles, the node it shows and the stack its handler builds.
public struct DeepLink: Hashable, Codable, Sendable {
    /// The URL pattern with `:name` placeholders: `bankapp://accounts/:accountId/transactions`.
    public var pattern: String
    /// The id of the node the link shows.
    public var target: String
    /// The nodes the handler pushes or presents, in order, when its code was found; empty otherwise.
    public var handlerStack: [String]
    public var file: String
    public var line: Int

    public init(pattern: String, target: String, handlerStack: [String] = [], file: String = "", line: Int = 0) {
        self.pattern = pattern
        self.target = target
        self.handlerStack = handlerStack
        self.file = file
        self.line = line
    }
}

/// A finding about the input that is not part of the graph: unresolved navigation, unparsable files.
public struct Diagnostic: Hashable, Codable, Sendable {
    public var severity: Severity
    /// A stable, kebab-case identifier (`unresolved-navigation`, `parse-error`).
    public var code: String
    public var message: String
    public var file: String
    public var line: Int

    public init(severity: Severity, code: String, message: String, file: String = "", line: Int = 0) {
        self.severity = severity
        self.code = code
        self.message = message
        self.file = file
        self.line = line
    }
}
