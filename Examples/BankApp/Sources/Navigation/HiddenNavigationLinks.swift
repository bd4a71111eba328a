import SwiftUI

/// iOS 15 stand-in for `NavigationStack(path:)`: one hidden `NavigationLink` per stack entry,
/// each nested in the previous destination's background.
struct HiddenNavigationLinks<R: Route, Destination: View>: View {
    @Binding var stack: [NavigationItem]
    let destination: (R) -> Destination

    var body: some View {
        link(at: 0)
    }

    private func link(at index: Int) -> AnyView {
        guard index < stack.count, let route = stack[index].route.base as? R else {
            return AnyView(EmptyView())
        }
        return AnyView(
            NavigationLink(
                destination: destination(route)
                    .background(link(at: index + 1)),
                isActive: isActive(at: index)
            ) {
                EmptyView()
            }
            .hidden()
        )
    }

    private func isActive(at index: Int) -> Binding<Bool> {
        Binding(
            get: { index < stack.count },
            set: { isActive in
                if !isActive && index < stack.count {
                    stack = Array(stack.prefix(index))
                }
            }
        )
    }
}
