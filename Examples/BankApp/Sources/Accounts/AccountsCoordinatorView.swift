import SwiftUI

struct AccountsCoordinatorView: View {
    @ObservedObject var coordinator: AccountsCoordinator

    var body: some View {
        NavigationView {
            coordinator.build(.list)
                .background(firstLink)
        }
        .navigationViewStyle(.stack)
        .sheet(item: $coordinator.presentedSheet) { item in
            if let route = item.route.base as? AccountsRoute {
                NavigationView {
                    coordinator.build(route)
                }
            }
        }
        .fullScreenCover(item: $coordinator.presentedFullScreen) { item in
            if let route = item.route.base as? AccountsRoute {
                NavigationView {
                    coordinator.build(route)
                }
            }
        }
    }

    /// Only the first stack entry gets a link here; deeper entries nest in its background.
    @ViewBuilder
    private var firstLink: some View {
        if let firstItem = coordinator.navigationStack.first,
           let route = firstItem.route.base as? AccountsRoute {
            NavigationLink(
                destination: coordinator.build(route)
                    .background(link(forStackIndex: 1)),
                isActive: Binding(
                    get: { !coordinator.navigationStack.isEmpty },
                    set: { isActive in
                        if !isActive {
                            coordinator.navigationStack.removeAll()
                        }
                    }
                )
            ) {
                EmptyView()
            }
            .hidden()
        }
    }

    private func link(forStackIndex index: Int) -> AnyView {
        if index < coordinator.navigationStack.count,
           let route = coordinator.navigationStack[index].route.base as? AccountsRoute {
            return AnyView(
                NavigationLink(
                    destination: coordinator.build(route)
                        .background(link(forStackIndex: index + 1)),
                    isActive: isLinkActive(at: index)
                ) {
                    EmptyView()
                }
                .hidden()
            )
        } else {
            return AnyView(EmptyView())
        }
    }

    private func isLinkActive(at index: Int) -> Binding<Bool> {
        Binding(
            get: { index < coordinator.navigationStack.count },
            set: { isActive in
                if !isActive && index < coordinator.navigationStack.count {
                    coordinator.navigationStack = Array(coordinator.navigationStack.prefix(index))
                }
            }
        )
    }
}
