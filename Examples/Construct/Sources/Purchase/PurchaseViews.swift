import SwiftUI

struct ProductListView: View {
    @ObservedObject var coordinator: PurchaseCoordinator
    @State private var products: [Product] = []
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List(products) { product in
            Button {
                coordinator.startPurchase(for: product)
            } label: {
                HStack {
                    Text(product.title)
                    Spacer()
                    Text(product.price, format: .currency(code: "USD"))
                }
            }
        }
        .navigationTitle("Construct Pro")
        .toolbar {
            Button("Close") { dismiss() }
        }
        .task { products = await coordinator.products() }
    }
}

struct AddPaymentMethodView: View {
    @ObservedObject var coordinator: PurchaseCoordinator
    @State private var cardNumber = ""

    var body: some View {
        Form {
            TextField("Card number", text: $cardNumber).keyboardType(.numberPad)
            Button("Save card") {
                UserDefaults.standard.set(String(cardNumber.suffix(4)), forKey: "defaultPaymentMethod")
                coordinator.pop()
            }
        }
        .navigationTitle("Payment method")
    }
}

struct ConfirmPurchaseView: View {
    let product: Product
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text(product.title).font(.title3)
            Button("Subscribe") { dismiss() }
                .buttonStyle(.borderedProminent)
        }
        .navigationTitle("Confirm")
    }
}

struct PurchaseErrorView: View {
    let message: String
    @ObservedObject var coordinator: PurchaseCoordinator

    var body: some View {
        VStack(spacing: 16) {
            Text(message).multilineTextAlignment(.center)
            Button("Try again") { coordinator.popToRoot() }
        }
        .padding()
    }
}
