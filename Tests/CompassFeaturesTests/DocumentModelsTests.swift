import CompassDomain
import CompassFeatures
import CompassLiveServer
import CompassModels
import CompassTestSupport
import Foundation
import SupabaseKit
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Documents list and Document Detail models against the real server")
@MainActor
struct DocumentModelsTests {
  static let video = Data(
    SampleFiles.mp4((0..<2_000_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }))

  /// Uploads a highlight video through the list model and returns its id.
  private func uploaded(_ harness: FeatureHarness, title: String = "Junior Highlights")
    async throws -> Document.ID
  {
    let list = harness.documentsModel()
    await list.onAppear()
    list.uploadTapped(type: .highlightVideo)
    list.draft?.title = title
    await list.filePicked(try .file(Self.video, name: "junior.mp4", mimeType: "video/mp4"))
    return try #require(list.uploadedDocumentID)
  }

  @Test func aNewDocumentUploadsAndShowsInTheList() async throws {
    try await FeatureHarness.run { harness in
      let list = harness.documentsModel()
      await list.onAppear()
      #expect(list.isEmpty)
      list.uploadTapped(type: .transcript)
      await list.filePicked(try .file(Data("pdf".utf8), name: "t.pdf", mimeType: "application/pdf"))
      #expect(list.uploadError == "Title is required")
      list.draft?.title = "Transcript"
      await list.filePicked(try .file(Data(), name: "t.pdf", mimeType: "application/pdf"))
      #expect(list.uploadError == "Choose a file to upload")
      await list.filePicked(
        try .file(Data(SampleFiles.pdf()), name: "t.pdf", mimeType: "application/pdf"))
      #expect(list.uploadProgress == nil)
      #expect(list.documents.map(\.title) == ["Transcript"])
      #expect(list.documents.first?.fileURL.hasPrefix(harness.user.description + "/") == true)
      #expect(list.uploadedDocumentID == list.documents.first?.id)
    }
  }

  /// Issue 38, item 10: a file that is not the kind it says is refused before any byte is
  /// sent, in the words the web uses; a new version too.
  @Test func aDamagedFileIsRefusedBeforeItIsSent() async throws {
    try await FeatureHarness.run { harness in
      let list = harness.documentsModel()
      await list.onAppear()
      list.uploadTapped(type: .highlightVideo)
      list.draft?.title = "Summer Highlights"
      let cut = Data(Self.video.prefix(Self.video.count / 2))
      await list.filePicked(try .file(cut, name: "summer.mp4", mimeType: "video/mp4"))
      #expect(list.uploadError == FileContents.message(for: "video/mp4"))
      #expect(list.draft?.title == "Summer Highlights", "what was typed stays")
      let files = try await harness.session.client.storage.from("documents")
        .list(path: harness.user.description)
      #expect(files.isEmpty, "nothing was sent")
      let id = try await uploaded(harness)
      let model = harness.documentModel(id)
      await model.onAppear()
      await model.newVersionPicked(
        try .file(Data(SampleFiles.png), name: "v2.mp4", mimeType: "video/mp4"))
      #expect(model.uploadError == FileContents.message(for: "video/mp4"))
    }
  }

  @Test func theDetailLoadsWithAWorkingPreviewLink() async throws {
    try await FeatureHarness.run { harness in
      let id = try await uploaded(harness)
      let model = harness.documentModel(id)
      await model.onAppear()
      #expect(model.phase == .loaded)
      #expect(model.previewKind == .video)
      #expect(model.history.versions.count == 1)
      guard case .stream(let link) = model.preview else {
        Issue.record("a video streams from a signed link, got \(model.preview)")
        return
      }
      let (bytes, response) = try await URLSession.shared.data(from: link)
      #expect((response as? HTTPURLResponse)?.statusCode == 200)
      #expect(bytes == Self.video)
      let missing = harness.documentModel(Document.ID(UUID()))
      await missing.onAppear()
      #expect(missing.phase == .failed(.notFound))
    }
  }

