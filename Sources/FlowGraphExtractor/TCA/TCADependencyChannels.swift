import SwiftSyntax

/// A dependency client that is an event channel: its live value keeps a Combine subject, one
/// endpoint hands out what the subject emits and others send on it:
///
/// ```swift
/// static func live() -> Self {
///     let subject = PassthroughSubject<Progress, Never>()
///     return Self(updates: { subject.eraseToAnyPublisher() }, start: { subject.send(.began) })
/// }
/// ```
///
/// An action a reducer's effect makes from the stream (`client.updates().map(Action.progressed)`,
/// `for await p in client.updates().values { await send(.progressed(p)) }`) is then sent when some
/// feature calls `client.start()`, so what the action shows starts where that call is made, not
/// where the feature began listening.
struct DependencyChannels {
    /// By client type (qualified), for each endpoint handing out a subject's stream, the endpoints
    /// sending on that subject.
    private var sendingEndpoints: [String: [String: [String]]] = [:]
    /// The client type of each dependency key (`var progress: ProgressClient` in an extension of
    /// `DependencyValues`), as written.
    private var keyTypes: [String: String] = [:]

    init(corpus: SourceCorpus, types: SwiftTypeIndex) {
        for subject in ["PassthroughSubject", "CurrentValueSubject"] {
            for (_, creation) in corpus.calls(named: subject) {
                guard let binding = creation.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let statements = Self.enclosingStatements(of: binding),
                      let written = SwiftTypeIndex.enclosingTypeName(of: creation),
                      let client = types.resolve(written, from: nil)
                else { continue }
                for (listener, senders) in Self.endpoints(around: name, in: statements) {
                    sendingEndpoints[client, default: [:]][listener, default: []].append(contentsOf: senders)
                }
            }
        }
        guard !sendingEndpoints.isEmpty else { return }
        for ext in corpus.model.externalExtensions where ext.extendedType == "DependencyValues" {
            for member in ext.block.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let key = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let type = binding.typeAnnotation?.type.trimmedText
                    else { continue }
                    keyTypes[key] = type
                }
            }
        }
    }

    /// The statements a local declaration is one of.
    private static func enclosingStatements(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        var current = binding.parent
        while let syntax = current, !syntax.isTypeDeclaration {
            if let statements = syntax.as(CodeBlockItemListSyntax.self) { return statements }
            current = syntax.parent
        }
        return nil
    }

    /// The endpoints of a client built in `statements` that hand out the subject `subject` (a
    /// closure argument naming it without sending on it), each with those that send on it.
    private static func endpoints(around subject: String, in statements: CodeBlockItemListSyntax) -> [String: [String]] {
        var listeners: [String] = []
        var senders: [String] = []
        for argument in TCASyntax.nodes(LabeledExprSyntax.self, in: statements, skippingNestedTypes: true) {
            guard let label = argument.label?.text, let closure = argument.expression.as(ClosureExprSyntax.self) else { continue }
            let references = TCASyntax.nodes(DeclReferenceExprSyntax.self, in: closure, skippingNestedTypes: true)
                .filter { $0.baseName.text == subject }
            guard !references.isEmpty else { continue }
            if references.contains(where: Self.isSent) {
                senders.append(label)
            } else {
                listeners.append(label)
            }
        }
        guard !senders.isEmpty else { return [:] }
        return Dictionary(uniqueKeysWithValues: listeners.map { ($0, senders) })
    }

    /// Whether `reference` is the base of a `send` call (`subject.send(value)`).
    private static func isSent(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "send" else { return false }
        return member.parent?.is(FunctionCallExprSyntax.self) == true
    }

    /// The endpoints that send on what `endpoint` of `client` hands out; empty when it hands out no subject.
    func sendingEndpoints(of client: String, listenedTo endpoint: String) -> [String] {
        sendingEndpoints[client]?[endpoint] ?? []
    }

    var isEmpty: Bool { sendingEndpoints.isEmpty }

    /// The client type a `@Dependency` property declaration injects: `@Dependency(\.progress)` by its
    /// key's type in `DependencyValues`, `@Dependency(ProgressClient.self)` by the type named.
    func clientType(injectedBy declaration: VariableDeclSyntax, from scope: String, types: SwiftTypeIndex) -> String? {
        for attribute in declaration.attributes.compactMap({ $0.as(AttributeSyntax.self) }) where attribute.attributeName.trimmedText == "Dependency" {
            guard let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression else { continue }
            if let keyPath = argument.as(KeyPathExprSyntax.self),
               let key = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text,
               let written = keyTypes[key] {
                return types.resolve(written, from: nil)
            }
            if let member = argument.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self", let base = member.base {
                return types.resolve(base.trimmedText, from: scope)
            }
        }
        return nil
    }
}

