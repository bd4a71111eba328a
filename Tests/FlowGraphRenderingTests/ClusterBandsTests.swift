import Testing
@testable import FlowGraphRendering

@Suite struct ClusterBandsTests {
    typealias Extent = LayoutEstimate.Extent

    /// Twenty-four clusters side by side: 24 × 400 wide, 200 deep.
    static let strip = [Extent](repeating: Extent(breadth: 400, depth: 200), count: 24)
    static let stripNatural = Extent(breadth: 24 * 400, depth: 200)

    @Test func aStripOfClustersIsStackedInBandsNearTheStandardRatio() {
        let bands = ClusterBands.choose(units: Self.strip, crossingArrows: 0, natural: Self.stripNatural, rankDirection: .topToBottom, aspect: nil)
        #expect(bands.bands.count > 1)
        #expect(bands.bands.flatMap { $0 } == Array(0..<24))
        let aspect = bands.estimatedAspect(units: Self.strip, crossingArrows: 0, rankDirection: .topToBottom)
        #expect(abs(aspect / AspectRatio.standard.widthOverHeight - 1) < 0.35)
    }

    @Test func aFewClustersWhosePictureIsReadableAreLeftToDot() {
        let few = Array(Self.strip.prefix(6))
        #expect(ClusterBands.choose(units: few, crossingArrows: 0, natural: Extent(breadth: 2_000, depth: 1_000), rankDirection: .topToBottom, aspect: nil).isSingle)
        #expect(!ClusterBands.choose(units: few, crossingArrows: 0, natural: Extent(breadth: 2_400, depth: 100), rankDirection: .topToBottom, aspect: nil).isSingle)
        // Many clusters are banded whatever the estimate of dot's own picture says.
        #expect(!ClusterBands.choose(units: Self.strip, crossingArrows: 0, natural: Extent(breadth: 2_000, depth: 1_000), rankDirection: .topToBottom, aspect: nil).isSingle)
    }

    @Test func anExplicitRatioIsFollowedEvenWhenTheNaturalOneIsReadable() {
        let natural = Extent(breadth: 2_000, depth: 1_000)
        let tall = ClusterBands.choose(units: Self.strip, crossingArrows: 0, natural: natural, rankDirection: .topToBottom, aspect: AspectRatio("1:2"))
        let wide = ClusterBands.choose(units: Self.strip, crossingArrows: 0, natural: natural, rankDirection: .topToBottom, aspect: AspectRatio("3:1"))
        #expect(tall.bands.count > wide.bands.count)
        #expect(tall.estimatedAspect(units: Self.strip, crossingArrows: 0, rankDirection: .topToBottom) < 0.7)
    }

    /// Two units joined by arrows, asked to be very tall left to right: one band is estimated
    /// closest, but in one band those arrows rank the units together, which the estimate leaves out.
    @Test func anAskedRatioBandsUnitsJoinedByArrows() {
        let pair = [Extent](repeating: Extent(breadth: 400, depth: 200), count: 2)
        let natural = Extent(breadth: 800, depth: 200)
        let joined = ClusterBands.choose(units: pair, crossingArrows: 10, natural: natural, rankDirection: .leftToRight, aspect: AspectRatio("1:20"))
        #expect(!joined.isSingle)
        let apart = ClusterBands.choose(units: pair, crossingArrows: 0, natural: natural, rankDirection: .leftToRight, aspect: AspectRatio("1:20"))
        #expect(apart.isSingle)
    }

    @Test func leftToRightBandsStackSideways() {
        // Left to right, a unit's breadth is vertical: a strip is tall, and bands make it wider.
        let bands = ClusterBands.choose(units: Self.strip, crossingArrows: 0, natural: Self.stripNatural, rankDirection: .leftToRight, aspect: nil)
        #expect(bands.bands.count > 1)
        let aspect = bands.estimatedAspect(units: Self.strip, crossingArrows: 0, rankDirection: .leftToRight)
        #expect(AspectRatio.readableRange.contains(aspect))
    }

    @Test func oneUnitIsNeverBanded() {
        let bands = ClusterBands.choose(
            units: [Extent(breadth: 9_000, depth: 100)], crossingArrows: 0, natural: Extent(breadth: 9_000, depth: 100), rankDirection: .topToBottom, aspect: nil)
        #expect(bands.bands == [[0]])
    }

    @Test func ratiosAreReadAsWidthToHeight() {
        #expect(AspectRatio("16:9")?.widthOverHeight == 16.0 / 9)
        #expect(AspectRatio("1:2")?.widthOverHeight == 0.5)
        #expect(AspectRatio("1.5")?.widthOverHeight == 1.5)
        for bad in ["0", "-1", "1:0", "a:b", "1:2:3", "", "nan", "inf"] { #expect(AspectRatio(bad) == nil, "\(bad)") }
    }

    @Test func ranksFollowTheLongestPathAndIgnoreBackEdges() {
        // 0 → 1 → 2, 0 → 2, and 2 → 0 closing a cycle.
        #expect(LayoutEstimate.longestPathRanks(count: 3, edges: [(0, 1), (1, 2), (0, 2), (2, 0)]) == [0, 1, 2])
    }
}
