import ComposableArchitecture
import SwiftUI

struct HomeView: View {
  @Bindable var store: StoreOf<HomeFeature>

  var body: some View {
    NavigationStack {
      List {
        Section {
          CountdownView(lastCheckIn: store.lastCheckIn, interval: store.interval)
          Button("Check in") { store.send(.checkInButtonTapped) }
        }
        Section {
          Button("History") { store.send(.historyButtonTapped) }
          Button("Check-in interval") { store.send(.intervalButtonTapped) }
            .popover(item: $store.scope(state: \.destination?.intervalPicker, action: \.destination.intervalPicker)) { store in
              IntervalPickerView(store: store)
            }
          Button("My QR code") { store.send(.qrCodeButtonTapped) }
        }
      }
      .navigationTitle("LifeSignal")
      .toolbar {
        Button {
          store.send(.notificationsButtonTapped)
        } label: {
          Image(systemName: "bell")
        }
      }
    }
    .sheet(item: $store.scope(state: \.destination?.history, action: \.destination.history)) { store in
      NavigationStack { CheckInHistoryView(store: store) }
    }
    .fullScreenCover(item: $store.scope(state: \.destination?.qrCode, action: \.destination.qrCode)) { store in
      QRCodeView(store: store)
    }
    .confirmationDialog($store.scope(state: \.destination?.checkInOptions, action: \.destination.checkInOptions))
    .alert($store.scope(state: \.alert, action: \.alert))
  }
}
