import Foundation

/// The iOS deployment target of the analysed project: from the configuration, else from the
/// `platforms:` of a `Package.swift` at the root.
public enum DeploymentTarget {
    /// The iOS major version the project targets, or `nil` when neither source says.
    public static func iOSMajorVersion(configuration: Configuration, root: String) -> Int? {
        if let version = configuration.deploymentTarget { return version }
        let manifest = URL(fileURLWithPath: root).appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return nil }
        return iOSMajorVersion(inManifest: text)
    }

    /// The version in `.iOS(.v16)`, `.iOS(.v15_4)` or `.iOS("16.0")` in a package manifest.
    public static func iOSMajorVersion(inManifest text: String) -> Int? {
        let pattern = #"\.iOS\(\s*(?:\.v(\d+)|"(\d+))"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
        else { return nil }
        for group in 1...2 {
            if let range = Range(match.range(at: group), in: text), let version = Int(text[range]) {
                return version
            }
        }
        return nil
    }

    /// Parses a configured target: `16`, `"16.4"`, `"iOS 16"`.
    static func parse(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.lowercased().hasPrefix("ios") ? trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces) : trimmed
        return Int(digits.split(separator: ".").first ?? "")
    }
}
