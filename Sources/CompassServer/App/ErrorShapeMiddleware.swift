import CompassAPI
import CompassHTTP
import CompassServices
import CompassStore
import CompassWeb
import HTTPTypes
import Hummingbird
import Logging

/// Gives every failure that no route answered itself the shape of its family: PostgREST's JSON
/// under `/rest/v1`, GoTrue's under `/auth/v1`, Storage's under `/storage/v1`, `{success, error}`
/// under `/api`, and a page for the browser. A route that does not exist, a verb a route does
/// not take, a body over its limit and any unexpected error all come through here; a database
/// refusal no route mapped (a request that lost a race to a unique key) keeps its 4xx or 503.
struct ErrorShapeMiddleware<Context: RequestContext>: RouterMiddleware {
  let pages: PageRenderer

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let busy as HeavyWork.Refusal {
      var response = shaped(busy.status, request: request)
      response.headers[.retryAfter] = String(busy.retryAfter)
      return response
    } catch let error as any HTTPResponseError {
      return shaped(error.status, request: request)
    } catch {
      if let refusal = DatabaseErrorMapping.kind(of: error) {
        return shaped(refusal.status, request: request)
      }
      context.logger.error("request failed: \(String(reflecting: error))")
      return shaped(.internalServerError, request: request)
    }
  }

  private func shaped(_ status: HTTPResponse.Status, request: Request) -> Response {
    let path = request.uri.path
    if path.hasPrefix("/rest/v1") {
      return restError(status, path: path, method: request.method)
    }
    if path.hasPrefix("/auth/v1") {
      return AuthController.render(AuthError.routeFailure(status), request: request)
    }
    if path.hasPrefix("/storage/v1") {
      return StorageError.routeFailure(status, method: request.method, path: path).response()
    }
    if path == "/api" || path.hasPrefix("/api/") {
      return JSONBody.response(
        ["success": false, "error": .string(Self.apiMessage(status))], status: status)
    }
    return Self.page(status).response(pages, for: nil, status: status)
  }

  /// A path naming a table answers an unsupported verb; any other path names nothing.
  private func restError(_ status: HTTPResponse.Status, path: String, method: HTTPRequest.Method)
    -> Response
  {
    switch status {
    case .notFound:
      let table = path.dropFirst("/rest/v1/".count)
      return RestController.render(
        TableRegistry.table(String(table)) != nil
          ? .unsupportedMethod(method.rawValue) : .invalidPath)
    case .contentTooLarge:
      return RestController.render(
        PostgrestError(
          code: "PGRST102", message: "The request body is too large", kind: .tooLarge))
    case .internalServerError:
      return RestController.render(.internal)
    default:
      return RestController.render(
        PostgrestError(code: "PGRST100", message: status.reasonPhrase, kind: .invalid),
        status: status)
    }
  }

  private static func apiMessage(_ status: HTTPResponse.Status) -> String {
    switch status {
    case .notFound: "Not found"
    case .contentTooLarge: "Request body is too large"
    case .internalServerError: "Server error, please try again"
    default: status.reasonPhrase
    }
  }

  private static func page(_ status: HTTPResponse.Status) -> MessagePage {
    let (heading, text) =
      switch status {
      case .notFound: ("Page not found", "There is no page at this address.")
      case .contentTooLarge:
        (
          "Too much to send",
          "What was sent is larger than this form takes. Shorten it and try again."
        )
      case .internalServerError:
        ("Something went wrong", "Nothing was lost. Please try again in a moment.")
      case .conflict:
        (
          "Changed at the same moment",
          "Someone else changed this just now. Go back, check it and try again."
        )
      case .serviceUnavailable:
        ("Busy for a moment", "Nothing was lost. Please try again in a moment.")
      case .tooManyRequests:
        (
          "One moment",
          "Your last export or long page is still being made. Try again in a few seconds."
        )
      default: (status.reasonPhrase, "The request could not be read. Please go back and try again.")
      }
    return MessagePage(
      title: heading, section: "", heading: heading, text: text, linkHref: SitePath(.events),
      linkLabel: "Go to Events")
  }
}
