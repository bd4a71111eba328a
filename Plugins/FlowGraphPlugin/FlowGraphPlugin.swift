import Foundation
import PackagePlugin

/// `swift package flowgraph <command> …`: runs the `flowgraph` tool built from this package in
/// the package's directory, so `swift package flowgraph check Sources` needs nothing installed.
@main
struct FlowGraphPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "flowgraph")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // The tool already printed why; the failure only makes `swift package` exit non-zero.
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginFailure(status: process.terminationStatus)
        }
    }
}

/// The tool's non-zero exit, passed on so `swift package` fails too.
struct PluginFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "flowgraph exited with status \(status)" }
}
