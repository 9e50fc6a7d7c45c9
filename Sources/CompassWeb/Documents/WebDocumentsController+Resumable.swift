import CompassDomain
import CompassHTTP
import CompassModels
import CompassServices
import Foundation
import Hummingbird

/// The upload form's resumable path, for the page's script: `…/resumable` checks the form
/// and names where its file goes (with a token for Storage's resumable endpoint), and
/// `…/resumable/finish` records the document once the bytes are in. Both answer JSON: the
/// place, the new document's page, or the message the form shows.
extension WebDocumentsController {
  @Sendable func declareUpload(_ request: Request, context: some SiteRequestContext)
    async throws -> Response
  {
    try await gate.signedIn(request, context) { session in
      let form = try await gate.posted(request, session, as: DocumentUpload.ResumableForm.self)
      return try await answer {
        try await upload(session).declare(form, original: nil, tokens: tokens)
      }
    }
  }

  @Sendable func finishUpload(_ request: Request, context: some SiteRequestContext)
    async throws -> Response
  {
    try await gate.signedIn(request, context) { session in
      let form = try await gate.posted(request, session, as: DocumentUpload.ResumableForm.self)
      return try await answer {
        let made = try await upload(session).finish(form, original: nil)
        return page(of: made, session)
      }
    }
  }

  @Sendable func declareVersion(_ request: Request, context: some SiteRequestContext)
    async throws -> Response
  {
    try await withDocument(request, context) { document, session in
      let form = try await gate.posted(request, session, as: DocumentUpload.ResumableForm.self)
      return try await answer {
        try await upload(session).declare(form, original: document, tokens: tokens)
      }
    }
  }

  @Sendable func finishVersion(_ request: Request, context: some SiteRequestContext)
    async throws -> Response
  {
    try await withDocument(request, context) { document, session in
      let form = try await gate.posted(request, session, as: DocumentUpload.ResumableForm.self)
      let history = VersionHistory(versions: try await versions(of: document, session))
      return try await answer {
        let added = try await upload(session).finish(form, original: (document, history))
        return page(of: added, session)
      }
    }
  }

  private func page(of document: Document, _ session: WebSessions.Session) -> JSONValue {
    ["location": .string(SitePath.document(document.id).written(for: session.addressed))]
  }

  private func answer(_ work: () async throws -> JSONValue) async throws -> Response {
    do {
      return JSONBody.response(try await work())
    } catch let refused as DocumentUpload.Refused {
      return JSONBody.response(["error": .string(refused.message)], status: .badRequest)
    }
  }
}
