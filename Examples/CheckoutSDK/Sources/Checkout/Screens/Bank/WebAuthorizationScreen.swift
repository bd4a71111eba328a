import SwiftUI
import WebKit

@MainActor
final class WebAuthorizationScreenViewModel: ObservableObject {
    let url: URL
    private let coordinator: CheckoutCoordinator

    init(url: URL, coordinator: CheckoutCoordinator) {
        self.url = url
        self.coordinator = coordinator
    }

    /// The issuer's page redirects to our return URL once the customer has authorised.
    func didReachReturnURL() {
        coordinator.navigate(to: .processing)
    }

    func cancel() {
        coordinator.goBack()
    }
}

struct WebAuthorizationScreen: View {
    @StateObject var viewModel: WebAuthorizationScreenViewModel

    static func create(url: URL, container: ContainerProtocol) async throws -> WebAuthorizationScreen {
        WebAuthorizationScreen(viewModel: WebAuthorizationScreenViewModel(
            url: url,
            coordinator: try await container.resolve(CheckoutCoordinator.self)
        ))
    }

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("Cancel", action: viewModel.cancel)
                Spacer()
                Image(systemName: "lock.fill")
                Text(viewModel.url.host ?? "").font(.footnote)
            }
            .padding()
            AuthorizationWebView(url: viewModel.url, onReturn: viewModel.didReachReturnURL)
        }
        .frame(minHeight: 480)
    }
}

private struct AuthorizationWebView: UIViewRepresentable {
    let url: URL
    let onReturn: () -> Void

    func makeCoordinator() -> Delegate {
        Delegate(onReturn: onReturn)
    }

    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView()
        webView.navigationDelegate = context.coordinator
        webView.load(URLRequest(url: url))
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {}

    final class Delegate: NSObject, WKNavigationDelegate {
        let onReturn: () -> Void

        init(onReturn: @escaping () -> Void) {
            self.onReturn = onReturn
        }

        func webView(
            _ webView: WKWebView,
            decidePolicyFor navigationAction: WKNavigationAction,
            decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
        ) {
            if navigationAction.request.url?.scheme == "checkout-return" {
                decisionHandler(.cancel)
                onReturn()
            } else {
                decisionHandler(.allow)
            }
        }
    }
}
