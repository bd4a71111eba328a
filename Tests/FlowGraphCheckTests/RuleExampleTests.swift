import FlowGraph
import Testing

@testable import FlowGraphCheck

/// Runs every rule's triggering and non-triggering examples: the one helper all rules share.
@Suite struct RuleExampleTests {
    static let rules: [RuleCase] = RuleRegistry.rules.map(RuleCase.init)

    @Test(arguments: rules)
    func triggeringExamplesReportExactlyTheExpectedSubjects(_ rule: RuleCase) throws {
        #expect(!rule.description.triggeringExamples.isEmpty, "every rule needs a triggering example")
        for example in rule.description.triggeringExamples {
            #expect(!example.expectedSubjects.isEmpty, "a triggering example must name what it reports")
            let subjects = try Self.subjects(of: rule.type, on: example)
            #expect(subjects == example.expectedSubjects, "\(rule.description.identifier) on:\n\(example.graph)")
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesReportNothing(_ rule: RuleCase) throws {
        #expect(!rule.description.nonTriggeringExamples.isEmpty, "every rule needs a non-triggering example")
        for example in rule.description.nonTriggeringExamples {
            let subjects = try Self.subjects(of: rule.type, on: example)
            #expect(subjects.isEmpty, "\(rule.description.identifier) on:\n\(example.graph)")
        }
    }

    @Test func identifiersAreUniqueKebabCase() {
        let identifiers = RuleRegistry.identifiers
        #expect(Set(identifiers).count == identifiers.count)
        for identifier in identifiers {
            #expect(identifier.allSatisfy { $0.isLowercase || $0 == "-" }, "\(identifier)")
        }
    }

    /// The subject of each finding of `rule` on the example: its first node, or `file:line`.
    static func subjects(of rule: any Rule.Type, on example: RuleExample) throws -> [String] {
        let graph = try ExampleGraph.parse(example.graph)
        let context = RuleContext(graph: graph, iOSDeploymentTarget: example.deploymentTarget)
        var options: [String: Int] = [:]
        for option in rule.description.options { options[option.name] = example.options[option.name] ?? option.defaultValue }
        return rule.init().check(context, options: RuleOptions(options)).map { $0.nodes.first ?? "\($0.file):\($0.line)" }
    }
}

/// A rule type as a test argument, named by its identifier in test output.
struct RuleCase: CustomTestStringConvertible, Sendable {
    let type: any Rule.Type
    var description: RuleDescription { type.description }
    var testDescription: String { type.description.identifier }
}
