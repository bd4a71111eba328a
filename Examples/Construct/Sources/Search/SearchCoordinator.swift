import SwiftUI

@MainActor
final class SearchCoordinator: SwiftUICoordinator {
    enum Route: Hashable {
        case exercise(id: String)
        case muscleGroup(name: String)

        /// Featured cards name their destination as `exercise:<id>` or `group:<name>`.
        init?(remoteTarget: String) {
            let parts = remoteTarget.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            switch parts[0] {
            case "exercise": self = .exercise(id: parts[1])
            case "group": self = .muscleGroup(name: parts[1])
            default: return nil
            }
        }
    }

    @Published var path = NavigationPath()

    func navigate(to route: Route) {
        path.append(route)
    }

    func showExercise(_ exercise: Exercise) {
        navigate(to: .exercise(id: exercise.id))
    }
}

struct SearchRootView: View {
    @ObservedObject var coordinator: SearchCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            SearchView(coordinator: coordinator)
                .navigationDestination(for: SearchCoordinator.Route.self) { route in
                    switch route {
                    case .exercise(let id):
                        ExerciseDetailView(exerciseId: id, coordinator: coordinator)
                    case .muscleGroup(let name):
                        MuscleGroupView(name: name, coordinator: coordinator)
                    }
                }
        }
    }
}
