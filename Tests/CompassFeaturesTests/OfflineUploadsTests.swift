import CompassDomain
import CompassFeatures
import CompassModels
import CompassTestSupport
import Foundation
import SupabaseKit
import Synchronization
import Testing

/// Documents' files picked at a field, against the live server: kept on the phone without
/// signal, carried over the app being killed, going on from the bytes the server has after a
/// cut, recorded once; a file the server will never take stays with its reason.
@Suite("Phone: uploads that survive")
@MainActor
struct OfflineUploadsTests {
  /// A 14 MB video: three TUS pieces.
  private static let video = Data(
    SampleFiles.mp4((0..<(14 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ $0 >> 11) }))

  private func pick(_ model: DocumentsListModel, title: String) async throws {
    model.uploadTapped(type: .highlightVideo)
    model.draft?.title = title
    await model.filePicked(try .file(Self.video, name: "summer.mp4", mimeType: "video/mp4"))
  }

  /// The recorded documents and the bytes of the first one's file, read by a client of its own.
  private func stored(_ harness: FeatureHarness) async throws -> ([Document], Data?) {
    let client = harness.session.client
    let rows: [Document] = try await client.from("documents").select().execute().value
    guard let first = rows.first else { return (rows, nil) }
    return (rows, try await client.storage.from("documents").download(path: first.fileURL))
  }

  @Test func aVideoPickedWithoutSignalIsKeptOverARelaunchAndUploadsOnce() async throws {
    try await FeatureHarness.run { harness in
      let list = harness.documentsModel()
      await list.onAppear()
      harness.transport.inject { _ in .error(.offline) }
      try await pick(list, title: "Summer Highlights")
      #expect(list.uploadError == nil && list.draft == nil, "nothing picked is refused offline")
      #expect(
        list.uploadNotice
          == "“Summer Highlights” will finish uploading when the connection is back.")
      #expect(list.pendingUploads.map(\.note) == ["Waiting to upload"])

      let relaunched = await harness.relaunched()
      let again = relaunched.documentsModel()
      await again.onAppear()
      #expect(again.pendingUploads.map(\.title) == ["Summer Highlights"])
      harness.transport.inject { _ in nil }
      await again.uploadsResumed()
      #expect(again.pendingUploads.isEmpty)
      let (rows, file) = try await stored(harness)
      #expect(rows.map(\.title) == ["Summer Highlights"])
      #expect(file == Self.video, "the bytes downloaded are the bytes picked")
    }
  }

  @Test func aCutMidVideoGoesOnFromTheServersOffsetAfterARelaunch() async throws {
    try await FeatureHarness.run { harness in
      let list = harness.documentsModel()
      await list.onAppear()
      harness.transport.inject { request in
        request.method == "PATCH" && request.headers["Upload-Offset"] != "0"
          ? .error(.offline) : nil
      }
      try await pick(list, title: "Fall Highlights")
      let waiting = try #require(list.pendingUploads.first)
      #expect(waiting.sent == 6 << 20 && waiting.note == "Waiting to upload · 42% sent")

      let relaunched = await harness.relaunched()
      let sent = Mutex<[String]>([])
      harness.transport.inject { request in
        if request.url.path.contains("upload/resumable"), request.method != "HEAD" {
          sent.withLock { $0.append("\(request.method) \(request.headers["Upload-Offset"] ?? "")") }
        }
        return nil
      }
      await relaunched.session.uploads.sync()
      #expect(relaunched.session.uploads.uploads.isEmpty)
      #expect(
        sent.withLock { $0 } == ["PATCH 6291456", "PATCH 12582912"],
        "the rest of the bytes from the server's offset, never begun again")
      let (rows, file) = try await stored(harness)
      #expect(rows.map(\.title) == ["Fall Highlights"] && file == Self.video)
    }
  }

  @Test func aFileTheServerWillNeverTakeStaysWithItsReasonUntilDiscarded() async throws {
    try await FeatureHarness.run { harness in
      let list = harness.documentsModel()
      await list.onAppear()
      harness.transport.inject { _ in .error(.offline) }
      try await pick(list, title: "Winter Highlights")
      harness.transport.inject { request in
        request.url.path.contains("/storage/v1/upload/resumable")
          ? .status(403, #"{"statusCode":"403","error":"Unauthorized","message":"Not allowed"}"#)
          : nil
      }
      await list.uploadsResumed()
      let refused = try #require(list.pendingUploads.first)
      #expect(refused.isRefused && refused.note.hasPrefix("Not uploaded: "))
      list.discardUploadTapped(refused)
      #expect(list.pendingUploads.isEmpty)
      let (rows, _) = try await stored(harness)
      #expect(rows.isEmpty)
    }
  }
}
