/// How far apart `dot` sets neighbouring boxes, and arrows passing a rank, within one rank: its
/// `nodesep`.
///
/// An arrow that spans several ranks passes each rank between its ends as a virtual node, one
/// separation from the next, and an arrow between two features' clusters passes outside both.
/// A map whose features are joined by hundreds of arrows is therefore mostly parallel arrows,
/// and its breadth grows with the separation, not with its screens: IceCubes (108 screens, 300
/// arrows between features, banded, labels external) measured 21,856 pt wide at 0.35 in and
/// 5,024 pt at 0.05 in, for the same 2,047 pt of height. The DOT emitter draws such a map,
/// one no banding or direction brings into ``AspectRatio/readableRange`` at the ``standard``
/// separation, with the first of ``tighter`` that is estimated to fit.
struct NodeSpacing: Hashable, Sendable {
    /// The separation in inches, as `nodesep`.
    var inches: Double

    /// The separation of every picture that fits without tightening.
    static let standard = NodeSpacing(inches: 0.35)
    /// The separations tried, in order, for a map that does not fit at ``standard``: 0.05 in
    /// still leaves a visible gap between two boxes' borders.
    static let tighter = [0.2, 0.1, 0.05].map { NodeSpacing(inches: $0) }

    /// The separation in points.
    var points: Double { inches * 72 }
    /// Whether this is tighter than ``standard``.
    var isTightened: Bool { inches < Self.standard.inches }
}
