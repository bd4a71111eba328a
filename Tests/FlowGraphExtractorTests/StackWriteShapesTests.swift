import Testing

/// Stacks written whole rather than appended to: `path = path + [next]` pushes what it adds, a
/// condition the code cannot know (`reset ? [next] : path + [next]`) does either, and a computed
/// property whose setter stores `newValue` into a stack (`var trail: [Stop] { get … set { stops = … } }`)
/// is that stack, read and written.
struct StackWriteShapesTests {
    /// A router's computed path over its stored one, written through a static helper on a shared
    /// hub; the default `reset: false` picks the pushing branch.
    @Test func aComputedPathWritingTheStoredStackPushesWhatItAdds() {
        EdgeExpectation.check("""
            import SwiftUI

            final class Track: ObservableObject {
              @Published var stops: [Stop] = []
              var trail: [Stop] {
                get { Array(stops.dropFirst()) }
                set { stops = stops.isEmpty ? newValue : [stops[0]] + newValue }
              }
              func visit(_ stop: Stop, _ reset: Bool = false) {
                withAnimation { self.trail = reset ? [stop] : self.trail + [stop] }
              }
              enum Stop: Hashable { case gallery(Int), artist(String) }
            }

            final class Curator {
              static let shared = Curator()
              var tracks: [Int: Track] = [:]
              var current: Track { tracks[0] ?? Track() }
              static func show(_ stop: Track.Stop) { Curator.shared.current.visit(stop) }
            }

            @main
            struct MuseumApp: App {
              @StateObject private var track = Track()
              var body: some Scene {
                WindowGroup {
                  NavigationStack(path: $track.stops) {
                    Lobby()
                      .navigationDestination(for: Track.Stop.self) { stop in
                        switch stop {
                        case .gallery(let id): GalleryPage(id: id)
                        case .artist(let name): ArtistPage(name: name)
                        }
                      }
                  }
                }
              }
            }

            struct Lobby: View {
              var body: some View { 1️⃣Button("Hall 3") { Curator.show(.gallery(3)) } }
            }
            struct GalleryPage: View {
              let id: Int
              var body: some View { 2️⃣Button("Painter") { Curator.show(.artist("Vermeer")) } }
            }
            struct ArtistPage: View { let name: String; var body: some View { Text(name) } }
            """, [
                "MuseumApp -child-> Lobby",
                "Lobby -push-> Track.Stop.gallery @1️⃣",
                "Track.Stop.gallery -push-> Track.Stop.artist @2️⃣",
            ])
    }

    /// Two stops added in one write are pushed one after the other; a condition known only at run
    /// time either resets the stack to its first stop or pushes it.
    @Test func aStackExtendedByAnArrayPushesItsElementsInTurn() {
        EdgeExpectation.check("""
            import SwiftUI

            enum Leg: Hashable { case city(String), hotel(String), map }

            @main
            struct TripApp: App {
              @State private var legs: [Leg] = []
              var body: some Scene {
                WindowGroup {
                  NavigationStack(path: $legs) {
                    Planner(legs: $legs)
                      .navigationDestination(for: Leg.self) { leg in
                        switch leg {
                        case .city(let name): CityPage(name: name)
                        case .hotel(let name): HotelPage(name: name)
                        case .map: MapPage()
                        }
                      }
                  }
                }
              }
            }

            struct Planner: View {
              @Binding var legs: [Leg]
              @State private var fresh = false
              var body: some View {
                1️⃣Button("Rome") { legs = legs + [.city("Rome"), .hotel("Roma")] }
                2️⃣Button("Map") { legs = fresh ? [.map] : legs + [.map] }
              }
            }
            struct CityPage: View { let name: String; var body: some View { Text(name) } }
            struct HotelPage: View { let name: String; var body: some View { Text(name) } }
            struct MapPage: View { var body: some View { Text("") } }
            """, [
                "TripApp -child-> Planner",
                "Planner -push-> Leg.city @1️⃣",
                "Leg.city -push-> Leg.hotel @1️⃣",
                "Planner -reset-> Leg.map @2️⃣",
                "Planner -push-> Leg.map @2️⃣",
            ])
    }
}
