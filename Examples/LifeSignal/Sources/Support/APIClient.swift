import Foundation

/// The LifeSignal backend. Switches over URL hosts to pick a region: not navigation.
struct APIClient: Sendable {
  var baseURL: URL

  func region(of url: URL) -> String {
    switch url.host {
    case "eu.api.lifesignal.app":
      return "eu"
    case "us.api.lifesignal.app":
      return "us"
    default:
      return "global"
    }
  }

  func request(_ path: String) -> URLRequest {
    URLRequest(url: baseURL.appending(path: path))
  }
}
