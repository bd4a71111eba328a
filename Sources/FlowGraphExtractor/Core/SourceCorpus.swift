import Dispatch
import FlowGraph
import Foundation
import SwiftParser
import SwiftSyntax

/// One parsed Swift file.
public struct ParsedFile: Sendable {
    /// The path relative to the analysed root, as it appears in the graph.
    public let path: String
    public let tree: SourceFileSyntax
    /// The text parsed into ``tree``, which prints it back byte for byte: what `tree.description`
    /// gives, without building it again from the syntax.
    public let text: String
    /// The UTF-8 offset where each line starts, for ``line(of:)``.
    private let lineStarts: [Int]
    /// What the file holds that recognisers look up (calls by name, functions, literals, the
    /// sites of each member block), collected in one walk.
    public let syntax: FileSyntaxIndex

    public init(path: String, source: String) {
        self.path = path
        var text = source
        tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: Self.maximumNestingLevel) }
        self.text = text
        lineStarts = Self.lineStarts(of: source)
        syntax = FileSyntaxIndex(tree: tree)
    }

    /// How deep SwiftParser nests before it gives up on the rest of a file (an error the
    /// `parse-error` diagnostic reports), the same in debug and release builds. Files nesting
    /// deeper than ``LexicalSummary/Limits`` are not parsed at all; this is the parser's own guard.
    public static let maximumNestingLevel = 256

    /// The 1-based line where `node` starts (after its leading trivia).
    public func line(of node: some SyntaxProtocol) -> Int {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var low = 0, high = lineStarts.count  // the answer is the count of line starts <= offset
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Where each line starts; a line ends at `\n`, `\r\n` or a lone `\r`, as SwiftSyntax counts
    /// lines. Scanning the text is far cheaper than `SourceLocationConverter`'s walk of the tree.
    private static func lineStarts(of source: String) -> [Int] {
        var starts = [0]
        var source = source
        source.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") && (index == bytes.count || bytes[index] != UInt8(ascii: "\n")) {
                    starts.append(index)
                }
            }
        }
        return starts
    }
}

/// Every Swift file of the analysed app, parsed, plus the diagnostics for files that could not be.
///
/// Files are read and parsed in parallel on all cores; the result is in path order, so
/// everything built from it is deterministic.
public struct SourceCorpus: Sendable {
    public let files: [ParsedFile]
    public let diagnostics: [Diagnostic]
    /// The URL schemes the app's property lists declare (`CFBundleURLSchemes`), sorted, unique.
    public let declaredURLSchemes: [String]
    /// The universal-link domains the app's entitlements claim (``AssociatedDomains``), sorted, unique.
    public let associatedDomains: [String]
    /// The app's storyboards (see ``StoryboardCatalog``).
    public let storyboards: StoryboardCatalog
    private let cache = SemanticModelCache()

    public init(
        files: [ParsedFile], diagnostics: [Diagnostic] = [], declaredURLSchemes: [String] = [], associatedDomains: [String] = [],
        storyboards: StoryboardCatalog = .empty
    ) {
        self.files = files
        self.diagnostics = diagnostics
        self.declaredURLSchemes = Array(Set(declaredURLSchemes)).sorted()
        self.associatedDomains = Array(Set(associatedDomains)).sorted()
        self.storyboards = storyboards
    }

    /// The whole-program model (types, extensions, members), built once on first use and
    /// shared by every recogniser.
    public var model: SemanticModel { cache.model(for: self) }

    /// The navigation facts (owners, state, routes, screens, method effects), built once on
    /// first use on top of ``model``.
    public var navigation: NavigationModel { cache.navigation(for: self) }

    /// The TCA model and route resolver the TCA and deep-link recognisers share, built once on
    /// first use.
    var tca: TCAAnalysis { cache.tca(for: self) }

    /// Every call of `name` (see ``FileSyntaxIndex/calls(named:)``), in file order, then source order.
    public func calls(named name: String) -> [(file: ParsedFile, call: FunctionCallExprSyntax)] {
        (cache.callsByName(for: self)[name] ?? []).map { (files[$0.fileIndex], $0.call) }
    }

