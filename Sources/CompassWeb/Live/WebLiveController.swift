import CompassDomain
import CompassModels
import CompassServices
import CompassStore
import Foundation
import Hummingbird
import NIOCore
import ServiceLifecycle

/// `/live?tables=…` (and `/for/<athlete>/live`): the changes an open page shows, as Server-Sent
/// Events, for the page's script to redraw the page without a reload. A change goes only to a
/// person who may read its row at that moment (the Realtime hub asks the scoping layer) and
/// carries its table and the line to say ("Dana (parent) added “Fall Showcase”"), never the
/// row. The stream ends when the web session does (checked every beat) or the server stops.
package struct WebLiveController: Sendable {
  let hub: RealtimeHub
  let rest: RestEngine
  let gate: WebGate
  let locale: Locale

  package init(hub: RealtimeHub, rest: RestEngine, gate: WebGate, locale: Locale) {
    self.hub = hub
    self.rest = rest
    self.gate = gate
    self.locale = locale
  }

  /// How often a quiet stream says it is alive, and the session behind it is checked again.
  static let beat: Duration = .seconds(20)

  /// The address a page following `tables` listens on; `nil` when it follows none.
  static func address(following tables: [String]) -> SitePath? {
    tables.isEmpty ? nil : SitePath(.live).query("tables", tables.joined(separator: ","))
  }

  package func addRoutes(to router: Router<some SiteRequestContext>) {
    router.get(.live, use: live)
  }

  @Sendable func live(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      guard let bindings = LiveBindings.make(request, athlete: session.athlete.id) else {
        throw HTTPError(.badRequest, message: "Name the tables to follow, e.g. ?tables=events")
      }
      return stream(bindings, for: session, request: request)
    }
  }

  private func stream(
    _ bindings: [RealtimeBinding], for session: WebSessions.Session, request: Request
  ) -> Response {
    let (items, sink) = AsyncStream.makeStream(
      of: LiveItem.self, bufferingPolicy: .bufferingNewest(64))
    let listener = RealtimeListener(
      bindings: bindings, caller: .user(session.user.id, expires: .max)
    ) { _, data in sink.yield(.change(data)) }
    let watch = SessionWatch(gate: gate, request: request, addressed: session.addressed)
    let notices = LiveNotices(rest: rest, viewer: session.user.id, locale: locale)
    let hub = hub
    return Response(
      status: .ok,
      headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"],
      body: ResponseBody { writer in
        let id = await hub.add(listener)
        let beating = Task { await watch.beat(into: sink, every: Self.beat) }
        defer {
          hub.remove(id)
          beating.cancel()
        }
        try await writer.write(ByteBuffer(string: "retry: 2000\n\n"))
        for await item in items {
          // NB: a change goes out only while the web session behind the page lasts.
          if case .change = item, !(await watch.isCurrent()) { break }
          try await writer.write(ByteBuffer(string: await notices.event(for: item)))
        }
        try await writer.finish(nil)
      })
  }
}

/// What a page's stream sends: a change (the hub's `data`), or a beat.
enum LiveItem: Sendable {
  case change(String)
  case beat
}

/// Beats the stream, ending it once the web session behind it has ended or the server stops.
struct SessionWatch: Sendable {
  let gate: WebGate
  let request: Request
  let addressed: UserID?

  func beat(into sink: AsyncStream<LiveItem>.Continuation, every interval: Duration) async {
    let stopping = Task { [sink] in
      try? await gracefulShutdown()
      sink.finish()
    }
    defer { stopping.cancel() }
    while !Task.isCancelled {
      try? await Task.sleep(for: interval)
      guard !Task.isCancelled else { return }
      guard await isCurrent() else { return sink.finish() }
      sink.yield(.beat)
    }
  }

  /// Whether the web session the stream was opened with still lasts.
  func isCurrent() async -> Bool {
    (try? await gate.sessions.current(request, addressed: addressed)) != nil
  }
}
