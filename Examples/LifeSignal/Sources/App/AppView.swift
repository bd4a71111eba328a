import ComposableArchitecture
import SwiftUI

struct AppView: View {
  @Bindable var store: StoreOf<AppFeature>

  var body: some View {
    TabView(selection: $store.selectedTab.sending(\.tabSelected)) {
      HomeView(store: store.scope(state: \.home, action: \.home))
        .tabItem { Label("Home", systemImage: "house") }
        .tag(AppFeature.Tab.home)
      RespondersView(store: store.scope(state: \.responders, action: \.responders))
        .tabItem { Label("Responders", systemImage: "person.2") }
        .tag(AppFeature.Tab.responders)
      DependentsView(store: store.scope(state: \.dependents, action: \.dependents))
        .tabItem { Label("Dependents", systemImage: "person.3") }
        .tag(AppFeature.Tab.dependents)
      ProfileView(store: store.scope(state: \.profile, action: \.profile))
        .tabItem { Label("Profile", systemImage: "person.crop.circle") }
        .tag(AppFeature.Tab.profile)
    }
    .onAppear { store.send(.onAppear) }
    .fullScreenCover(item: $store.scope(state: \.destination?.onboarding, action: \.destination.onboarding)) { store in
      OnboardingView(store: store)
    }
    .sheet(item: $store.scope(state: \.destination?.checkIn, action: \.destination.checkIn)) { store in
      CheckInView(store: store)
        .presentationDetents([.medium])
    }
    .sheet(item: $store.scope(state: \.destination?.notifications, action: \.destination.notifications)) { store in
      NavigationStack {
        NotificationCenterView(store: store)
      }
    }
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
  }
}
