import SwiftUI

@MainActor
final class NotificationsViewModel: ObservableObject {
    @Published private(set) var notifications: [AppNotification] = []

    private weak var coordinator: HomeCoordinator?

    init(coordinator: HomeCoordinator) {
        self.coordinator = coordinator
    }

    func load() async {
        notifications = (try? await APIClient.shared.get("/v2/notifications")) ?? []
    }

    func open(_ notification: AppNotification) {
        coordinator?.push(.notificationDetail(notificationId: notification.id))
    }
}

struct NotificationsView: View {
    @StateObject var viewModel: NotificationsViewModel

    var body: some View {
        List(viewModel.notifications) { notification in
            Button(notification.title) { viewModel.open(notification) }
        }
        .navigationTitle("Notifications")
        .task { await viewModel.load() }
    }
}

struct NotificationDetailView: View {
    let notificationId: String
    @State private var notification: AppNotification?

    var body: some View {
        ScrollView {
            Text(notification?.body ?? "")
                .padding()
        }
        .navigationTitle(notification?.title ?? "")
        .task { notification = try? await APIClient.shared.get("/v2/notifications/\(notificationId)") }
    }
}

struct SpendingInsightsView: View {
    @State private var categories: [String: Decimal] = [:]

    var body: some View {
        List(categories.keys.sorted(), id: \.self) { category in
            LabeledContent(category, value: categories[category]?.currencyText ?? "")
        }
        .navigationTitle("Insights")
        .task { categories = (try? await APIClient.shared.get("/v2/insights/monthly")) ?? [:] }
    }
}
