import ArgumentParser
import FlowGraph
import FlowGraphCheck
import Foundation

/// `flowgraph init`: writes a commented starter `.flowgraph.yml`.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter .flowgraph.yml (never overwrites one)."
    )

    @Argument(help: "The folder to write .flowgraph.yml into.")
    var folder: String = "."

    func run() throws {
        let path = URL(fileURLWithPath: folder).appendingPathComponent(Configuration.fileName).path
        guard !FileManager.default.fileExists(atPath: path) else {
            throw CommandFailure("'\(path)' already exists; edit it, or delete it first to start over")
        }
        try OutputFile.write(StarterConfiguration.text(), to: path)
        FileHandle.standardError.write(Data("wrote \(path)\n".utf8))
    }
}
