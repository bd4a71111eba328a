import Dispatch
import FlowGraphExtractor
import Foundation
import SwiftParser

/// `extract-bench parse|extract <folder>`: times one phase on a folder of Swift files.
///
/// `parse` reads every discovered file and runs `Parser.parse` on all cores: the baseline.
/// `extract` runs the whole extraction (discovery, reading, parsing, every recogniser).
/// Prints `<mode> <files> <seconds>`; `Scripts/bench-extract.sh` compares the two.
/// `phases` runs the extraction one phase at a time and prints each phase's seconds: where the
/// time goes.
let arguments = CommandLine.arguments
guard arguments.count == 3, ["parse", "extract", "phases"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: extract-bench parse|extract|phases <folder>\n".utf8))
    exit(2)
}
let mode = arguments[1]
let folder = arguments[2]
let start = DispatchTime.now()
var count = 0
if mode == "parse" {
    let files = SourceDiscovery().swiftFiles(in: [folder], root: folder).files
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
    let corpus = SourceCorpus.load(paths: [folder], root: folder)
    lap("load")
    _ = corpus.model
    lap("declarations")
    _ = corpus.navigation
    lap("navigation-model")
    count = SourceExtractor().extract(from: corpus).nodes.count
    lap("recognisers")
} else {
    let graph = SourceExtractor().extract(paths: [folder], root: folder)
    count = graph.nodes.count
}
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
print("\(mode) \(count) \(String(format: "%.3f", seconds))")
