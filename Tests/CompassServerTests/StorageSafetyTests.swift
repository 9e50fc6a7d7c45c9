import CompassModels
import CompassS3
import CompassTestSupport
import Foundation
import HTTPTypes
import NIOCore
import Testing

@testable import CompassAPI
@testable import CompassHTTP
@testable import CompassServer
@testable import CompassServices
@testable import CompassStore
@testable import CompassWeb

@Suite("Storage safety: traversal, other users, limits, interrupted and large uploads")
struct StorageSafetyTests {
  private func objectFiles(_ api: TestAPI) async throws -> [String] {
    try await api.storedBlobs().map(\.key) + api.spooledUploads()
  }

  @Test(arguments: TestDatabase.withStores)
  func pathsThatCouldClimbOutAreRefused(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await api.signUp("climb@example.com")
      let tricks = [
        "\(user.id)/../\(user.id)/x.pdf", "\(user.id)/%2e%2e/x.pdf", "\(user.id)/a%2Fb.pdf",
        "\(user.id)/a%00.pdf", "\(user.id)/a%5Cb.pdf", "\(user.id)//x.pdf", "\(user.id)/./x.pdf",
        "\(user.id)/x.pdf/", "\(user.id)/%E0%A4%A.pdf", "\(user.id)/a%0Ab.pdf",
      ]
      for trick in tricks {
        let reply = try await api.send(
          .post, "/storage/v1/object/documents/\(trick)", token: user.token,
          body: ByteBuffer(string: "x"))
        #expect(reply.status == 400, "\(trick)")
        #expect(reply.object["error"]?.stringValue == "InvalidKey", "\(trick): \(reply.text)")
        let read = try await api.send(
          .get, "/storage/v1/object/authenticated/documents/\(trick)", token: user.token)
        #expect(read.status == 400, "\(trick)")
      }
      let bucketTrick = try await api.send(
        .post, "/storage/v1/object/..%2Fdocuments/\(user.id)/x.pdf", token: user.token,
        body: ByteBuffer(string: "x"))
      #expect(bucketTrick.status == 400)
      let absolute = try await api.send(
        .delete, "/storage/v1/object/documents", token: user.token,
        body: ByteBuffer(string: #"{"prefixes":["/etc/passwd"]}"#),
        headers: ["Content-Type": "application/json"])
      #expect(absolute.status == 400)
      #expect(try await objectFiles(api).isEmpty)
    }
  }

