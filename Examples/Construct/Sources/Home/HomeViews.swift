import SwiftUI

struct HomeView: View {
    @ObservedObject var coordinator: HomeCoordinator
    @EnvironmentObject private var tabCoordinator: TabCoordinator
    @State private var posts: [Post] = []
    @State private var todaysChallenge: Challenge?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                if let challenge = todaysChallenge {
                    Button {
                        coordinator.navigate(to: .challenge(id: challenge.id))
                    } label: {
                        Label(challenge.title, systemImage: "flag.checkered")
                    }
                    Button("Learn today's exercise") {
                        tabCoordinator.openExercise(id: challenge.exerciseId)
                    }
                }
                Button("Start a workout") {
                    coordinator.startWorkout()
                }
                .buttonStyle(.borderedProminent)
                ForEach(posts) { post in
                    Button {
                        coordinator.presentPostDetail(post)
                    } label: {
                        VStack(alignment: .leading) {
                            Text(post.authorName).font(.caption.bold())
                            Text(post.text)
                        }
                    }
                }
            }
            .padding()
        }
        .navigationTitle("Home")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button("Leaderboard") { coordinator.showLeaderboard() }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    coordinator.presentCreatePost()
                } label: {
                    Image(systemName: "plus")
                }
            }
        }
        .sheet(isPresented: $coordinator.showingCreatePost) {
            CreatePostView(coordinator: CreatePostCoordinator(
                parent: coordinator
            ))
        }
        .sheet(item: $coordinator.showingPostDetail) { post in
            PostDetailView(
                post: post,
                coordinator: PostDetailCoordinator(parent: coordinator)
            )
        }
        .fullScreenCover(isPresented: $coordinator.showingWorkoutRecorder) {
            WorkoutRecorderView(onClose: coordinator.dismissModal)
                .ignoresSafeArea()
        }
    }
}

struct ChallengeView: View {
    let challengeId: String
    @ObservedObject var coordinator: HomeCoordinator

    var body: some View {
        VStack(spacing: 16) {
            Text("Challenge \(challengeId)").font(.title2)
            Button("See leaderboard") {
                coordinator.showLeaderboard()
            }
        }
        .navigationTitle("Challenge")
    }
}

struct LeaderboardView: View {
    @State private var entries: [(name: String, score: Int)] = []

    var body: some View {
        List(entries.indices, id: \.self) { index in
            HStack {
                Text("\(index + 1). \(entries[index].name)")
                Spacer()
                Text("\(entries[index].score)")
            }
        }
        .navigationTitle("Leaderboard")
    }
}

struct CreatePostView: View {
    let coordinator: CreatePostCoordinator
    @State private var text = ""

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .padding()
                .navigationTitle("New post")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { coordinator.cancel() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Post") { coordinator.finish() }
                    }
                }
        }
    }
}
