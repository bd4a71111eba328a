import SwiftUI

extension Color {
    static let brandPrimary = Color("BrandPrimary")
    static let brandSecondary = Color("BrandSecondary")
}

extension Decimal {
    var currencyText: String {
        formatted(.currency(code: "EUR"))
    }
}
