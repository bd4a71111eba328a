import Foundation

/// How a picture's clusters are arranged on the page: side by side in one band, as `dot` draws
/// them, or in several bands stacked along the ranks, so a large app's map fits a page instead
/// of becoming one long strip.
///
/// The DOT emitter makes a band structure `dot` keeps: edges between clusters get
/// `constraint=false` (each cluster is ranked on its own), and an invisible separator node
/// between two bands has an edge from every node of the band before it and to every node of
/// the band after it. Graphviz's own means were measured first on a 199-screen app (zashi):
/// `ratio` only stretches the drawing with empty space, `pack`/`packmode` applies to disconnected
/// components, which one app's clusters are not, and `newrank` alone keeps the clusters side by
/// side; rank constraints between bands are what changes the shape.
struct ClusterBands: Equatable {
    /// Indices of the units (clusters, loose nodes, legend) in each band, in order.
    var bands: [[Int]]
    /// The width over height the picture was estimated to have when this banding was chosen.
    var expectedAspect = 1.0

    /// Whether everything stays in one band: the emitter then adds nothing to `dot`'s layout.
    var isSingle: Bool { bands.count <= 1 }

    /// The estimated breadth each arrow between two units adds beside the clusters, over the
    /// node separation: `dot` routes it through virtual nodes that stay outside the clusters it
    /// passes (40 pt in all at the standard separation).
    static let corridorMargin = 14.8
    /// How much broader `dot` draws a band than the sum of its units' estimated breadths: mincross
    /// leaves gaps, and edges routed around clusters widen them. Measured 1.3–3× on generated
    /// apps of 100 and 500 screens and on zashi and cryptomator; 1.7 puts every one of them in
    /// ``AspectRatio/readableRange``.
    static let dotSpread = 1.7

    /// The most units for which the estimate of `dot`'s unaided picture is trusted: with more
    /// clusters it came out 3.8:1 where 1.6:1 was estimated (a generated app of 500 screens).
    static let trustedNaturalUnits = 8

    /// The banding of `units` (their extents, in drawing order) whose estimated picture comes
    /// closest to `aspect`; with `aspect` `nil`, one band when `natural`, the estimate of `dot`'s
    /// unaided picture, is within ``AspectRatio/readableRange`` and there are at most
    /// ``trustedNaturalUnits`` units, else the banding closest to
    /// ``AspectRatio/standard``. With `aspect` asked for and arrows between units, never one band.
    /// `crossingArrows` is the number of arrows between different units, drawn `spacing` apart.
    ///
    /// - Complexity: O(U²) for U units.
    static func choose(
        units: [LayoutEstimate.Extent], crossingArrows: Int, natural: LayoutEstimate.Extent, rankDirection: RankDirection, aspect: AspectRatio?,
        spacing: NodeSpacing = .standard
    ) -> ClusterBands {
        let naturalAspect = Self.aspect(of: natural, rankDirection: rankDirection)
        let single = ClusterBands(bands: units.isEmpty ? [] : [Array(units.indices)], expectedAspect: naturalAspect)
        guard units.count > 1 else { return single }
        let estimate = { (banding: ClusterBands) in
            banding.estimatedAspect(units: units, crossingArrows: crossingArrows, rankDirection: rankDirection, spacing: spacing)
        }
        if aspect == nil, units.count <= Self.trustedNaturalUnits, AspectRatio.readableRange.contains(naturalAspect) {
            return single
        }
        let target = (aspect ?? .standard).widthOverHeight
        let total = units.reduce(0) { $0 + $1.breadth }
        let widest = units.map(\.breadth).max() ?? 0
        // One band leaves `dot` unaided, and then arrows between units rank their ends, which the
        // estimate of a banding leaves out: with a ratio asked for, such a map is always banded
        // (eidolon asked for 1:2 came out 2.1:1 in one band, 0.63:1 in six).
        let singleFollowsEstimate = aspect == nil || crossingArrows == 0
        var best: ClusterBands? = singleFollowsEstimate ? ClusterBands(bands: single.bands, expectedAspect: estimate(single)) : nil
        for count in 2...units.count {
            var candidate = shelves(units, limit: max(widest, total / Double(count)))
            candidate.expectedAspect = estimate(candidate)
            if let best, abs(log(candidate.expectedAspect / target)) >= abs(log(best.expectedAspect / target)) - 1e-9 { continue }
            best = candidate
        }
        return best ?? single
    }

    /// Units in order, a new band whenever the next would make the current one broader than `limit`.
    static func shelves(_ units: [LayoutEstimate.Extent], limit: Double) -> ClusterBands {
        var bands: [[Int]] = []
        var breadth = 0.0
        for (i, unit) in units.enumerated() {
            if bands.isEmpty || (breadth + unit.breadth > limit && !bands[bands.count - 1].isEmpty) {
                bands.append([])
                breadth = 0
            }
            bands[bands.count - 1].append(i)
            breadth += unit.breadth
        }
        return ClusterBands(bands: bands)
    }

    /// Width over height of the picture this banding should give.
    func estimatedAspect(units: [LayoutEstimate.Extent], crossingArrows: Int, rankDirection: RankDirection, spacing: NodeSpacing = .standard) -> Double {
        let breadth = bands.map { band in band.reduce(0) { $0 + units[$1].breadth } }.max() ?? 0
        let separators = Double(max(0, bands.count - 1)) * 2 * LayoutEstimate.rankSeparation
        let depth = bands.map { band in band.map { units[$0].depth }.max() ?? 0 }.reduce(0, +) + separators
        let across = breadth * Self.dotSpread + Double(crossingArrows) * (spacing.points + Self.corridorMargin)
        return Self.aspect(of: LayoutEstimate.Extent(breadth: across, depth: depth), rankDirection: rankDirection)
    }

    /// Width over height of a picture of `extent`.
    static func aspect(of extent: LayoutEstimate.Extent, rankDirection: RankDirection) -> Double {
        let vertical = rankDirection == .topToBottom || rankDirection == .bottomToTop
        let (width, height) = vertical ? (extent.breadth, extent.depth) : (extent.depth, extent.breadth)
        return max(width, 1) / max(height, 1)
    }
}
