import Foundation

/// Golden-file comparison for rendered text (DOT, JSON, Mermaid, reports).
///
/// The golden file lives at `Tests/<Target>/Snapshots/<name>` next to the calling test file.
/// A missing or different golden file is a failure; it is (re)written only when the environment
/// variable `RECORD_SNAPSHOTS=1` is set, so golden files never change silently.
public enum Snapshot {
    /// The outcome of a comparison: `nil` when `actual` matches, else a message for the test failure.
    public static func mismatch(
        _ actual: String, named name: String, testFile: String = #filePath
    ) -> String? {
        let url = URL(fileURLWithPath: testFile).deletingLastPathComponent()
            .appendingPathComponent("Snapshots").appendingPathComponent(name)
        let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if expected == actual { return nil }
        if recording {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
                return "recorded snapshot \(url.path); run again without RECORD_SNAPSHOTS=1"
            } catch {
                return "cannot record snapshot \(url.path): \(error)"
            }
        }
        guard let expected else {
            return "no snapshot at \(url.path); run with RECORD_SNAPSHOTS=1 to record it, then review it"
        }
        return "snapshot \(name) differs:\n" + firstDifference(expected: expected, actual: actual)
            + "\n(re-record with RECORD_SNAPSHOTS=1 only if the change is intended)"
    }

    /// The first differing line, with its number.
    static func firstDifference(expected: String, actual: String) -> String {
        let e = expected.components(separatedBy: "\n"), a = actual.components(separatedBy: "\n")
        for i in 0..<max(e.count, a.count) {
            let el = i < e.count ? e[i] : "<end of file>"
            let al = i < a.count ? a[i] : "<end of file>"
            if el != al { return "line \(i + 1):\n  expected: \(el)\n  actual:   \(al)" }
        }
        return "(identical lines; check trailing whitespace)"
    }
}

/// Locations of the repository for tests: `Examples/`, fixtures next to a test file.
public enum Repository {
    /// The package root, found from this source file's location.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Examples/<name>`.
    public static func example(_ name: String) -> URL {
        root.appendingPathComponent("Examples").appendingPathComponent(name)
    }

    /// The built `flowgraph` binary of the current build configuration, for end-to-end tests.
    public static var flowgraphBinary: URL {
        // Tests run from .build/<triple>/<config>/…xctest; the binary sits beside the test bundle.
        let bundle = Bundle.main.bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("flowgraph") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
            ?? root.appendingPathComponent(".build/debug/flowgraph")
    }
}
