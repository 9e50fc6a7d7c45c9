import CompassDomain
import CompassHTTP
import CompassModels
import CompassServices
import CompassStore
import Foundation
import Hummingbird

/// `/s/<token>`: what a school's coaches open from the family's link, without an account. The
/// link is read again on every request (revoked or expired, it opens nothing at once); what
/// it shows is read through the scoping layer as `.coach(grant)`; a document's file is served
/// at the page's own address, checked again on every request (a video's every range), and no
/// object key or storage address ever reaches the coach; each page, view and download is
/// recorded for the family. A guessed, revoked or expired link gets the same small 404 page.
package struct WebSharedPageController: Sendable {
  let links: ShareLinks
  let rest: RestEngine
  let storage: StorageService
  let renderer: PageRenderer
  let locale: Locale
  /// Makes the id each reply form is drawn with.
  let newID: @Sendable () -> UUID

  package init(
    links: ShareLinks, rest: RestEngine, storage: StorageService, renderer: PageRenderer,
    locale: Locale, newID: @escaping @Sendable () -> UUID = UUID.init
  ) {
    self.newID = newID
    self.links = links
    self.rest = rest
    self.storage = storage
    self.renderer = renderer
    self.locale = locale
  }

  package func addRoutes(to router: Router<some SiteRequestContext>) {
    router.get(.shared, use: sharedPage)
    router.get(.sharedSummary, use: sharedSummary)
    router.post(.sharedReply, use: sharedReply)
    router.get(.sharedDocument, use: sharedDocument)
    router.get(.sharedDocumentFile, use: sharedDocumentFile)
  }

  /// Files a coach's reply for the family and sends the coach back to the page, thanked; a
  /// refused reply comes back with what was typed and why.
  private func reply(_ request: Request, rows: SharedRows, token: String) async throws
    -> Response
  {
    let fields = try BrowserForm.decode(
      SharedReplyFields.self, from: try await BrowserForm.body(request))
    var form = SharedReplyForm(
      name: fields.name.trimmed, email: fields.email.trimmed, message: fields.message.trimmed)
    let problem = form.problem
    if let problem { form.refuse(problem) }
    let id = fields.submission.flatMap(UUID.init(uuidString:))
    if problem == nil, let id {
      let filed = try await rows.reply(
        form.content, id: Interaction.ID(DerivedID.make(from: id, purpose: "reply")),
        at: rest.now())
      if filed {
        let thanked = SitePath.shared(.page, token: token).query("replied", "1").fragment("reply")
        return HTMLResponse.redirect(to: thanked, for: nil)
      }
      form.error = "The family has received many messages today. Please write again tomorrow."
    } else if problem == nil {
      form.error = WebGate.notFromItsPage
    }
    var page = SharedSchoolPage(
      try await SharedContent.read(rows, now: rest.now()), token: token, locale: locale)
    page.reply = form
    page.reply.submission = UUIDText.lowercase(newID())
    return page.privateResponse(renderer, status: .badRequest)
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
    _ context: some SiteRequestContext, _ work: (ShareGrant, Document) async throws -> Response
  ) async throws -> Response {
    try await opened(context.parameters.get("token")) { grant, rows in
      let id = context.parameters.id(of: Document.self)
      guard let id, let document = try await rows.document(id) else { return missing() }
      return try await work(grant, document)
    }
  }

  /// The document's file, which the link may open only while the document is shared with its
  /// school and the file lies in its athlete's folder.
  private func file(
    of document: Document, grant: ShareGrant, request: Request, download: Bool
  ) async throws -> Response {
    guard let key = try? ObjectKey(bucket: DocumentUpload.bucket, name: document.fileURL) else {
      return missing()
    }
    var reader = grant
    reader.files = [key.path]
    let response = try? await storage.response(
      for: key, caller: .coach(reader), request: request,
      download: download ? DocumentFilePath.fileName(of: document.fileURL) : nil)
    return response.map(HTMLResponse.privateFile) ?? missing()
  }

  private func missing() -> Response {
    SharedMissingPage().privateResponse(renderer, status: .notFound)
  }

  private func agent(_ request: Request) -> String {
    BrowserFamily.of(userAgent: request.headers[.userAgent])
  }

  private static func token(_ context: some SiteRequestContext) -> String {
    context.parameters.get("token") ?? ""
  }
}

/// The coach's reply form as posted.
private struct SharedReplyFields: Decodable, Sendable {
  let name: String?
  let email: String?
  let message: String?
  let submission: String?
}

extension String? {
  fileprivate var trimmed: String { (self ?? "").trimmingCharacters(in: .whitespacesAndNewlines) }
}

/// The routes' handlers, one per route.
extension WebSharedPageController {
  @Sendable func sharedPage(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await opened(context.parameters.get("token")) { grant, rows in
      try await links.record(.page, through: grant, document: nil, agent: agent(request))
      var page = SharedSchoolPage(
        try await SharedContent.read(rows, now: rest.now()), token: Self.token(context),
        locale: locale)
      page.reply.sent = BrowserForm.queryValue("replied", in: request) == "1"
      page.reply.submission = UUIDText.lowercase(newID())
      return page.privateResponse(renderer)
    }
  }

  @Sendable func sharedSummary(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await opened(context.parameters.get("token")) { grant, rows in
      try await links.record(.page, through: grant, document: nil, agent: agent(request))
      let page = SharedSummaryPage(
        try await SharedContent.read(rows, now: rest.now()), token: Self.token(context),
        locale: locale)
      return page.privateResponse(renderer)
    }
  }

  @Sendable func sharedReply(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await opened(context.parameters.get("token")) { _, rows in
      try await reply(request, rows: rows, token: Self.token(context))
    }
  }

  @Sendable func sharedDocument(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await document(context) { grant, document in
      try await links.record(
        .view, through: grant, document: document.id, agent: agent(request))
      let page = SharedDocumentPage(document, token: Self.token(context))
      return page.privateResponse(renderer)
    }
  }

  @Sendable func sharedDocumentFile(_ request: Request, context: some SiteRequestContext)
    async throws
    -> Response
  {
    try await document(context) { grant, document in
      let download = request.uri.queryParameters.get("download") == "1"
      if download {
        try await links.record(
          .download, through: grant, document: document.id, agent: agent(request))
      }
      return try await file(of: document, grant: grant, request: request, download: download)
    }
  }
}
