import CompassDomain
import CompassHTTP
import CompassModels
import CompassServices
import CompassStore
import Foundation
import Hummingbird

/// `/documents`: the list and upload, and Document Detail with preview through signed links,
/// edit, share, version history with restore, a new version, and delete with every file.
package struct WebDocumentsController: Sendable {
  static let linkSeconds = 3600

  let rest: RestEngine
  let storage: StorageService
  let shares: ShareLinks
  /// Signs the page's token for Storage's resumable endpoint.
  let tokens: TokenService
  let gate: WebGate
  let locale: Locale

  package init(
    rest: RestEngine, storage: StorageService, shares: ShareLinks, tokens: TokenService,
    gate: WebGate, locale: Locale
  ) {
    self.rest = rest
    self.storage = storage
    self.shares = shares
    self.tokens = tokens
    self.gate = gate
    self.locale = locale
  }

  package func addRoutes<Context: SiteRequestContext>(to router: Router<Context>) {
    router.get(.documents, use: documents)
    router.post(.documents, use: uploadDocument)
    router.post(.documentsResumable, use: declareUpload)
    router.post(.documentsResumableFinish, use: finishUpload)
    router.get(.document, use: show)
    router.post(.documentEdit, use: saveEdit)
    router.post(.documentShares, use: addShares)
    router.get(.documentShareRemoval, use: confirmRemoveShare)
    router.post(.documentShareRemoval, use: removeShare)
    router.post(.documentLinks, use: createLink)
    router.get(.documentLinkRevocation, use: confirmRevokeLink)
    router.post(.documentLinkRevocation, use: revokeLink)
    router.get(.documentRestore, use: confirmRestore)
    router.post(.documentRestore, use: restore)
    router.post(.documentVersions, use: uploadVersion)
    router.post(.documentVersionsResumable, use: declareVersion)
    router.post(.documentVersionsResumableFinish, use: finishVersion)
    router.get(.documentDeletion, use: confirmDelete)
    router.post(.documentDeletion, use: delete)
    router.get(.documentVersionDeletion, use: confirmDeleteVersion)
    router.post(.documentVersionDeletion, use: deleteVersion)
  }

  /// The documents list with its upload form.
  @Sendable func documents(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      try await list(session, upload: DocumentsPage.UploadForm())
    }
  }

  /// Uploads a new document; a refused form comes back open with what was typed.
  @Sendable func uploadDocument(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      do {
        let document = try await upload(session).run(request)
        return HTMLResponse.redirect(to: .document(document.id), in: session)
      } catch is DocumentUpload.ExpiredForm {
        return gate.expired(session, back: SitePath(.documents))
      } catch let refused as DocumentUpload.Refused {
        let fields = refused.fields
        let form = DocumentsPage.UploadForm(
          title: fields["title"] ?? "", type: fields["type"] ?? "",
          description: fields["description"] ?? "", school: fields["school_id"] ?? "",
          error: refused.message, isOpen: true)
        return try await list(session, upload: form, status: .badRequest)
      }
    }
  }

  /// Document Detail, with the edit form (`?edit`) or the share panel (`?share`) open.
  @Sendable func show(_ request: Request, context: some SiteRequestContext) async throws -> Response
  {
    try await withDocument(request, context) { document, session in
      let open = try BrowserForm.query(request, as: OpenPanels.self)
      var panels = DocumentDetailPage.Panels()
      if open.edit != nil { panels.edit = (DocumentEditForm(document: document), false) }
      panels.share = open.share != nil
      panels.shareSearch = open.find ?? ""
      panels.showsAllVersions = open.versions == "all"
      panels.notice = open.shared.flatMap(Int.init).map(SchoolShares.sharedNotice)
      let made = gate.shownOnce(Self.madeLink, request, session)
      panels.createdLink = made.map {
        CoachLinksSection.Created(url: $0.values["url"] ?? "", school: $0.values["school"] ?? "")
      }
      return try await detail(
        document, session, panels: panels, cookies: made.map { [$0.clear] } ?? [])
    }
  }

  /// Saves the edit form; a refused form comes back as typed with its message.
  @Sendable func saveEdit(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await posted(request, context, EditFields.self) { document, form, session in
      let edit = form.form(over: document)
      var panels = DocumentDetailPage.Panels()
      panels.edit = (edit, true)
      panels.editCarry = EditCarry(posted: form)
      let schools = try await schools(session)
      guard edit.payload() != nil else {
        return try await detail(document, session, panels: panels, status: .badRequest)
      }
      guard edit.schoolID.map(schools.map(\.id).contains) ?? true else {
        panels.editError = EventFormMessage.schoolNotAvailable
        return try await detail(document, session, panels: panels, status: .badRequest)
      }
      let outcome: EditOutcome<Document>
      do {
        let start = EditStart(form, fields: EditFields.self) { $0.form(over: document).columns }
        outcome = try await data(session).documents.edits(
          of: document.id, columns: DocumentEdit.columns(of:)
        ).save(
          start.merge(edited: edit.columns, current: DocumentEdit.columns(of: document)),
          over: start.version)
      } catch {
        panels.editError = FormRefusal.message(error, otherwise: FormRefusal.saveFailed)
        return try await detail(
          document, session, panels: panels, status: FormRefusal.status(error))
      }
      guard case .conflict(let conflict) = outcome else {
        return HTMLResponse.redirect(to: .document(document.id), in: session)
      }
      return try await clashed(conflict, session, schools: schools)
    }
  }

  /// The edit form again over the document as the other person left it, with my changes over
  /// theirs and the clash panel: Keep Mine, Keep Theirs, or See Both.
  private func clashed(
    _ conflict: EditConflict<Document>, _ session: WebSessions.Session, schools: [School]
  ) async throws -> Response {
    let current = conflict.current
    var panels = DocumentDetailPage.Panels()
    panels.edit = (DocumentEditForm(document: conflict.mineOverTheirs), false)
    panels.editCarry = EditCarry(
      shown: EditFields(shown: DocumentEditForm(document: current)), version: current.updatedAt,
      conflict: EditConflictView(
        DocumentEdit.fields(of: conflict, schools: schools), thing: "document",
        by: try await session.nameOfSaver(rest, current.updatedBy)))
    return try await detail(current, session, panels: panels, status: .conflict)
  }

  /// Shares the document with more of the user's schools.
  @Sendable func addShares(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await posted(request, context, ShareFields.self) { document, form, session in
      let mine = Set(try await schools(session).map(\.id))
      let ticked = (form.schoolIDs ?? []).compactMap(School.ID.init).filter(mine.contains)
      guard !ticked.isEmpty else {
        var panels = DocumentDetailPage.Panels()
        panels.share = true
        panels.shareError = SchoolShares.nothingTicked
        return try await detail(document, session, panels: panels, status: .badRequest)
      }
      var shares = SchoolShares(document.sharedWithSchools)
      shares.add(ticked)
      try await share(document, shares, session)
      return HTMLResponse.redirect(
        to: .document(document.id).query("shared", String(ticked.count)).fragment("shares"),
        in: session)
    }
  }

  /// Stops sharing the document with one school.
  /// "Stop sharing with …?" as a page of its own, for browsers without the script's dialog.
  @Sendable func confirmRemoveShare(_ request: Request, context: some SiteRequestContext)
    async throws -> Response
  {
    try await withDocument(request, context) { document, session in
      guard let school = context.parameters.id("school", of: School.self) else {
        return gate.notFound(session, .document, list: .documents)
      }
      let name = try await schools(session).first { $0.id == school }?.name ?? "this school"
      return confirm(
        session, SchoolShares.stopSharing(with: name),
        action: .documentShareRemoval(document.id, school: school),
        back: .document(document.id).fragment("shares"))
    }
  }

  @Sendable func removeShare(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await posted(request, context, NoFields.self) { document, _, session in
      var shares = SchoolShares(document.sharedWithSchools)
      if let school = context.parameters.id("school", of: School.self) {
        shares.remove(school)
      }
      try await share(document, shares, session)
      return HTMLResponse.redirect(to: .document(document.id).fragment("shares"), in: session)
    }
  }

  /// "Restore version …?" as a page of its own, for browsers without the script's dialog.
  @Sendable func confirmRestore(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await withDocument(request, context) { document, session in
      confirm(
        session, heading: "Restore version \(document.version)?",
        question: VersionHistory.restoreConfirmation,
        action: .document(.restore, document.id), label: "Restore",
        back: .document(document.id))
    }
  }

  /// Makes this version the group's current one.
  @Sendable func restore(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await posted(request, context, NoFields.self) { document, _, session in
      var values = RowValues<Document>()
      values[.isCurrent] = .flag(true)
      try await data(session).documents.update(document.id, values)
      return HTMLResponse.redirect(to: .document(document.id), in: session)
    }
  }

  /// Uploads a new version of the document.
  @Sendable func uploadVersion(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await withDocument(request, context) { document, session in
      let history = VersionHistory(versions: try await versions(of: document, session))
      do {
        let added = try await upload(session).run(request, original: (document, history))
        return HTMLResponse.redirect(to: .document(added.id), in: session)
      } catch is DocumentUpload.ExpiredForm {
        return gate.expired(session, back: .document(document.id))
      } catch let refused as DocumentUpload.Refused {
        var panels = DocumentDetailPage.Panels()
        panels.uploadError = refused.message
        return try await detail(document, session, panels: panels, status: .badRequest)
      }
    }
  }

  /// "Delete …?" as a page of its own, for browsers without the script's dialog.
  @Sendable func confirmDelete(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await withDocument(request, context) { document, session in
      let history = VersionHistory(versions: try await versions(of: document, session))
      return confirm(
        session, heading: "Delete \(document.title)?",
        question: history.deleteDocumentConfirmation,
        action: .document(.deletion, document.id), label: history.deleteDocumentLabel,
        back: .document(document.id))
    }
  }

  /// "Delete version …?" as a page of its own; the current version has no such page.
  @Sendable func confirmDeleteVersion(_ request: Request, context: some SiteRequestContext)
    async throws -> Response
  {
    try await withDocument(request, context) { document, session in
      let history = VersionHistory(versions: try await versions(of: document, session))
      guard history.canDelete(document) else {
        return HTMLResponse.redirect(to: .document(document.id), in: session)
      }
      return confirm(
        session, heading: "Delete version \(document.version)?",
        question: VersionHistory.deleteVersionConfirmation(document),
        action: .document(.versionDeletion, document.id),
        label: VersionHistory.deleteVersionLabel, back: .document(document.id))
    }
  }

  /// Deletes one archived version and its file, then shows the current version.
  @Sendable func deleteVersion(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await posted(request, context, NoFields.self) { document, _, session in
      let history = VersionHistory(versions: try await versions(of: document, session))
      let current = history.current?.id ?? document.id
      guard history.canDelete(document),
        try await data(session).documents.delete(document.id, where: [.equals(.isCurrent, false)])
      else { return HTMLResponse.redirect(to: .document(current), in: session) }
      if let key = try? ObjectKey(bucket: DocumentUpload.bucket, name: document.fileURL) {
        _ = try await storage.remove([key], caller: .user(session.user.id))
      }
      return HTMLResponse.redirect(to: .document(current).fragment("versions"), in: session)
    }
  }

  /// Deletes every version of the document and their files.
  @Sendable func delete(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await posted(request, context, NoFields.self) { document, _, session in
      let history = VersionHistory(versions: try await versions(of: document, session))
      let keys = history.filePaths.compactMap {
        try? ObjectKey(bucket: DocumentUpload.bucket, name: $0)
      }
      _ = try await storage.remove(keys, caller: .user(session.user.id))
      for version in history.versions {
        try await data(session).documents.delete(version.id)
      }
      return HTMLResponse.redirect(to: SitePath(.documents), in: session)
    }
  }

  /// Dates and times as the person reads them, in their time zone.
  private func text(_ session: WebSessions.Session) -> DocumentText {
    DocumentText(locale: locale, timeZone: session.calendar.timeZone)
  }

  private func list(
    _ session: WebSessions.Session, upload: DocumentsPage.UploadForm,
    status: HTTPResponse.Status = .ok
  ) async throws -> Response {
    let documents = try await data(session).documents.list(order: [.descending(.createdAt)])
    let page = DocumentsPage(
      documents: documents, schools: try await schools(session), upload: upload,
      csrf: session.csrf, text: text(session))
    return page.response(gate.renderer, for: session, status: status)
  }

  func detail(
    _ document: Document, _ session: WebSessions.Session, panels: DocumentDetailPage.Panels,
    status: HTTPResponse.Status = .ok, cookies: [String] = []
  ) async throws -> Response {
    // NB: a file_url written over REST may name no valid object; the page then has no links.
    let key = try? ObjectKey(bucket: DocumentUpload.bucket, name: document.fileURL)
    var signed: String?
    if let key {
      signed = try? await storage.signedURL(
        key, seconds: Self.linkSeconds, caller: .user(session.user.id))
    }
    let file = signed.map { "/storage/v1" + $0 } ?? ""
    let name = DocumentFilePath.fileName(of: document.fileURL)
    let download =
      file.isEmpty
      ? ""
      : file + "&download="
        + (name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "file")
    var page = DocumentDetailPage(
      document, versions: try await versions(of: document, session),
      schools: try await schools(session), links: (file, download), panels: panels,
      csrf: session.csrf, text: text(session))
    page.coachLinks = try await coachLinks(document, session, panels: panels)
    page.attribution = try await session.attributionNames(
      rest, for: [document.createdBy, document.updatedBy]
    ).line(createdBy: document.createdBy, updatedBy: document.updatedBy)
    return page.response(gate.renderer, for: session, status: status, cookies: cookies)
  }

  /// A page asking `question` before a post to `action`.
  func confirm(
    _ session: WebSessions.Session, _ question: Confirmation, action: SitePath, back: SitePath
  ) -> Response {
    confirm(
      session, heading: question.title, question: question.message, action: action,
      label: question.confirmLabel, back: back)
  }

  private func confirm(
    _ session: WebSessions.Session, heading: String, question: String, action: SitePath,
    label: String, back: SitePath
  ) -> Response {
    let page = ConfirmPage(
      title: label, section: SitePath(.documents).path, heading: heading, question: question,
      action: action,
      confirmLabel: label, cancelHref: back, csrf: session.csrf)
    return page.response(gate.renderer, for: session)
  }

  private func share(_ document: Document, _ shares: SchoolShares, _ session: WebSessions.Session)
    async throws
  {
    var values = RowValues<Document>()
    values[.sharedWithSchools] = .uuids(shares.schoolIDs.map(\.uuid))
    try await data(session).documents.update(document.id, values)
  }

  func withDocument(
    _ request: Request, _ context: some SiteRequestContext,
    _ body: (Document, WebSessions.Session) async throws -> Response
  ) async throws -> Response {
    try await gate.signedIn(
      request, context, row: Document.self, rest: rest,
      missing: .document, list: .documents, body)
  }

  /// A form post about one of the user's documents; one that `creates` something is made
  /// once per page it was sent from.
  func posted<Fields: Decodable & Sendable>(
    _ request: Request, _ context: some SiteRequestContext, _ fields: Fields.Type,
    creates: Bool = false,
    _ body: (Document, Fields, WebSessions.Session) async throws -> Response
  ) async throws -> Response {
    try await gate.posted(
      request, context, row: Document.self, rest: rest, missing: .document,
      list: .documents, fields: fields,
      createsOnce: creates ? { .document($0.id) } : nil, body)
  }

  private func data(_ session: WebSessions.Session) -> ScopedData {
    session.data(rest)
  }

  func upload(_ session: WebSessions.Session) -> DocumentUpload {
    DocumentUpload(storage: storage, documents: data(session).documents, session: session)
  }

  func schools(_ session: WebSessions.Session) async throws -> [School] {
    try await data(session).schools.list(order: [.ascending(.name)])
  }

  func versions(of document: Document, _ session: WebSessions.Session) async throws
    -> [Document]
  {
    try await data(session).documents.list(
      where: [.equals(.versionGroupID, document.versionGroupID)], order: [.descending(.version)])
  }
}