  @Test(arguments: TestDatabase.withStores)
  func namesAreNormalisedSoOneFileHasOneName(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await api.signUp("names@example.com")
      let decomposed = "Re\u{301}sume\u{301}.pdf".addingPercentEncoding(
        withAllowedCharacters: .alphanumerics)!
      let upload = try await api.send(
        .post, "/storage/v1/object/documents/\(user.id.uppercased())/\(decomposed)",
        token: user.token, body: ByteBuffer(string: "cv"))
      #expect(upload.object["Key"]?.stringValue == "documents/\(user.id)/Résumé.pdf")
      let composed = "Résumé.pdf".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
      let read = try await api.send(
        .get, "/storage/v1/object/documents/\(user.id)/\(composed)", token: user.token)
      #expect(read.text == "cv")
    }
  }

  @Test(arguments: TestDatabase.withStores)
  func aSecondUserCanDoNothingWithTheFirstUsersFiles(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let owner = try await api.signUp("owner@example.com")
      let intruder = try await api.signUp("intruder@example.com")
      let name = "\(owner.id)/transcript.pdf"
      _ = try await api.send(
        .post, "/storage/v1/object/documents/\(name)", token: owner.token,
        body: ByteBuffer(bytes: SampleFiles.pdf("grades")),
        headers: ["Content-Type": "application/pdf"])
      for folder in [owner.id, owner.id.uppercased()] {
        let path = "\(folder)/transcript.pdf"
        for prefix in ["object", "object/authenticated", "object/info"] {
          let read = try await api.send(
            .get, "/storage/v1/\(prefix)/documents/\(path)", token: intruder.token)
          #expect(read.status == 400, "\(prefix)")
          #expect(read.object["statusCode"]?.stringValue == "404", "\(prefix)")
        }
        let head = try await api.send(
          .head, "/storage/v1/object/documents/\(path)", token: intruder.token)
        #expect(head.status == 400)
        for (method, headers) in [
          (HTTPRequest.Method.post, ["x-upsert": "true"]), (.put, [:]), (.post, [:]),
        ] {
          let write = try await api.send(
            method, "/storage/v1/object/documents/\(path)", token: intruder.token,
            body: ByteBuffer(string: "forged"), headers: headers)
          #expect(write.object["statusCode"]?.stringValue == "403", "\(method)")
        }
        let sign = try await api.send(
          .post, "/storage/v1/object/sign/documents/\(path)", token: intruder.token,
          body: ByteBuffer(string: #"{"expiresIn":60}"#),
          headers: ["Content-Type": "application/json"])
        #expect(sign.object["signedURL"] == nil)
        #expect(sign.object["statusCode"]?.stringValue == "404")
        let deleteOne = try await api.send(
          .delete, "/storage/v1/object/documents/\(path)", token: intruder.token)
        #expect(deleteOne.object["statusCode"]?.stringValue == "404")
        let deleteMany = try await api.send(
          .delete, "/storage/v1/object/documents", token: intruder.token,
          body: ByteBuffer(string: #"{"prefixes":["\#(path)"]}"#),
          headers: ["Content-Type": "application/json"])
        #expect(deleteMany.rows.isEmpty)
        let list = try await api.send(
          .post, "/storage/v1/object/list/documents", token: intruder.token,
          body: ByteBuffer(string: #"{"prefix":"\#(folder)"}"#),
          headers: ["Content-Type": "application/json"])
        #expect(list.rows.isEmpty)
      }
      let everything = try await api.send(
        .post, "/storage/v1/object/list/documents", token: intruder.token,
        body: ByteBuffer(string: #"{"prefix":""}"#), headers: ["Content-Type": "application/json"])
      #expect(everything.rows.isEmpty)
      let still = try await api.send(
        .get, "/storage/v1/object/documents/\(name)", token: owner.token)
      #expect(still.bytes == SampleFiles.pdf("grades"))
    }
  }

  @Test(arguments: TestDatabase.withStores)
  func anUploadOverTheLimitIsRefusedAndLeavesNothing(_ database: TestDatabase) async throws {
    try await TestServer.run(database, maxUploadBytes: 1000) { api in
      let user = try await api.signUp("big@example.com")
      let path = "/storage/v1/object/documents/\(user.id)/big.mp4"
      let declared = try await api.send(
        .post, path, token: user.token, body: ByteBuffer(repeating: 1, count: 1001))
      #expect(declared.status == 413)
      #expect(declared.object["statusCode"]?.stringValue == "413")
      #expect(
        declared.object["message"]?.stringValue == "The object exceeded the maximum allowed size")
      var form = ByteBuffer(
        string: "--b\r\nContent-Disposition: form-data; name=\"\"; filename=\"x\"\r\n\r\n")
      form.writeRepeatingByte(2, count: 1500)
      form.writeString("\r\n--b--\r\n")
      let streamed = try await api.send(
        .post, path, token: user.token, body: form,
        headers: ["Content-Type": "multipart/form-data; boundary=b"])
      #expect(streamed.status == 413)
      let fits = try await api.send(
        .post, path, token: user.token, body: ByteBuffer(repeating: 1, count: 1000))
      #expect(fits.status == 200)
      #expect(try await objectFiles(api).count == 1)
    }
  }

  @Test(arguments: TestDatabase.withStores)
  func theStartUpSweepRemovesOrphansBothWays(_ database: TestDatabase) async throws {
    let clock = TestClock()
    try await TestServer.run(database, clock: clock) { api in
      let user = try await api.signUp("sweep@example.com")
      let kept = "/storage/v1/object/documents/\(user.id)/kept.pdf"
      let lost = "/storage/v1/object/documents/\(user.id)/lost.pdf"
      for path in [kept, lost] {
        _ = try await api.send(.post, path, token: user.token, body: ByteBuffer(string: "x"))
      }
      let storage = api.services.storage
      let lostObject = try await storage.object(
        ObjectKey(bucket: "documents", name: "\(user.id)/lost.pdf"), caller: .serviceRole)
      await storage.bytes.remove(storage.blob(of: lostObject))
      let orphan = try await keptBlob(storage)
      let stale = storage.files.uploadPath()
      #expect(FileManager.default.createFile(atPath: stale, contents: Data("o".utf8)))
      let old = Date(timeIntervalSinceNow: -2 * StorageService.orphanAge)
      try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: stale)
      var young: BlobName?
      if database == .s3 {
        // NB: a store's own times cannot be set back, so the server's clock goes forward.
        clock.advance(by: 2 * StorageService.orphanAge)
      } else {
        try FileManager.default.setAttributes(
          [.modificationDate: old], ofItemAtPath: storage.files.path(of: orphan))
        young = try await keptBlob(storage)
      }
      try await storage.sweep(logger: .init(label: "sweep-test"))
      let left = Set(try await api.storedBlobs())
      #expect(!left.contains(orphan))
      #expect(!FileManager.default.fileExists(atPath: stale))
      if let young { #expect(left.contains(young)) }
      let token = try await api.signIn("sweep@example.com")
      #expect((try await api.send(.get, kept, token: token)).text == "x")
      #expect(
        (try await api.send(.get, lost, token: token)).object["statusCode"]?.stringValue == "404")
    }
  }

  @Test(arguments: TestDatabase.withStores)
  func aStoreHoldingNoneOfTheRecordedFilesIsRefusedNotEmptied(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let user = try await api.signUp("elsewhere@example.com")
      let path = "/storage/v1/object/documents/\(user.id)/kept.pdf"
      _ = try await api.send(.post, path, token: user.token, body: ByteBuffer(string: "x"))
      let storage = api.services.storage
      for blob in try await api.storedBlobs() { await storage.bytes.remove(blob) }
      await #expect(throws: StorageError.self) {
        try await storage.sweep(logger: .init(label: "sweep-test"))
      }
      #expect(try await storage.objects.allVersions().count == 1, "the record is kept")
    }
  }

  /// Bytes kept in the store under a version no row names.
  private func keptBlob(_ storage: StorageService) async throws -> BlobName {
    let spool = storage.files.uploadPath()
    #expect(FileManager.default.createFile(atPath: spool, contents: Data("o".utf8)))
    let blob = BlobName(bucket: "documents", version: UUID())
    try await storage.bytes.keep(spool, as: blob, contentType: "application/octet-stream")
    return blob
  }
}