    /// Parses in-memory sources (tests, fixtures): `(relative path, text)` pairs; like
    /// ``load(paths:root:progress:parsesEveryFile:includes:)``, only those that can change the
    /// graph unless `parsesEveryFile`.
    /// `storyboards` are storyboard XML texts by path, `launchStoryboards` the names an Info.plist
    /// launches with.
    public init(
        sources: [(path: String, text: String)], parsesEveryFile: Bool = false,
        storyboards: [(path: String, text: String)] = [], launchStoryboards: [String] = []
    ) {
        let candidates = sources.map { Candidate(path: $0.path, text: $0.text) }
        let parsed = Self.parse(candidates, parsesEveryFile: parsesEveryFile, counter: ProgressCounter(total: 0, report: nil))
        let read = storyboards.map { StoryboardDocument.parse(Data($0.text.utf8), path: $0.path) }
        let failures = zip(storyboards, read).compactMap { source, result -> Diagnostic? in
            if case .failure(let error) = result { error.diagnostic(path: source.path) } else { nil }
        }
        self.init(
            // Files skipped as too deep say so here too; other parse diagnostics only `load` reports.
            files: parsed.compactMap(\.file), diagnostics: failures + parsed.compactMap { $0.diagnostic?.code == "too-deeply-nested" ? $0.diagnostic : nil },
            storyboards: StoryboardCatalog(documents: read.compactMap { try? $0.get() }, launchStoryboards: launchStoryboards))
    }

    /// Reports how many files are done so far (read, and parsed if they need to be), out of how
    /// many; called from any thread, one call at a time, with increasing counts.
    public typealias Progress = @Sendable (_ done: Int, _ total: Int) -> Void

    /// Discovers and reads the Swift files under `paths` that `includes` keeps (by path relative
    /// to `root`), parses those that can change the navigation graph (all of them when
    /// `parsesEveryFile`; see ``NavigationRelevance``), and reads the URL schemes the property
    /// lists (`.plist`) among them declare and the universal-link domains of their entitlements.
    ///
    /// Unreadable files, files that are not UTF-8 and parsed files with syntax errors give
    /// diagnostics; a file with syntax errors is still analysed (SwiftParser recovers). A skipped
    /// file is parsed for its diagnostic when its brackets, strings or comments do not close.
    /// - Complexity: O(total bytes), spread over all cores.
    public static func load(
        paths: [String], root: String, progress: Progress? = nil, parsesEveryFile: Bool = false,
        includes: (String) -> Bool = { _ in true }
    ) -> SourceCorpus {
        let (everything, discoveryDiagnostics) = SourceDiscovery().files(in: paths, root: root, extensions: ["swift", "plist", "storyboard", "entitlements"])
        let discovered = everything.filter { includes($0.relativePath) }
        let found = discovered.filter { $0.relativePath.hasSuffix(".swift") }
        let plists = discovered.filter { $0.relativePath.hasSuffix(".plist") }
        var schemes = plists.map(DeclaredURLSchemes.read)
        if schemes.allSatisfy({ $0.schemes.isEmpty }) {
            // The sources given leave out the app's Info.plist: read those of its Xcode project.
            schemes += DeclaredURLSchemes.projectPropertyLists(around: paths).map { DeclaredURLSchemes.read($0) }.map { ($0.schemes, nil) }
        }
        var domains = discovered.filter { $0.relativePath.hasSuffix(".entitlements") }.map(AssociatedDomains.read)
        if domains.allSatisfy({ $0.domains.isEmpty }) {
            // The sources given leave out the app's entitlements: read those of its Xcode project.
            domains += DeclaredURLSchemes.projectPropertyLists(around: paths, suffix: ".entitlements").map(AssociatedDomains.read).map { ($0.domains, nil) }
        }
        let storyboards = StoryboardCatalog.load(discovered.filter { $0.relativePath.hasSuffix(".storyboard") }, plists: plists)
        let read = ParallelMap.map(found, Self.read)
        let candidates = read.compactMap { if case .success(let candidate) = $0 { candidate } else { nil } }
        let unreadable = read.compactMap { if case .failure(let diagnostic) = $0 { diagnostic.diagnostic } else { nil } }
        let counter = ProgressCounter(total: found.count, report: progress)
        counter.add(unreadable.count)
        let parsed = parse(candidates, parsesEveryFile: parsesEveryFile, counter: counter)
        return SourceCorpus(
            // Unit and UI tests drive coordinators and fake screens: they are not the app's navigation.
            files: parsed.compactMap(\.file).filter { !isTestCode($0.tree) },
            diagnostics: discoveryDiagnostics + unreadable + parsed.compactMap(\.diagnostic) + schemes.compactMap(\.diagnostic)
                + domains.compactMap(\.diagnostic) + storyboards.diagnostics,
            declaredURLSchemes: schemes.flatMap(\.schemes), associatedDomains: domains.flatMap(\.domains), storyboards: storyboards.catalog)
    }

    /// A file's text and what a scan of it tells, before parsing.
    private struct Candidate: Sendable {
        let path: String
        let text: String
        let summary: LexicalSummary

        /// The text is normalised to NFC here, once, so every id made from it is too: `café`
        /// written precomposed in one file and decomposed in another is one name to Swift, and
        /// must be one byte string in the graph, or a JSON reader finds a root that is no node.
        init(path: String, text: String) {
            self.path = path
            let text = CanonicalComposition.precomposed(text)
            self.text = text
            summary = LexicalSummary(text)
        }
    }

