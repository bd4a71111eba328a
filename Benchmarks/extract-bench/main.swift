import Dispatch
import FlowGraphExtractor
import Foundation
import SwiftParser
import SwiftSyntax

/// `extract-bench parse|keep|walk|extract|extract-everything|phases <folder>...`: times one phase on
/// folders of Swift files (an app's scope: every folder given, read as one app).
///
/// `parse` reads every discovered file and runs `Parser.parse` on all cores: the baseline.
/// `extract` runs the whole extraction (discovery, reading, parsing, every recogniser);
/// `extract-everything` the same, parsing every file, not just those that can navigate.
/// Prints `<mode> <files> <seconds>`; `Scripts/bench-extract.sh` compares the two.
/// `phases` runs the extraction one phase at a time and prints each phase's seconds (and how many
/// files it parsed): where the time goes. `keep` parses like `parse` but keeps every tree, and `walk` also walks each kept
/// tree once with a `SyntaxVisitor`: the floor of any extraction that keeps and reads every tree.
/// Counts calls: a visitor that does as little as a visitor can.
final class CallCounter: SyntaxVisitor {
    var calls = 0
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls += 1
        return .visitChildren
    }
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, ["parse", "keep", "walk", "extract", "extract-everything", "phases"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: extract-bench parse|keep|walk|extract|extract-everything|phases <folder>...\n".utf8))
    exit(2)
}
let mode = arguments[1]
let folders = Array(arguments[2...])
/// The folder the given ones share, which paths in the graph are relative to.
let root = folders.dropFirst().reduce(folders[0]) { shared, folder in
    var common = URL(fileURLWithPath: shared).standardized.pathComponents
    let other = URL(fileURLWithPath: folder).standardized.pathComponents
    common = Array(zip(common, other).prefix { $0 == $1 }.map(\.0))
    return NSString.path(withComponents: common.isEmpty ? ["/"] : common)
}
let start = DispatchTime.now()
var count = 0
if mode == "keep" || mode == "walk" {
    let files = SourceDiscovery().swiftFiles(in: folders, root: root).files
    count = files.count
    // Kept until the process exits, as extraction keeps them.
    let trees = UnsafeMutableBufferPointer<SourceFileSyntax?>.allocate(capacity: files.count)
    trees.initialize(repeating: nil)
    nonisolated(unsafe) let slots = trees
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
        guard let data = FileManager.default.contents(atPath: files[index].absolutePath),
              let text = String(validating: data, as: UTF8.self) else { return }
        let tree = Parser.parse(source: text)
        if mode == "walk" { CallCounter(viewMode: .sourceAccurate).walk(tree) }
        slots[index] = tree
    }
} else if mode == "parse" {
    let files = SourceDiscovery().swiftFiles(in: folders, root: root).files
    count = files.count
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
        guard let data = FileManager.default.contents(atPath: files[index].absolutePath),
              let text = String(validating: data, as: UTF8.self) else { return }
        _ = Parser.parse(source: text)
    }
} else if mode == "phases" {
    var last = start
    func lap(_ phase: String) {
        let now = DispatchTime.now()
        print("\(phase) \(String(format: "%.3f", Double(now.uptimeNanoseconds - last.uptimeNanoseconds) / 1e9))")
        last = now
    }
    let corpus = SourceCorpus.load(paths: folders, root: root)
    lap("load")
    print("parsed-files \(corpus.files.count)")
    _ = corpus.model
    lap("declarations")
    _ = corpus.navigation
    lap("navigation-model")
    count = SourceExtractor().extract(from: corpus).nodes.count
    lap("recognisers")
} else if mode == "extract-everything" {
    let corpus = SourceCorpus.load(paths: folders, root: root, parsesEveryFile: true)
    count = SourceExtractor().extract(from: corpus).nodes.count
} else {
    let graph = SourceExtractor().extract(paths: folders, root: root)
    count = graph.nodes.count
}
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
print("\(mode) \(count) \(String(format: "%.3f", seconds))")
