import ArgumentParser
import Foundation

/// The `flowgraph` command line: recover, query, render and check an app's navigation graph.
struct FlowGraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flowgraph",
        abstract: "Recover an iOS app's navigation graph from its Swift source, query it, draw it and check it.",
        version: "0.1.0",
        subcommands: [
            ExtractCommand.self, RenderCommand.self, PathCommand.self, AnalyzeCommand.self, DeeplinksCommand.self,
            CheckCommand.self, DiffCommand.self, InitCommand.self,
        ]
    )
}

@main
enum Main {
    /// Runs the command and maps every failure to SPEC §5's exit codes: usage and input errors exit 2
    /// with one message on stderr.
    static func main() {
        do {
            var command = try FlowGraphCommand.parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let code = FlowGraphCommand.exitCode(for: error)
            if code == .success {
                FlowGraphCommand.exit(withError: error)
            }
            let message = FlowGraphCommand.fullMessage(for: error)
            Console.error(message.isEmpty ? "\(error)" : message)
            Foundation.exit(2)
        }
    }
}