@Suite(
  "Storage over real HTTP: an interrupted upload, 200 MB with bounded memory",
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: "/usr/bin/curl"), "needs curl at /usr/bin/curl"
  )
)
struct StorageStreamingTests {
  @Test func anInterruptedUploadLeavesNothingVisible() async throws {
    try await TestServer.run(.sqlite, live: true) { api in
      let user = try await api.signUp("cut@example.com")
      let port = try #require(api.client.port)
      let path = "/storage/v1/object/documents/\(user.id)/cut.mp4"
      let folder = FileManager.default.temporaryDirectory.appending(path: "compass-cut-\(UUID())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let source = folder.appending(path: "cut.bin")
      try BigFile.write(to: source, bytes: 4 << 20)
      let cut = try await ChildProcess.run([
        "curl", "-sS", "--limit-rate", "1M", "--max-time", "1", "-H",
        "Authorization: Bearer \(user.token)", "--data-binary", "@\(source.path)",
        "http://127.0.0.1:\(port)\(path)",
      ])
      #expect(cut.status == 28, "curl should give up mid-upload: \(cut.output)")
      try await Task.sleep(for: .milliseconds(500))
      let read = try await api.send(.get, path, token: user.token)
      #expect(read.object["statusCode"]?.stringValue == "404")
      #expect(api.spooledUploads().isEmpty)
      #expect(try await api.storedBlobs().isEmpty)
    }
  }

  @Test func anUploadThatAsksFirstIsToldToContinueUnlessItIsTooLarge() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "compass-ask-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appending(path: "ask.bin")
    try BigFile.write(to: source, bytes: 2 << 20)
    try await TestServer.run(.sqlite, live: true, maxUploadBytes: 3 << 20) { api in
      let user = try await api.signUp("ask@example.com")
      let port = try #require(api.client.port)
      let url = "http://127.0.0.1:\(port)/storage/v1/object/documents/\(user.id)/ask.bin"
      let asked = try await ChildProcess.run([
        "curl", "-sS", "-v", "-o", "/dev/null", "-H", "Expect: 100-continue", "-H",
        "Authorization: Bearer \(user.token)", "-T", source.path, url,
      ])
      #expect(asked.output.contains("< HTTP/1.1 100 Continue"), "\(asked.output)")
      #expect(asked.output.contains("< HTTP/1.1 200 OK"))
      let tooLarge = try await ChildProcess.run([
        "curl", "-sS", "-v", "-H", "Expect: 100-continue", "-H", "Content-Length: \(4 << 20)",
        "-H", "Authorization: Bearer \(user.token)", "-T", source.path, url + ".big",
      ])
      #expect(!tooLarge.output.contains("100 Continue"), "\(tooLarge.output)")
      #expect(tooLarge.output.contains("< HTTP/1.1 413"))
    }
  }