extension WebDocumentsController {
  /// Which of Document Detail's panels the address opens (`?edit=1`, `?share=1`), the share
  /// list's search (`find`) and whether a long history is listed whole (`versions=all`).
  struct OpenPanels: Decodable, Sendable {
    let edit: String?
    let share: String?
    let shared: String?
    let find: String?
    let versions: String?
  }

  /// The edit form's fields.
  struct EditFields: Codable, Sendable, EditFormCarrier {
    var title: String?
    var description: String?
    var schoolID: String?
    var opened: String?
    var openedAt: String?
    var resolve: String?
    var clashes: String?

    enum CodingKeys: String, CodingKey {
      case title, description, opened, resolve, clashes
      case schoolID = "school_id"
      case openedAt = "opened_at"
    }

    /// The fields as the form shows `form`: what a browser posts when nothing is changed.
    init(shown form: DocumentEditForm) {
      title = form.title
      description = form.description
      schoolID = form.schoolID?.description ?? ""
    }

    /// The form these fields fill in over `document`'s.
    func form(over document: Document) -> DocumentEditForm {
      var edit = DocumentEditForm(document: document)
      edit.title = title ?? ""
      edit.description = description ?? ""
      edit.schoolID = schoolID.flatMap(School.ID.init)
      return edit
    }
  }

  /// The share panel's ticked schools (`school_ids[]`, one per checkbox).
  struct ShareFields: Decodable, Sendable {
    let schoolIDs: [String]?

    enum CodingKeys: String, CodingKey {
      case schoolIDs = "school_ids"
    }
  }
}
