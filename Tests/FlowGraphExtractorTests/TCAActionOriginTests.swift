import FlowGraph
import Testing
@testable import FlowGraphExtractor

/// Which screen a TCA move starts from when a parent or coordinator reducer performs it: the
/// screen whose UI sends the action it handles (SPEC §2: `from` is the screen whose UI triggers
/// the move), followed through scoped children, path elements and the stores' instances.
@Suite struct TCAActionOriginTests {
    private func edges(_ sources: [(String, String)]) -> Set<String> {
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: sources.map { (path: $0.0, text: $0.1) }))
        return Set(graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" })
    }

    /// A flow whose root content is a scoped child that one of its path cases also hosts: the
    /// scoped instance's actions come from the flow's own screen, a path element's from that element.
    @Test func scopedRootContentIsTheFlowsScreenNotThePathCaseHostingTheSameFeature() {
        let found = edges([("Checkout/Checkout.swift", """
            @Reducer
            struct Storefront {
              @Reducer enum Path { case checkout(Checkout) }
              @ObservableState struct State { var path = StackState<Path.State>() }
              enum Action { case path(StackActionOf<Path>), openCheckout }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  if case .openCheckout = action { state.path.append(.checkout(Checkout.State())) }
                  return .none
                }
                .forEach(\\.path, action: \\.path)
              }
            }
            @Reducer
            struct Checkout {
              @Reducer enum Path { case revisit(Basket), payment(Payment) }
              @ObservableState
              struct State {
                var path = StackState<Path.State>()
                var basketState = Basket.State()
              }
              enum Action { case basket(Basket.Action), path(StackActionOf<Path>) }
              var body: some ReducerOf<Self> {
                Scope(state: \\.basketState, action: \\.basket) { Basket() }
                Reduce { state, action in
                  switch action {
                  case .basket(.payTapped):
                    state.path.append(.payment(Payment.State()))
                    return .none
                  case .path(.element(id: _, action: .revisit(.payTapped))):
                    state.path.append(.payment(Payment.State()))
                    return .none
                  default:
                    return .none
                  }
                }
                .forEach(\\.path, action: \\.path)
              }
            }
            @Reducer struct Basket { struct State {}; enum Action { case payTapped } }
            @Reducer struct Payment { struct State {}; enum Action {} }
            struct CheckoutView: View {
              @Bindable var store: StoreOf<Checkout>
              var body: some View {
                NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                  BasketView(store: store.scope(state: \\.basketState, action: \\.basket))
                } destination: { store in
                  switch store.case {
                  case let .revisit(store): BasketView(store: store)
                  case let .payment(store): PaymentView(store: store)
                  }
                }
              }
            }
            """)])
        #expect(found.contains("Checkout -push-> Checkout.Path.payment"))
        #expect(found.contains("Checkout.Path.revisit -push-> Checkout.Path.payment"))
        #expect(!found.contains("Basket -push-> Checkout.Path.payment"))
        // The scoped basket is the flow's root content: entered from the flow, besides the path case.
        #expect(found.contains("Checkout -child-> Basket"))
        #expect(found.contains("Checkout.Path.revisit -child-> Basket"))
    }
}
