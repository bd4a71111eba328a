import SwiftUI

struct CartItem: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let price: Int
}

struct CartView: View {
    let service: DemoCheckoutService
    @State private var items: [CartItem] = [
        CartItem(name: "Espresso beans", price: 1_450),
        CartItem(name: "Milk frother", price: 3_900),
    ]
    @State private var isCheckingOut = false
    @State private var lastOrderId: String?

    var body: some View {
        NavigationView {
            List {
                ForEach(items) { item in
                    HStack {
                        Text(item.name)
                        Spacer()
                        Text(Decimal(item.price) / 100, format: .currency(code: "GBP"))
                    }
                }
                Button("Add sample item") {
                    items.append(CartItem(name: "Filter papers", price: 399))
                }
                NavigationLink(destination: OrderHistoryView(lastOrderId: lastOrderId)) {
                    Text("Order history")
                }
            }
            .navigationTitle("Cart")
            .safeAreaInset(edge: .bottom) {
                Button("Checkout") { isCheckingOut = true }
                    .buttonStyle(.borderedProminent)
                    .padding()
            }
        }
        .navigationViewStyle(.stack)
        .sheet(isPresented: $isCheckingOut) {
            Checkout.makeView(service: service) { completion in
                if case .completed(let result) = completion {
                    lastOrderId = result.paymentId
                    items.removeAll()
                }
                isCheckingOut = false
            }
        }
    }
}

struct OrderHistoryView: View {
    let lastOrderId: String?

    var body: some View {
        List {
            if let lastOrderId {
                Text("Order \(lastOrderId)")
            } else {
                Text("No orders yet").foregroundStyle(.secondary)
            }
        }
        .navigationTitle("Orders")
    }
}
