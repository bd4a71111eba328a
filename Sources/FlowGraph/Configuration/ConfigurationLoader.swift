import Foundation
import Yams

/// Reads `.flowgraph.yml`, checking every key: an unknown key is an error naming the file, line
/// and column, with the closest known key as a suggestion.
public enum ConfigurationLoader {
    /// The top-level keys, in the order `flowgraph init` writes them.
    public static let topLevelKeys = ["include", "exclude", "entry", "urlSchemes", "deploymentTarget", "rules", "declared"]

    /// The configuration at `path`.
    public static func load(path: String) throws -> Configuration {
        let text: String
        do {
            text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
        } catch {
            throw FlowGraphError.unreadableFile(path: path, reason: "no such file, or not UTF-8 text")
        }
        return try parse(text, path: path)
    }

    /// The configuration at `explicitPath`, else `.flowgraph.yml` in `root`, else the default.
    public static func load(explicitPath: String?, root: String) throws -> Configuration {
        if let explicitPath { return try load(path: explicitPath) }
        let candidate = URL(fileURLWithPath: root).appendingPathComponent(Configuration.fileName).path
        guard FileManager.default.fileExists(atPath: candidate) else { return Configuration() }
        return try load(path: candidate)
    }

    /// Parses configuration text; `path` names the source in errors.
    public static func parse(_ text: String, path: String) throws -> Configuration {
        let root: Yams.Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            let (line, column, problem) = describe(error)
            throw FlowGraphError.invalidConfiguration(path: path, line: line, column: column, message: "not valid YAML: \(problem)")
        }
        var configuration = Configuration(path: path)
        guard let root else { return configuration }
        let reader = NodeReader(path: path)
        for (key, value) in try reader.mapping(root, allowed: topLevelKeys, context: "the configuration") {
            switch key {
            case "include": configuration.include = try reader.strings(value)
            case "exclude": configuration.exclude = try reader.strings(value)
            case "entry": configuration.entry = try reader.string(value)
            case "urlSchemes": configuration.urlSchemes = try reader.strings(value)
            case "deploymentTarget":
                let written = try reader.string(value)
                guard let version = DeploymentTarget.parse(written) else {
                    throw reader.error(at: value, "deploymentTarget '\(written)' is not an iOS version; write e.g. 16 or \"16.4\"")
                }
                configuration.deploymentTarget = version
            case "rules": configuration.rules = try rules(value, reader: reader)
            default: configuration.declared = try declarations(value, path: path)
            }
        }
        return configuration
    }

    /// The `declared:` section, read by the graph-file reader so both accept the same shape.
    /// Declared edges without a trigger say where they come from.
    private static func declarations(_ node: Yams.Node, path: String) throws -> NavigationGraph {
        let reader = GraphDocumentReader { node, member, message in
            .invalidConfiguration(path: path, line: node.line, column: node.column, message: "\(member): \(message)")
        }
        let document: DocumentNode
        do {
            var budget = DocumentNode.maximumValues(forBytes: 1 << 20)
            document = try DocumentNode(yaml: node, budget: &budget)
        } catch {
            throw FlowGraphError.invalidConfiguration(path: path, line: error.line, column: error.column, message: "declared: \(error.message)")
        }
        var declared = try reader.declarations(from: document, at: "declared")
        for index in declared.edges.indices where declared.edges[index].trigger.isEmpty {
            declared.edges[index].trigger = "declared in \(Configuration.fileName)"
        }
        return declared
    }

    private static func rules(_ node: Yams.Node, reader: NodeReader) throws -> [RuleSettings] {
        try reader.keyedMapping(node, allowed: nil, context: "rules").map { identifier, key, value in
            var settings = RuleSettings(identifier: identifier, line: reader.line(of: key), column: reader.column(of: key))
            if value.scalar != nil {
                // `rule: false` is short for `rule: {enabled: false}`.
                settings.enabled = try reader.bool(value)
                return settings
            }
            for (name, key, option) in try reader.keyedMapping(value, allowed: nil, context: "rule '\(identifier)'") {
                switch name {
                case "enabled": settings.enabled = try reader.bool(option)
                case "severity":
                    let written = try reader.string(option)
                    guard let severity = Severity(rawValue: written) else {
                        throw reader.error(at: option, "unknown severity '\(written)'; use note, warning or error")
                    }
                    settings.severity = severity
                default:
                    settings.options.append(RuleOption(
                        name: name, value: try reader.string(option), line: reader.line(of: key), column: reader.column(of: key)))
                }
            }
            return settings
        }
    }

    private static func describe(_ error: YamlError) -> (Int, Int, String) {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return (mark.line, mark.column, problem)
        default:
            return (1, 1, "\(error)")
        }
    }
}

/// Walks a composed YAML tree, turning every shape mismatch into a positioned error.
struct NodeReader {
    let path: String

    func line(of node: Yams.Node) -> Int { node.mark?.line ?? 1 }
    func column(of node: Yams.Node) -> Int { node.mark?.column ?? 1 }

    func error(at node: Yams.Node, _ message: String) -> FlowGraphError {
        .invalidConfiguration(path: path, line: line(of: node), column: column(of: node), message: message)
    }

    /// The mapping's pairs in order; with `allowed`, an unknown key is an error with a suggestion.
    func mapping(_ node: Yams.Node, allowed: [String]?, context: String) throws -> [(String, Yams.Node)] {
        try keyedMapping(node, allowed: allowed, context: context).map { ($0.name, $0.value) }
    }

    /// Like ``mapping(_:allowed:context:)``, with each key's node for positions.
    func keyedMapping(_ node: Yams.Node, allowed: [String]?, context: String) throws -> [(name: String, key: Yams.Node, value: Yams.Node)] {
        guard let mapping = node.mapping else { throw error(at: node, "expected a mapping (key: value) for \(context)") }
        var seen = Set<String>()
        return try mapping.map { key, value in
            let name = try string(key)
            if let allowed, !allowed.contains(name) {
                throw error(at: key, "unknown key '\(name)' in \(context)\(Spelling.didYouMean(name, among: allowed))")
            }
            guard seen.insert(name).inserted else { throw error(at: key, "duplicate key '\(name)' in \(context)") }
            return (name, key, value)
        }
    }

    func string(_ node: Yams.Node) throws -> String {
        guard let scalar = node.scalar else { throw error(at: node, "expected a single value, not a list or mapping") }
        return scalar.string
    }

    func strings(_ node: Yams.Node) throws -> [String] {
        if node.scalar != nil { return [try string(node)] }
        guard let sequence = node.sequence else { throw error(at: node, "expected a list of strings") }
        return try sequence.map(string)
    }

    func int(_ node: Yams.Node) throws -> Int {
        guard let value = Int(try string(node)) else { throw error(at: node, "expected an integer") }
        return value
    }

    func bool(_ node: Yams.Node) throws -> Bool {
        switch try string(node).lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error(at: node, "expected true or false")
        }
    }
}
