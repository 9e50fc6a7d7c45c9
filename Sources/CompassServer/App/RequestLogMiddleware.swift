import Hummingbird
import Logging

/// One log line per request: method, path (never the query, which may carry a token), status
/// and milliseconds.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let start = ContinuousClock.now
    let path = request.uri.path
    do {
      let response = try await next(request, context)
      log(request, path: path, status: response.status.code, since: start, context: context)
      return response
    } catch {
      let status = (error as? any HTTPResponseError)?.status.code ?? 500
      log(request, path: path, status: status, since: start, context: context)
      throw error
    }
  }

  private func log(
    _ request: Request, path: String, status: Int, since start: ContinuousClock.Instant,
    context: Context
  ) {
    let elapsed = (ContinuousClock.now - start).components
    let tenths = elapsed.seconds * 10_000 + elapsed.attoseconds / 100_000_000_000_000
    context.logger.info("\(request.method) \(path) \(status) \(tenths / 10).\(tenths % 10)ms")
  }
}
