import ArgumentParser
import FlowGraph
import FlowGraphCheck
import Foundation

extension ReportFormat: ExpressibleByArgument {}

/// `flowgraph check`: runs the navigation rules and fails on error-severity violations.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the navigation graph against FlowGraph's rules (docs/rules.md).",
        discussion: """
            Exit status: 0 when no violation of severity error remains (with --strict: no violation at all), \
            1 otherwise, 2 on bad input. Rules are configured in .flowgraph.yml at the analysed root; \
            '// flowgraph:disable:next <rule>' silences a line.
            """
    )

    @OptionGroup var input: InputOptions

    @Option(name: [.short, .customLong("format")], help: "Report format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .text

    @Option(name: [.short, .customLong("output")], help: "Write the report to this file instead of stdout.")
    var output: String?


    @Option(help: "The folder the graph's paths are relative to (default: the analysed folder; for a graph file, the current directory).")
    var root: String?

    @Option(help: "Report only violations not recorded in this baseline file.")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record the current violations in this file (then report none of them).")
    var writeBaseline: String?

    @Flag(help: "Fail (exit 1) on violations of any severity, not only errors.")
    var strict = false

    func run() throws {
        let loaded = try input.load(root: root)
        try RuleRegistry.validate(loaded.configuration)
        let context = RuleContext(
            graph: loaded.graph, configuration: loaded.configuration,
            iOSDeploymentTarget: DeploymentTarget.iOSMajorVersion(configuration: loaded.configuration, root: loaded.root))
        let found = RuleRunner().run(context)
        let visible = Suppressions(root: loaded.root).filter(found)
        if let writeBaseline {
            try OutputFile.write(Baseline(violations: visible).jsonString(), to: writeBaseline)
        }
        var remaining = visible
        var baselined = 0
        // A baseline just written covers every current violation, so the run reports none.
        if let path = baseline ?? writeBaseline {
            (remaining, baselined) = try Baseline.read(path: path).filter(visible)
        }
        let shown = remaining.map { violation in
            var violation = violation
            violation.file = loaded.displayPath(violation.file)
            return violation
        }
        let report = CheckReport(
            violations: shown, rules: RuleRegistry.rules.map { $0.description }, baselined: baselined,
            suppressed: found.count - visible.count, toolVersion: FlowGraphCommand.configuration.version)
        try OutputFile.write(format.reporter.report(report), to: output)
        if remaining.contains(where: { strict || $0.severity == .error }) {
            throw ExitCode(1)
        }
    }
}
