import SwiftUI

struct SearchView: View {
    @ObservedObject var coordinator: SearchCoordinator
    @State private var query = ""
    @State private var results: [Exercise] = []
    @State private var featured: [FeaturedItem] = []
    private let muscleGroups = ["Chest", "Back", "Legs", "Core"]

    var body: some View {
        List {
            Section("Featured") {
                ForEach(featured) { item in
                    Button(item.title) {
                        if let route = SearchCoordinator.Route(remoteTarget: item.target) {
                            coordinator.navigate(to: route)
                        }
                    }
                }
            }
            Section("Muscle groups") {
                ForEach(muscleGroups, id: \.self) { group in
                    Button(group) {
                        coordinator.navigate(to: .muscleGroup(name: group))
                    }
                }
            }
            Section("Results") {
                ForEach(results) { exercise in
                    Button(exercise.name) {
                        coordinator.showExercise(exercise)
                    }
                }
            }
        }
        .searchable(text: $query)
        .navigationTitle("Search")
    }
}

struct MuscleGroupView: View {
    let name: String
    @ObservedObject var coordinator: SearchCoordinator
    @State private var exercises: [Exercise] = []

    var body: some View {
        List(exercises) { exercise in
            Button(exercise.name) {
                coordinator.showExercise(exercise)
            }
        }
        .navigationTitle(name)
    }
}

struct ExerciseDetailView: View {
    let exerciseId: String
    @ObservedObject var coordinator: SearchCoordinator
    @State private var similar: [Exercise] = []

    var body: some View {
        List {
            Section("How to") {
                Text("Keep your core braced and move through the full range.")
            }
            Section("Similar") {
                ForEach(similar) { exercise in
                    Button(exercise.name) {
                        coordinator.showExercise(exercise)
                    }
                }
            }
            ShareLink(item: AppRoute.exercise(id: exerciseId).deepLink!)
        }
        .navigationTitle("Exercise")
    }
}