  @Test func aPDFPreviewIsDownloadedToDiskAndAFailureCanBeRetried() async throws {
    try await FeatureHarness.run { harness in
      let pdf = Data(SampleFiles.pdf(String(repeating: " ", count: 300_000)))
      let list = harness.documentsModel()
      list.uploadTapped(type: .transcript)
      list.draft?.title = "Transcript"
      await list.filePicked(try .file(pdf, name: "transcript.pdf", mimeType: "application/pdf"))
      let id = try #require(list.uploadedDocumentID)
      harness.transport.inject { request in
        request.url.path.contains("/object/authenticated/") ? .error(.timeout) : nil
      }
      let model = harness.documentModel(id)
      await model.onAppear()
      #expect(model.phase == .loaded)
      #expect(model.preview == .failed(.timedOut))
      harness.transport.inject { request in
        request.url.path.contains("/object/authenticated/")
          ? .status(404, #"{"statusCode":"404","error":"not_found","message":"Object not found"}"#)
          : nil
      }
      await model.previewRetryTapped()
      #expect(model.preview == .failed(.notFound))
      harness.transport.inject { _ in nil }
      await model.previewRetryTapped()
      guard case .file(let file) = model.preview else {
        Issue.record("a PDF shows from a file on disk, got \(model.preview)")
        return
      }
      #expect(try Data(contentsOf: file) == pdf)
      let again = harness.documentModel(id)
      await again.onAppear()
      #expect(again.preview == .file(file))
      #expect(harness.transport.count("/object/authenticated/") == 3)
    }
  }

  @Test func aVideoWhoseFileIsGoneSaysSoWithRetryInsteadOfSpinning() async throws {
    try await FeatureHarness.run { harness in
      let id = try await uploaded(harness)
      let model = harness.documentModel(id)
      await model.onAppear()
      let path = try #require(model.document?.fileURL)
      let files = harness.session.client.storage.from("documents")
      let bytes = try await files.download(path: path)
      _ = try await files.remove(paths: [path])
      let again = harness.documentModel(id)
      await again.onAppear()
      #expect(again.preview == .failed(.notFound))
      _ = try await files.upload(path, data: bytes, options: FileOptions(contentType: "video/mp4"))
      await again.previewRetryTapped()
      guard case .stream = again.preview else {
        Issue.record("Retry streams the file once it is back, got \(again.preview)")
        return
      }
    }
  }

  @Test func editAndShareOnAnyVersionApplyToTheWholeDocument() async throws {
    try await FeatureHarness.run { harness in
      let id = try await uploaded(harness)
      let school = try await harness.seedSchool("Georgia Tech")
      let model = harness.documentModel(id)
      await model.onAppear()
      await model.newVersionPicked(try .file(Self.video, name: "v2.mp4", mimeType: "video/mp4"))
      #expect(model.document?.version == 2)
      let first = try #require(model.history.restorable.first)
      model.restoreTapped(first)
      await model.restoreConfirmed()
      #expect(model.shown?.id == first.id)
      model.editTapped()
      model.editForm?.title = "Junior Highlights (restored)"
      await model.saveEditTapped()
      model.shareTapped()
      model.shareToggled(school.id)
      await model.addSharesTapped()
      let rows: [Document] = try await harness.session.client.from("documents").select()
        .order("version").execute().value
      #expect(
        rows.map(\.title) == ["Junior Highlights (restored)", "Junior Highlights (restored)"])
      #expect(rows.map(\.sharedWithSchools) == [[school.id], [school.id]])
      #expect(model.document?.title == "Junior Highlights (restored)")
      #expect(
        model.history.versions.map(\.title).allSatisfy { $0 == "Junior Highlights (restored)" })
      #expect(model.history.versions.map(\.sharedWithSchools) == [[school.id], [school.id]])
      let second = try #require(model.history.restorable.first)
      model.restoreTapped(second)
      await model.restoreConfirmed()
      #expect(model.document?.title == "Junior Highlights (restored)")
      #expect(model.sharedSchools.map(\.id) == [school.id], "restoring keeps who can see it")
    }
  }

  @Test func anArchivedVersionCanBeDeletedAloneNeverTheCurrentOne() async throws {
    try await FeatureHarness.run { harness in
      let id = try await uploaded(harness)
      let model = harness.documentModel(id)
      await model.onAppear()
      await model.newVersionPicked(try .file(Self.video, name: "v2.mp4", mimeType: "video/mp4"))
      let current = try #require(model.history.current)
      let archived = try #require(model.history.restorable.first)
      model.deleteVersionTapped(current)
      #expect(model.pendingVersionDelete == nil)
      model.deleteVersionTapped(archived)
      #expect(
        VersionHistory.deleteVersionConfirmation(archived)
          == "Delete version 1? Its file is deleted; the current version and the others stay. This action cannot be undone."
      )
      await model.viewVersionTapped(archived)
      await model.deleteVersionConfirmed()
      #expect(model.history.versions.map(\.version) == [2])
      #expect(model.previewing?.id == current.id, "the preview goes back to the current version")
      #expect(!model.isDeleted)
      let files = harness.session.client.storage.from("documents")
      #expect(try await !files.exists(path: archived.fileURL))
      #expect(try await files.exists(path: current.fileURL))
      let rows: [Document] = try await harness.session.client.from("documents").select().execute()
        .value
      #expect(rows.map(\.id) == [current.id])
    }
  }

  @Test func editsAreValidatedSavedAndShownInTheList() async throws {
    try await FeatureHarness.run { harness in
      let id = try await uploaded(harness)
      let list = harness.documentsModel()
      await list.onAppear()
      let model = harness.documentModel(id)
      await model.onAppear()
      model.editTapped()
      #expect(model.editForm?.title == "Junior Highlights")
      model.editForm?.title = " "
      await model.saveEditTapped()
      #expect(model.editError(for: .title) == "Title is required")
      model.editForm?.title = "Junior Season Highlights"
      model.editForm?.description = "Hitting and fielding"
      harness.transport.inject { request in
        request.method == "PATCH" ? .status(400, #"{"message":"bad"}"#) : nil
      }
      await model.saveEditTapped()
      #expect(model.actionError == "Update failed. Please try again.")
      #expect(model.editForm?.title == "Junior Season Highlights", "a refusal keeps the form")
      model.actionErrorDismissed()
      harness.transport.inject { request in request.method == "PATCH" ? .error(.timeout) : nil }
      await model.saveEditTapped()
      #expect(model.editForm == nil && model.syncNote == "Waiting to sync")
      harness.transport.inject { _ in nil }
      await model.outbox.sync()
      #expect(model.syncNote == nil)
      #expect(model.document?.description == "Hitting and fielding")
      #expect(list.documents.map(\.title) == ["Junior Season Highlights"])
    }
  }

  @Test func sharingAddsTickedSchoolsAndRemovesOne() async throws {
    try await FeatureHarness.run { harness in
      var added: [School] = []
      for name in ["Emory", "Georgia Tech", "Kennesaw State"] {
        added.append(try await harness.seedSchool(name))
      }
      let id = try await uploaded(harness)
      let model = harness.documentModel(id)
      await model.onAppear()
      model.shareTapped()
      #expect(model.shareableSchools.count == 3)
      model.shareSearch = "GEORGIA"
      #expect(model.shareableSchools.map(\.name) == ["Georgia Tech"])
      model.shareSearch = "Stanford"
      #expect(model.shareableSchools.isEmpty && model.shareSearchMessage == SchoolShares.noMatch)
      model.shareCancelled()
      model.shareTapped()
      #expect(model.shareSearch.isEmpty && model.shareSearchMessage == nil)
      model.shareToggled(added[0].id)
      model.shareToggled(added[2].id)
      await model.addSharesTapped()
      #expect(model.shareSelection == nil)
      #expect(Set(model.shares.schoolIDs) == [added[0].id, added[2].id])
      #expect(model.shareableSchools.map(\.name) == ["Georgia Tech"])
      #expect(Set(model.sharedSchools.map(\.id)) == [added[0].id, added[2].id])
      harness.transport.inject { request in
        request.method == "PATCH" ? .status(403, #"{"message":"no"}"#) : nil
      }
      model.removeShareTapped(added[0].id)
      let prompt = try #require(model.shareRemovalPrompt)
      #expect(prompt.title == "Stop sharing with \(added[0].name)?")
      #expect(prompt.confirmLabel == "Stop Sharing")
      model.removeShareCancelled()
      #expect(model.shareRemovalPrompt == nil)
      #expect(Set(model.shares.schoolIDs) == [added[0].id, added[2].id], "nothing changes unasked")
      model.removeShareTapped(added[0].id)
      await model.removeShareConfirmed()
      #expect(model.actionError == "Share failed. Please try again.")
      #expect(
        Set(model.shares.schoolIDs) == [added[0].id, added[2].id], "a refusal changes nothing")
      #expect(model.outbox.writes.isEmpty)
      model.actionErrorDismissed()
      harness.transport.inject { request in request.method == "PATCH" ? .status(500, "down") : nil }
      model.removeShareTapped(added[0].id)
      await model.removeShareConfirmed()
      #expect(model.actionError == nil && model.shares.schoolIDs == [added[2].id])
      #expect(model.syncNote == "Waiting to sync", "a server error waits for a retry")
      harness.transport.inject { _ in nil }
      await model.outbox.sync()
      let stored: Document = try await harness.session.client.from("documents").select().single()
        .execute().value
      #expect(stored.sharedWithSchools == [added[2].id])
    }
  }

  @Test func newVersionsMustMatchAndRestoreKeepsOneCurrent() async throws {
    try await FeatureHarness.run { harness in
      let id = try await uploaded(harness)
      let model = harness.documentModel(id)
      await model.onAppear()
      await model.newVersionPicked(
        try .file(Data(SampleFiles.pdf()), name: "x.pdf", mimeType: "application/pdf"))
      #expect(model.uploadError == "Choose a video, the same kind of file as the current version.")
      let second = try PickedUpload.file(
        Data(SampleFiles.mp4((0..<2_000_000).map { UInt8(truncatingIfNeeded: $0 &* 11) })),
        name: "senior.mp4", mimeType: "video/mp4")
      let upload = Task { await model.newVersionPicked(second) }
      var seen: Set<Double> = []
      while !upload.isCancelled, model.uploadProgress == nil { await Task.yield() }
      while let fraction = model.uploadProgress {
        seen.insert(fraction)
        await Task.yield()
      }
      await upload.value
      #expect(!seen.isEmpty)
      #expect(model.history.versions.map(\.version) == [2, 1])
      #expect(model.listedVersions == model.history.versions && model.showMoreVersionsLabel == nil)
      #expect(model.history.current?.version == 2)
      #expect(model.document?.version == 2)
      let old = try #require(model.history.restorable.first)
      await model.viewVersionTapped(old)
      #expect(model.previewing?.id == old.id)
      model.restoreTapped(old)
      #expect(
        VersionHistory.restoreConfirmation
          == "Restore this version? The current version will be marked as archived.")
      await model.restoreConfirmed()
      #expect(model.history.current?.version == 1)
      let rows: [Document] = try await harness.session.client.from("documents").select()
        .eq("is_current", value: true).execute().value
      #expect(rows.map(\.version) == [1])
    }
  }

  @Test func deletingRemovesEveryVersionAndItsFiles() async throws {
    try await FeatureHarness.run { harness in
      let id = try await uploaded(harness)
      let model = harness.documentModel(id)
      await model.onAppear()
      await model.newVersionPicked(try .file(Self.video, name: "v2.mp4", mimeType: "video/mp4"))
      let paths = model.history.filePaths
      #expect(paths.count == 2)
      model.deleteTapped()
      harness.transport.inject { request in request.method == "DELETE" ? .status(500, "down") : nil
      }
      await model.deleteConfirmed()
      #expect(model.actionError == "Delete failed. Please try again.")
      harness.transport.inject { _ in nil }
      model.actionErrorDismissed()
      await model.deleteConfirmed()
      #expect(model.isDeleted)
      let rows: [Document] = try await harness.session.client.from("documents").select().execute()
        .value
      #expect(rows.isEmpty)
      let files = harness.session.client.storage.from("documents")
      for path in paths { #expect(try await !files.exists(path: path)) }
      #expect(harness.documentsModel().documents.isEmpty)
    }
  }

  @Test func aTimeoutCanBeRetried() async throws {
    try await FeatureHarness.run { harness in
      let id = try await uploaded(harness)
      harness.clock.advance(by: 11 * 60)
      harness.transport.inject { _ in .error(.timeout) }
      let model = harness.documentModel(id)
      await model.onAppear()
      #expect(model.phase == .failed(.timedOut))
      harness.transport.inject { _ in nil }
      await model.retryTapped()
      #expect(model.phase == .loaded)
    }
  }
}
