import Foundation

/// The width:height a picture of the graph aims for (`--aspect`).
///
/// `dot` places every feature's cluster side by side, so a large app's map becomes one strip
/// many times wider than tall. The DOT emitter stacks the clusters in bands (``ClusterBands``) to
/// come close to this ratio. Without an explicit ratio, a picture of a few clusters estimated
/// readable is left as `dot` draws it and any other aims for ``standard``, which keeps it within
/// ``readableRange``.
public struct AspectRatio: Hashable, Sendable, CustomStringConvertible {
    /// Width divided by height; always positive.
    public let widthOverHeight: Double

    /// 3:2, the ratio aimed for when no other is asked for and `dot`'s own layout would not do.
    public static let standard = AspectRatio(widthOverHeight: 1.5)
    /// The ratios a picture of the graph should have without an explicit one: from 1:2 to 3:1.
    public static let readableRange: ClosedRange<Double> = 0.5...3

    /// The ratios a picture asked to have this one is accepted within: a factor of 1.5 either
    /// way (at a factor of 2 a map estimated inside came out 4.8:1 for 16:9). A picture estimated
    /// outside them is turned or drawn tighter, as one outside ``readableRange`` is when no ratio
    /// is asked for (the DOT emitter).
    public var acceptedRange: ClosedRange<Double> { widthOverHeight / 1.5...widthOverHeight * 1.5 }

    /// A ratio of `widthOverHeight`, which is clamped to 1:20...20:1.
    public init(widthOverHeight: Double) {
        self.widthOverHeight = min(max(widthOverHeight, 0.05), 20)
    }

    /// Reads `16:9`, `3:2`, `1:2` or a decimal such as `1.5`; `nil` for anything else, zero or
    /// negative values included.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        switch parts.count {
        case 1:
            guard let value = parts[0], value > 0, value.isFinite else { return nil }
            self.init(widthOverHeight: value)
        case 2:
            guard let width = parts[0], let height = parts[1], width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
            self.init(widthOverHeight: width / height)
        default:
            return nil
        }
    }

    public var description: String { "\(widthOverHeight)" }
}