  @Test func twoHundredMegabytesRoundTripInBoundedMemory() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "compass-big-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appending(path: "source.bin")
    let size = 200 << 20
    try BigFile.write(to: source, bytes: size)
    // NB: the server runs as a process of its own, so the memory measured is the server's
    // alone, not that of the tests running alongside in this one.
    let server = try await ServerProcess.start()
    defer { server.stop() }
    let base = "http://127.0.0.1:\(server.port)"
    let signUp = try await ChildProcess.run([
      "curl", "-sS", "-H", "Content-Type: application/json", "--data",
      #"{"email":"large@example.com","password":"correct horse battery"}"#,
      base + "/auth/v1/signup",
    ])
    let session = try JSONDecoder().decode(JSONValue.self, from: Data(signUp.output.utf8))
    let token = try #require(session.objectValue?["access_token"]?.stringValue, "\(signUp.output)")
    let user = try #require(session.objectValue?["user"]?.objectValue?["id"]?.stringValue)
    let url = "\(base)/storage/v1/object/documents/\(user)/season.mp4"
    let auth = "Authorization: Bearer \(token)"
    let baseline = server.residentBytes
    let gauge = MemoryGauge { server.residentBytes }
    let upload = try await gauge.watch {
      try await ChildProcess.run([
        "curl", "-sS", "-o", "/dev/null", "-w", "%{http_code}", "-H", auth, "-H",
        "Content-Type: video/mp4", "--data-binary", "@\(source.path)", url,
      ])
    }
    #expect(upload.output == "200", "\(upload.output)")
    let copy = folder.appending(path: "copy.bin")
    let download = try await gauge.watch {
      try await ChildProcess.run(["curl", "-sS", "-o", copy.path, "-H", auth, url])
    }
    #expect(download.status == 0, "\(download.output)")
    #expect(try BigFile.same(source, copy))
    let growth = gauge.peak - baseline
    print("200 MiB round trip: the server's resident memory grew by \(growth >> 20) MiB")
    // Holding the file would take 200 MiB at least; what remains is chunks in flight and what
    // the allocator keeps after they are freed.
    #expect(growth < 64 << 20, "resident memory grew by \(growth >> 20) MiB for a 200 MiB file")
  }
}

@Suite("Storage: the S3 store's failures, said in Supabase Storage's shape")
struct StoreFailureTests {
  @Test func aStoreThatIsDownIsA503AndMissingBytesA404() {
    let down = StorageError(S3Error(status: 503, code: "StoreUnreachable", message: "refused"))
    #expect(down.httpStatus == .serviceUnavailable && down.statusCode == "503")
    #expect(!down.message.contains("refused"), "the store's detail stays on the server")
    let denied = StorageError.from(S3Error(status: 403, code: "AccessDenied", message: "keys"))
    #expect(denied?.httpStatus == .serviceUnavailable)
    #expect(
      StorageError.from(S3Error(status: 404, code: "NoSuchKey", message: "")) == .objectNotFound)
  }
}
