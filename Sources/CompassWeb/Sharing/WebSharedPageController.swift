import CompassAPI
import CompassDomain
import CompassModels
import CompassStore
import Foundation
import Hummingbird

/// `/s/<token>`: what a school's coaches open from the family's link, without an account. The
/// link is read again on every request (revoked or expired, it opens nothing at once); what
/// it shows is read through the scoping layer as `.coach(grant)`; files open through signed
/// URLs good for ten minutes; each page, view and download is recorded for the family. A
/// guessed, revoked or expired link gets the same small 404 page.
package struct WebSharedPageController: Sendable {
  static let fileSeconds = 600

  let links: ShareLinks
  let rest: RestEngine
  let storage: StorageService
  let renderer: PageRenderer
  let locale: Locale

  package init(
    links: ShareLinks, rest: RestEngine, storage: StorageService, renderer: PageRenderer,
    locale: Locale
  ) {
    self.links = links
    self.rest = rest
    self.storage = storage
    self.renderer = renderer
    self.locale = locale
  }

  package func addRoutes(to router: Router<some RequestContext>) {
    router.get("s/:token") { request, context in
      try await opened(context.parameters.get("token")) { grant, rows in
        try await links.record(.page, through: grant, document: nil, agent: agent(request))
        let page = SharedSchoolPage(
          athlete: try await rows.athlete(), school: try await rows.school(),
          documents: try await rows.documents(), metrics: try await rows.metrics(),
          base: Self.base(context), locale: locale)
        return HTMLResponse.privatePage(renderer.renderStandalone(page))
      }
    }
    router.get("s/:token/documents/:id") { request, context in
      try await document(context) { grant, document in
        try await links.record(
          .view, through: grant, document: document.id.description, agent: agent(request))
        let page = SharedDocumentPage(document, base: Self.base(context))
        return HTMLResponse.privatePage(renderer.renderStandalone(page))
      }
    }
    router.get("s/:token/documents/:id/file") { request, context in
      try await document(context) { grant, document in
        let download = request.uri.queryParameters.get("download") == "1"
        if download {
          try await links.record(
            .download, through: grant, document: document.id.description, agent: agent(request))
        }
        return try await file(of: document, grant: grant, download: download)
      }
    }
  }

  /// Runs `work` with the grant the token opens and what it may read; otherwise the 404 page.
  private func opened(
    _ token: String?, _ work: (ShareGrant, SharedRows) async throws -> Response
  ) async throws -> Response {
    guard let token, let grant = try await links.open(token: token) else { return missing() }
    return try await work(grant, SharedRows(engine: rest, grant: grant))
  }

  /// Runs `work` with the shared document the address names; otherwise the 404 page.
  private func document(
    _ context: some RequestContext, _ work: (ShareGrant, Document) async throws -> Response
  ) async throws -> Response {
    try await opened(context.parameters.get("token")) { grant, rows in
      let id = context.parameters.get("id").flatMap(Document.ID.init)
      guard let id, let document = try await rows.document(id) else { return missing() }
      return try await work(grant, document)
    }
  }

  /// A redirect to the document's file through a short-lived signed URL that only this
  /// document's file could be signed for.
  private func file(of document: Document, grant: ShareGrant, download: Bool) async throws
    -> Response
  {
    guard let key = try? ObjectKey(bucket: DocumentUpload.bucket, name: document.fileURL) else {
      return missing()
    }
    var reader = grant
    reader.files = [key.path]
    guard
      let signed = try? await storage.signedURL(
        key, seconds: Self.fileSeconds, caller: .coach(reader))
    else { return missing() }
    let name = DocumentFilePath.fileName(of: document.fileURL)
    let saved =
      download
      ? "&download=" + (name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "file")
      : ""
    return HTMLResponse.privateRedirect(to: "/storage/v1" + signed + saved)
  }

  private func missing() -> Response {
    HTMLResponse.privatePage(renderer.renderStandalone(SharedMissingPage()), status: .notFound)
  }

  private func agent(_ request: Request) -> String {
    BrowserFamily.of(userAgent: request.headers[.userAgent])
  }

  private static func base(_ context: some RequestContext) -> String {
    "/s/" + (context.parameters.get("token") ?? "")
  }
}
