import FlowGraph
import Foundation

/// The web domains an app claims for universal links in its entitlements (`*.entitlements`'s
/// `com.apple.developer.associated-domains`, the entries starting `applinks:`): where a universal
/// link's handler never checks `url.host`, they tell which domains its links use.
enum AssociatedDomains {
    static let key = "com.apple.developer.associated-domains"

    /// The universal-link domains `file` declares, without the `applinks:` service prefix and a
    /// `?mode=` suffix; build-setting placeholders (`$(APP_DOMAIN)`) are left out. A file that is
    /// not a property list gives a diagnostic instead.
    static func read(_ file: SourceDiscovery.File) -> (domains: [String], diagnostic: Diagnostic?) {
        let plist = PropertyListFile.dictionary(file, declaring: "the universal-link domains")
        let entries = plist.values[key] as? [String] ?? []
        return (entries.compactMap(domain(of:)), plist.diagnostic)
    }

    /// `applinks:shop.example.com?mode=developer` → `shop.example.com`; nil for another service
    /// (`webcredentials:`), a placeholder or an empty domain.
    static func domain(of entry: String) -> String? {
        let service = "applinks:"
        guard entry.hasPrefix(service) else { return nil }
        let domain = entry.dropFirst(service.count).prefix { $0 != "?" }.trimmingCharacters(in: .whitespaces)
        guard !domain.isEmpty, !domain.contains("$("), !domain.contains("/") else { return nil }
        return domain.lowercased()
    }
}