    /// A diagnostic as an `Error`, for `Result`.
    private struct ReadFailure: Error {
        let diagnostic: Diagnostic
    }

    private static func read(_ file: SourceDiscovery.File) -> Result<Candidate, ReadFailure> {
        guard let data = FileManager.default.contents(atPath: file.absolutePath) else {
            return .failure(ReadFailure(diagnostic: Diagnostic(
                severity: .error, code: "unreadable-file",
                message: "cannot read '\(file.relativePath)': check that it exists and is readable", file: file.relativePath)))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            return .failure(ReadFailure(diagnostic: Diagnostic(
                severity: .warning, code: "not-utf8",
                message: "'\(file.relativePath)' is not UTF-8 text; convert it to UTF-8 to have it analysed", file: file.relativePath)))
        }
        return .success(Candidate(path: file.relativePath, text: text))
    }

    /// Parses, on all cores, the candidates that can change the graph (all when `parsesEveryFile`)
    /// and keeps them; parses the others only when they look malformed, for their diagnostic.
    private static func parse(
        _ candidates: [Candidate], parsesEveryFile: Bool, counter: ProgressCounter
    ) -> [(file: ParsedFile?, diagnostic: Diagnostic?)] {
        let relevant = parsesEveryFile ? candidates.map { _ in true } : NavigationRelevance.relevantFiles(candidates.map(\.summary))
        let tooDeep = candidates.indices.filter { candidates[$0].summary.tooDeep != nil }
        let parsed = candidates.indices.filter { (relevant[$0] || !candidates[$0].summary.isWellFormed) && candidates[$0].summary.tooDeep == nil }
        counter.add(candidates.count - parsed.count)
        let skipped: [(file: ParsedFile?, diagnostic: Diagnostic?)] = tooDeep.map { (nil, tooDeepDiagnostic(candidates[$0])) }
        return skipped + ParallelMap.map(parsed) { index in
            defer { counter.add(1) }
            let candidate = candidates[index]
            let file = ParsedFile(path: candidate.path, source: candidate.text)
            return (relevant[index] ? file : nil, syntaxErrorDiagnostic(file))
        }
    }

    /// A file nesting deeper than SwiftParser can bear in time and stack, skipped.
    private static func tooDeepDiagnostic(_ candidate: Candidate) -> Diagnostic {
        let (offset, reason) = candidate.summary.tooDeep!
        // Lines end at `\n`, `\r\n` or a lone `\r`, as SwiftParser counts them.
        let bytes = Array(candidate.text.utf8.prefix(offset + 1))
        let line = 1 + bytes.indices.dropLast().filter { bytes[$0] == UInt8(ascii: "\n") || bytes[$0] == UInt8(ascii: "\r") && bytes[$0 + 1] != UInt8(ascii: "\n") }.count
        return Diagnostic(
            severity: .warning, code: "too-deeply-nested",
            message: "'\(candidate.path)' nests too deeply to be parsed at line \(line): \(reason); the file is skipped",
            file: candidate.path, line: line)
    }

    private static func syntaxErrorDiagnostic(_ file: ParsedFile) -> Diagnostic? {
        guard file.tree.hasError, !isTestCode(file.tree) else { return nil }
        let line = firstErrorLine(in: file)
        return Diagnostic(
            severity: .warning, code: "parse-error",
            message: "'\(file.path)' has Swift syntax errors near line \(line); navigation in the damaged part may be missed",
            file: file.path, line: line)
    }

    /// Test modules a test file imports; `@testable import` marks one too.
    static let testModules: Set<String> = ["XCTest", "Testing"]

    /// Whether a file is test code: it imports XCTest or Swift Testing, or imports a module `@testable`.
    static func isTestCode(_ tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { item in
            guard let importDecl = item.item.as(ImportDeclSyntax.self) else { return false }
            let testable = importDecl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "testable" }
            return testable || importDecl.path.first.map { testModules.contains($0.name.text) } == true
        }
    }

    /// The line of the first missing or unexpected token SwiftParser recovered from.
    private static func firstErrorLine(in file: ParsedFile) -> Int {
        let token = file.tree.tokens(viewMode: .all).first { token in
            token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true
        }
        return token.map { file.line(of: $0) } ?? 1
    }
}

/// Counts finished files for a ``SourceCorpus/Progress`` callback.
final class ProgressCounter: Sendable {
    private let lock = NSLockShim()
    private nonisolated(unsafe) var done = 0
    private let total: Int
    private let report: SourceCorpus.Progress?

    init(total: Int, report: SourceCorpus.Progress?) {
        self.total = total
        self.report = report
    }

    /// Counts `finished` more files as done; reports nothing when none are.
    func add(_ finished: Int) {
        guard let report, finished > 0 else { return }
        lock.withLock {
            done += finished
            report(done, total)
        }
    }
}
