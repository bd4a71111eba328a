import Testing

/// Route enums nested in another's cases (`case library(Library)` with `enum Library { case
/// book(Int), author(String) }`), whose destination switches over the carried value in the outer
/// case (`case .library(let place): switch place { case .book: … }`) or in its own method
/// (`case .options(let pane): pane.page()`, `func page()` switching over `self`): the nested cases
/// are the screens, and `.library(.book(7))` pushes the book's. A carried enum no such switch
/// maps is data: the case carrying it stays the screen (and a link whose destination switches over
/// it pushes each case's screen).
struct NestedRouteShapesTests {
    @Test func aCaseCarryingARouteEnumShowsTheCarriedCasesScreens() {
        EdgeExpectation.check("""
            import SwiftUI

            final class Navigator: ObservableObject {
              @Published var path: [Place] = []
              func open(_ place: Place) { path.append(place) }

              enum Place: Hashable {
                case library(Library)
                case options(Options)
                case receipt(Receipt)

                enum Library: Hashable { case book(Int), author(String) }
                enum Options: String, Hashable { case fonts, storage }
              }
            }

            enum Receipt: Hashable { case paper(Int), email(String) }

            extension Navigator.Place.Options {
              @ViewBuilder func page() -> some View {
                switch self {
                case .fonts: FontsPage()
                case .storage: StoragePage()
                }
              }
            }

            @main
            struct ReaderApp: App {
              @StateObject private var navigator = Navigator()
              var body: some Scene {
                WindowGroup {
                  NavigationStack(path: $navigator.path) {
                    Shelf(navigator: navigator)
                      .navigationDestination(for: Navigator.Place.self) { place in
                        switch place {
                        case .library(let spot):
                          switch spot {
                          case .book(let id): BookPage(id: id, navigator: navigator)
                          case .author(let name): AuthorPage(name: name)
                          }
                        case .options(let pane):
                          pane.page()
                        case .receipt(let receipt):
                          ReceiptPage(receipt: receipt)
                        }
                      }
                  }
                }
              }
            }

            struct Shelf: View {
              let navigator: Navigator
              var body: some View {
                1️⃣Button("Dune") { navigator.open(.library(.book(7))) }
                2️⃣Button("Fonts") { navigator.open(.options(.fonts)) }
                3️⃣Button("Receipt") { navigator.open(.receipt(.email("me"))) }
              }
            }
            struct BookPage: View {
              let id: Int
              let navigator: Navigator
              var body: some View { 4️⃣Button("Author") { navigator.open(.library(.author("Herbert"))) } }
            }
            struct AuthorPage: View { let name: String; var body: some View { Text(name) } }
            struct FontsPage: View { var body: some View { Text("") } }
            struct StoragePage: View { var body: some View { Text("") } }
            struct ReceiptPage: View {
              let receipt: Receipt
              var body: some View {
                5️⃣NavigationLink("Send") {
                  switch receipt {
                  case .paper: PrintPage()
                  case .email: MailPage()
                  }
                }
              }
            }
            struct PrintPage: View { var body: some View { Text("") } }
            struct MailPage: View { var body: some View { Text("") } }
            """, [
                "ReaderApp -child-> Shelf",
                "Shelf -push-> Navigator.Place.Library.book @1️⃣",
                "Shelf -push-> Navigator.Place.Options.fonts @2️⃣",
                "Shelf -push-> Navigator.Place.receipt @3️⃣",
                "Navigator.Place.Library.book -push-> Navigator.Place.Library.author @4️⃣",
                "Navigator.Place.receipt -push-> PrintPage @5️⃣",
                "Navigator.Place.receipt -push-> MailPage @5️⃣",
            ])
    }
}