extension TCAModel {
    /// Where an action a feature's effect sends (`site` is in the effect) is really sent from, when
    /// the effect makes it from a dependency channel's stream (``DependencyChannels``): the calls,
    /// in every feature's reducer, of the endpoints that send on that channel. Nil when the effect
    /// listens to no channel, or nothing calls its sending endpoints.
    func channelSenders(of site: FunctionCallExprSyntax, in feature: String, channels: DependencyChannels) -> [(feature: String, call: FunctionCallExprSyntax)]? {
        guard !channels.isEmpty else { return nil }
        let streams = Self.streamsListened(around: site).lazy.compactMap { property, endpoint -> (client: String, sending: [String])? in
            guard let client = self.dependencyClient(property, in: feature, channels: channels) else { return nil }
            let sending = channels.sendingEndpoints(of: client, listenedTo: endpoint)
            return sending.isEmpty ? nil : (client, sending)
        }
        guard let (client, sending) = streams.first else { return nil }
        var found: [(feature: String, call: FunctionCallExprSyntax)] = []
        for caller in sortedFeatures {
            for name in sending {
                for call in reducerCalls[caller.name]?[name] ?? [] {
                    guard let base = SyntaxHelpers.callee(call)?.base.flatMap(Self.propertyName),
                          dependencyClient(base, in: caller.name, channels: channels) == client
                    else { continue }
                    found.append((caller.name, call))
                }
            }
        }
        return found.isEmpty ? nil : found
    }

    /// The client type of `feature`'s `@Dependency` property `property`.
    private func dependencyClient(_ property: String, in feature: String, channels: DependencyChannels) -> String? {
        guard let info = features[feature] else { return nil }
        for (_, declaration, binding) in info.type.properties where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property {
            return channels.clientType(injectedBy: declaration, from: feature, types: types)
        }
        return nil
    }

    /// The properties and endpoints whose streams the code around `site` may turn into actions,
    /// innermost first: call chains starting `property.endpoint(…)` that `site` is part of
    /// (`progress.updates().map(…)`), and sequences of `for` loops holding it; searched up to the
    /// `case` handling the action.
    private static func streamsListened(around site: FunctionCallExprSyntax) -> [(property: String, endpoint: String)] {
        var found: [(property: String, endpoint: String)] = []
        var current: Syntax? = Syntax(site)
        while let syntax = current, !syntax.is(SwitchCaseSyntax.self), !syntax.isTypeDeclaration {
            if let call = syntax.as(FunctionCallExprSyntax.self), let source = streamSource(ExprSyntax(call)) { found.append(source) }
            if let loop = syntax.as(ForStmtSyntax.self), let source = streamSource(loop.sequence) { found.append(source) }
            current = syntax.parent
        }
        return found
    }

    /// `(progress, updates)` for `progress.updates().receive(on: …).map(…)`, `self.progress.updates().values`.
    private static func streamSource(_ expression: ExprSyntax) -> (property: String, endpoint: String)? {
        var current = SyntaxHelpers.unwrap(expression)
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                guard let (base, name) = SyntaxHelpers.callee(call), let base else { return nil }
                if let property = propertyName(base) { return (property, name) }
                current = SyntaxHelpers.unwrap(base)
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = SyntaxHelpers.unwrap(base)
            } else {
                return nil
            }
        }
    }

    /// `progress` for `progress` or `self.progress`.
    private static func propertyName(_ expression: ExprSyntax) -> String? {
        let expression = SyntaxHelpers.unwrap(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { return nil }
        return member.declName.baseName.text
    }
}
