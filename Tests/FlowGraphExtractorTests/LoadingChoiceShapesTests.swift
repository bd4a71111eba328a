import Testing

/// A view choosing between a loading row and its own rows (`if loading { SpinnerRow() } else {
/// ForEach(items) { … } }`) chooses its look while it loads: the loading row is no screen it hosts.
struct LoadingChoiceShapesTests {
    @Test func loadingRowBesideOwnRowsIsNoChild() {
        EdgeExpectation.check("""
            import SwiftUI
            struct SpinnerRow: View { var body: some View { ProgressView() } }
            final class HarvestModel: ObservableObject {
                @Published var loading = true
                @Published var crops: [String] = []
            }
            struct CropDetail: View { let crop: String; var body: some View { Text(crop) } }
            struct HarvestSection: View {
                @StateObject private var model = HarvestModel()
                var body: some View {
                    Group {
                        if model.loading {
                            SpinnerRow()
                        } else if model.crops.isEmpty {
                            Text("nothing to harvest")
                        } else {
                            ForEach(model.crops, id: \\.self) { crop in
                                1️⃣NavigationLink(destination: CropDetail(crop: crop)) { Text(crop) }
                            }
                        }
                    }
                }
            }
            struct Farm: View {
                var body: some View {
                    NavigationStack {
                        List {
                            Text("today")
                            HarvestSection()
                        }
                    }
                }
            }
            @main struct Almanac: App { var body: some Scene { WindowGroup { 2️⃣Farm() } } }
            """, ["Almanac -child-> Farm @2️⃣", "Farm -push-> CropDetail @1️⃣"])
    }
}
