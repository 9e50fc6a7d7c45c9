import CompassDomain
import CompassModels
import Foundation
import Hummingbird

/// `/documents`: the list and upload, and Document Detail with preview through signed links,
/// edit, share, version history with restore, a new version, and delete with every file.
struct WebDocumentsController: Sendable {
  static let linkSeconds = 3600

  let rest: RestEngine
  let storage: StorageService
  let gate: WebGate
  let text: DocumentText

  func addRoutes(to router: Router<some RequestContext>) {
    router.get("documents") { request, _ in
      try await gate.signedIn(request) { session in
        try await list(session, upload: DocumentsPage.UploadForm())
      }
    }
    router.post("documents") { request, _ in
      try await gate.signedIn(request) { session in
        do {
          let document = try await upload(session).run(request)
          return HTMLResponse.redirect(to: "/documents/\(document.id.description)")
        } catch is DocumentUpload.ExpiredForm {
          return gate.expired(session, back: "/documents")
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
    router.get("documents/:id") { request, context in
      try await withDocument(request, context) { document, session in
        let query = request.uri.query
        var panels = DocumentDetailPage.Panels()
        if QueryString.value("edit", in: query) != nil {
          panels.edit = (DocumentEditForm(document: document), false)
        }
        panels.share = QueryString.value("share", in: query) != nil
        return try await detail(document, session, panels: panels)
      }
    }
    router.post("documents/:id/edit") { request, context in
      try await posted(request, context) { document, form, session in
        var edit = DocumentEditForm(document: document)
        edit.title = form["title"] ?? ""
        edit.description = form["description"] ?? ""
        edit.schoolID = form["school_id"].flatMap(School.ID.init)
        var panels = DocumentDetailPage.Panels()
        panels.edit = (edit, true)
        let mine = try await schools(session).map(\.id)
        guard let payload = edit.payload() else {
          return try await detail(document, session, panels: panels, status: .badRequest)
        }
        guard edit.schoolID.map(mine.contains) ?? true else {
          panels.editError = EventFormMessage.schoolNotAvailable
          return try await detail(document, session, panels: panels, status: .badRequest)
        }
        do {
          try await rows(session).update(
            TableRegistry.documents, id: document.id.description, payload)
        } catch let refusal as PostgrestError where refusal.isClientError {
          panels.editError = FormRefusal.message(refusal)
          return try await detail(document, session, panels: panels, status: .badRequest)
        }
        return HTMLResponse.redirect(to: "/documents/\(document.id.description)")
      }
    }
    router.post("documents/:id/shares") { request, context in
      try await posted(request, context) { document, form, session in
        let mine = Set(try await schools(session).map(\.id))
        var shares = SchoolShares(document.sharedWithSchools)
        shares.add(form.all("school_id").compactMap(School.ID.init).filter(mine.contains))
        try await share(document, shares, session)
        return HTMLResponse.redirect(to: "/documents/\(document.id.description)#shares")
      }
    }
    router.post("documents/:id/shares/:school/remove") { request, context in
      try await posted(request, context) { document, _, session in
        var shares = SchoolShares(document.sharedWithSchools)
        if let school = context.parameters.get("school").flatMap(School.ID.init) {
          shares.remove(school)
        }
        try await share(document, shares, session)
        return HTMLResponse.redirect(to: "/documents/\(document.id.description)#shares")
      }
    }
    router.get("documents/:id/restore") { request, context in
      try await withDocument(request, context) { document, session in
        confirm(
          session, heading: "Restore version \(document.version)?",
          question: VersionHistory.restoreConfirmation,
          action: "/documents/\(document.id.description)/restore", label: "Restore",
          back: "/documents/\(document.id.description)")
      }
    }
    router.post("documents/:id/restore") { request, context in
      try await posted(request, context) { document, _, session in
        try await rows(session).update(
          TableRegistry.documents, id: document.id.description, ["is_current": true])
        return HTMLResponse.redirect(to: "/documents/\(document.id.description)")
      }
    }
    router.post("documents/:id/versions") { request, context in
      try await withDocument(request, context) { document, session in
        let history = VersionHistory(versions: try await versions(of: document, session))
        do {
          let added = try await upload(session).run(request, original: (document, history))
          return HTMLResponse.redirect(to: "/documents/\(added.id.description)")
        } catch is DocumentUpload.ExpiredForm {
          return gate.expired(session, back: "/documents/\(document.id.description)")
        } catch let refused as DocumentUpload.Refused {
          var panels = DocumentDetailPage.Panels()
          panels.uploadError = refused.message
          return try await detail(document, session, panels: panels, status: .badRequest)
        }
      }
    }
    router.get("documents/:id/delete") { request, context in
      try await withDocument(request, context) { document, session in
        confirm(
          session, heading: "Delete \(document.title)?",
          question: DocumentEditMessage.deleteConfirmation,
          action: "/documents/\(document.id.description)/delete", label: "Delete",
          back: "/documents/\(document.id.description)")
      }
    }
    router.post("documents/:id/delete") { request, context in
      try await posted(request, context) { document, _, session in
        let history = VersionHistory(versions: try await versions(of: document, session))
        let keys = history.filePaths.compactMap {
          try? ObjectKey(bucket: DocumentUpload.bucket, name: $0)
        }
        _ = try await storage.remove(keys, caller: .user(session.user.id))
        for version in history.versions {
          try await rows(session).delete(TableRegistry.documents, id: version.id.description)
        }
        return HTMLResponse.redirect(to: "/documents")
      }
    }
  }

  private func list(
    _ session: WebSessions.Session, upload: DocumentsPage.UploadForm,
    status: HTTPResponse.Status = .ok
  ) async throws -> Response {
    let documents: [Document] = try await rows(session).all(
      TableRegistry.documents, orderedBy: "created_at.desc")
    let page = DocumentsPage(
      documents: documents, schools: try await schools(session), upload: upload,
      csrf: session.csrf, text: text)
    return HTMLResponse.page(gate.renderer.render(page, session: session), status: status)
  }

  private func detail(
    _ document: Document, _ session: WebSessions.Session, panels: DocumentDetailPage.Panels,
    status: HTTPResponse.Status = .ok
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
    let page = DocumentDetailPage(
      document, versions: try await versions(of: document, session),
      schools: try await schools(session), links: (file, download), panels: panels,
      csrf: session.csrf, text: text)
    return HTMLResponse.page(gate.renderer.render(page, session: session), status: status)
  }

  private func confirm(
    _ session: WebSessions.Session, heading: String, question: String, action: String,
    label: String, back: String
  ) -> Response {
    let page = ConfirmPage(
      title: label, section: "/documents", heading: heading, question: question, action: action,
      confirmLabel: label, cancelHref: back, csrf: session.csrf)
    return HTMLResponse.page(gate.renderer.render(page, session: session))
  }

  private func share(_ document: Document, _ shares: SchoolShares, _ session: WebSessions.Session)
    async throws
  {
    try await rows(session).update(
      TableRegistry.documents, id: document.id.description,
      ["shared_with_schools": shares.schoolIDs.map(\.description)])
  }

  private func withDocument(
    _ request: Request, _ context: some RequestContext,
    _ body: (Document, WebSessions.Session) async throws -> Response
  ) async throws -> Response {
    try await gate.signedIn(
      request, row: TableRegistry.documents, id: context.parameters.get("id"), rest: rest,
      missing: .document, list: "/documents", body)
  }

  /// A form post about one of the user's documents.
  private func posted(
    _ request: Request, _ context: some RequestContext,
    _ body: (Document, FormBody, WebSessions.Session) async throws -> Response
  ) async throws -> Response {
    let id = context.parameters.get("id")
    return try await gate.posted(
      request, row: TableRegistry.documents, id: id, rest: rest, missing: .document,
      list: "/documents", back: "/documents/\(id ?? "")", body)
  }

  private func rows(_ session: WebSessions.Session) -> UserRows {
    UserRows(rest: rest, user: session.user.id)
  }

  private func upload(_ session: WebSessions.Session) -> DocumentUpload {
    DocumentUpload(storage: storage, rows: rows(session), session: session)
  }

  private func schools(_ session: WebSessions.Session) async throws -> [School] {
    try await rows(session).all(TableRegistry.schools, orderedBy: "name")
  }

  private func versions(of document: Document, _ session: WebSessions.Session) async throws
    -> [Document]
  {
    try await rows(session).all(
      TableRegistry.documents,
      matching: [("version_group_id", "eq.\(document.versionGroupID.description)")],
      orderedBy: "version.desc")
  }
}
