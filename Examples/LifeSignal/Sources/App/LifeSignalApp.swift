import ComposableArchitecture
import SwiftUI

@main
struct LifeSignalApp: App {
  @MainActor
  static let store = Store(initialState: AppFeature.State()) {
    AppFeature()
      ._printChanges()
  }

  var body: some Scene {
    WindowGroup {
      AppView(store: Self.store)
        .onOpenURL { url in
          Self.store.send(.openURL(url))
        }
    }
  }
}
