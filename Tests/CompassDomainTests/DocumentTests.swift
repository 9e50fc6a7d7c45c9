import CompassDomain
import CompassModels
import Foundation
import Testing

@Suite("Document Detail: preview, versions, edit and sharing")
struct DocumentTests {
  @Test func previewKindComesFromTypeAndMIMEType() {
    #expect(DocumentPreviewKind(type: .highlightVideo, mimeType: nil) == .video)
    #expect(DocumentPreviewKind(type: .resume, mimeType: "video/quicktime") == .video)
    #expect(DocumentPreviewKind(type: .transcript, mimeType: "image/png") == .image)
    #expect(
      DocumentPreviewKind(type: .transcript, mimeType: "Application/PDF; charset=binary") == .pdf)
    #expect(DocumentPreviewKind(type: .resume, mimeType: "application/msword") == .other)
    #expect(DocumentPreviewKind(type: .resume, mimeType: nil).canPreview == false)
  }

  @Test func aNewVersionMustBeTheSameKindOfFile() {
    let transcript = Document.fixture(1, version: 1, isCurrent: true)
    #expect(NewVersionCheck.problem(mimeType: "application/pdf", for: transcript) == nil)
    #expect(
      NewVersionCheck.problem(mimeType: "image/png", for: transcript)
        == "Choose a PDF, the same kind of file as the current version.")
    let video = Document.fixture(
      2, version: 1, isCurrent: true, type: .highlightVideo, fileType: "video/mp4")
    #expect(NewVersionCheck.problem(mimeType: "video/quicktime", for: video) == nil)
    #expect(NewVersionCheck.problem(mimeType: "application/pdf", for: video) != nil)
    let letter = Document.fixture(
      3, version: 1, isCurrent: true, type: .recLetter, fileType: "application/msword")
    #expect(
      NewVersionCheck.problem(mimeType: "application/msword; charset=binary", for: letter) == nil)
    #expect(
      NewVersionCheck.problem(mimeType: "text/plain", for: letter)
        == "Choose a file of the same type as the current version (application/msword).")
  }

  @Test func historyIsNewestFirstWithExactlyOneCurrent() {
    let history = VersionHistory(versions: [
      .fixture(1, version: 1, isCurrent: false), .fixture(3, version: 3, isCurrent: false),
      .fixture(2, version: 2, isCurrent: true),
    ])
    #expect(history.versions.map(\.version) == [3, 2, 1])
    #expect(history.versions.filter(\.isCurrent).map(\.version) == [2])
    #expect(history.restorable.map(\.version) == [3, 1])
    #expect(history.nextVersionNumber == 4)
  }

  @Test func twoRowsMarkedCurrentAreRepairedToOne() {
    let history = VersionHistory(versions: [
      .fixture(1, version: 1, isCurrent: true), .fixture(2, version: 2, isCurrent: true),
    ])
    #expect(history.current?.version == 2)
    #expect(history.versions.filter(\.isCurrent).count == 1)
  }

  @Test func noRowMarkedCurrentMakesTheNewestCurrent() {
    let history = VersionHistory(versions: [
      .fixture(1, version: 1, isCurrent: false), .fixture(2, version: 2, isCurrent: false),
    ])
    #expect(history.current?.version == 2)
  }

  @Test func restoringMakesTheChosenVersionTheOnlyCurrentOne() throws {
    let history = VersionHistory(versions: [
      .fixture(1, version: 1, isCurrent: false), .fixture(2, version: 2, isCurrent: true),
    ])
    let restored = try #require(history.restoring(Document.ID(TestIDs.uuid(1))))
    #expect(restored.current?.version == 1)
    #expect(restored.versions.filter(\.isCurrent).count == 1)
    #expect(history.restoring(Document.ID(TestIDs.uuid(99))) == nil)
  }

  @Test func deletingCollectsEveryVersionsFile() {
    let history = VersionHistory(versions: [
      .fixture(1, version: 1, isCurrent: false), .fixture(2, version: 2, isCurrent: true),
    ])
    #expect(history.filePaths == ["user/2.pdf", "user/1.pdf"])
  }

  @Test func aSingleVersionHasNoPreviousVersions() {
    let history = VersionHistory(versions: [.fixture(1, version: 1, isCurrent: true)])
    #expect(history.restorable.isEmpty)
    #expect(VersionHistory.empty == "No previous versions")
    #expect(VersionHistory(versions: []).nextVersionNumber == 1)
  }

  @Test func editNeedsATitleOfAtMostAHundredAndADescriptionOfAtMostFiveHundred() throws {
    var form = DocumentEditForm(document: .fixture(1, version: 1, isCurrent: true))
    #expect(form.canSave)
    form.title = "  "
    #expect(form.validate()[.title] == "Title is required")
    form.title = String(repeating: "t", count: 101)
    #expect(form.validate()[.title] == "Title must be 100 characters or fewer")
    form.title = String(repeating: "t", count: 100)
    form.description = String(repeating: "d", count: 501)
    #expect(form.validate()[.description] == "Description must be 500 characters or fewer")
    form.description = "  Junior year  "
    form.schoolID = .test(4)
    let payload = try #require(form.payload())
    #expect(payload.description == "Junior year" && payload.schoolID == .test(4))
  }

  @Test func sharingIsAnOrderedSet() {
    var shares = SchoolShares([.test(1), .test(2), .test(1)])
    #expect(shares.schoolIDs == [.test(1), .test(2)])
    shares.add([.test(3), .test(2), .test(4)])
    #expect(shares.schoolIDs == [.test(1), .test(2), .test(3), .test(4)])
    shares.remove(.test(2))
    #expect(shares.schoolIDs == [.test(1), .test(3), .test(4)])
    #expect(shares.countLabel == "Shared with 3 schools")
    #expect(SchoolShares([.test(1)]).countLabel == "Shared with 1 school")
    let schools = (1...5).map { School(id: .test($0), userID: TestIDs.user, name: "S\($0)") }
    #expect(shares.available(from: schools).map(\.name) == ["S2", "S5"])
  }

  @Test func labelsAndVoiceOver() throws {
    let document = Document.fixture(1, version: 2, isCurrent: true, type: .highlightVideo)
    #expect(DocumentType.recLetter.label == "Recommendation Letter")
    #expect(DocumentType.highlightVideo.badge == "🎥 Highlight Video")
    #expect(DocumentText.versionLabel(document) == "v2")
    #expect(
      DocumentText.headerAccessibilityLabel(document)
        == "Transcript. Highlight Video. PDF. Version 2.")
    let text = DocumentText(
      locale: .unitedStates, timeZone: try #require(TimeZone(identifier: "UTC")))
    #expect(text.uploaded(document) == "Jan 17, 2025")
    #expect(
      text.versionAccessibilityLabel(document) == "Version 2. Uploaded January 17, 2025. Current.")
    #expect(DocumentText.schoolName(document, schools: []) == "General")
  }

  @Test func theFileKindComesFromTheMIMETypeElseTheName() {
    func kind(_ mime: String?, _ path: String = "user/file") -> String? {
      var document = Document.fixture(1, version: 1, isCurrent: true, fileType: mime)
      document.fileURL = path
      return DocumentText.fileKind(document)
    }
    #expect(kind("application/pdf") == "PDF")
    #expect(kind("video/mp4; codecs=avc1") == "MP4 video")
    #expect(kind("image/JPEG") == "JPEG image")
    #expect(kind(nil, "user/g/letter.HEIC") == "HEIC image")
    #expect(kind("application/octet-stream", "user/g/resume.docx") == "Word document")
    #expect(kind("video/x-matroska", "user/g/clip") == "Video")
    #expect(kind(nil, "user/g/season.pages") == "PAGES file")
    #expect(kind(nil, "user/g/notes") == nil)
    #expect(kind(nil, "user/g/odd.<script>") == nil)
  }

  @Test func manySchoolsCanBeSearchedInAnyCaseOrAccent() {
    let names = ["University of Georgia", "São Paulo State", "Georgia Tech", "Clemson"]
    let schools = names.enumerated().map {
      School(id: .test($0.offset + 1), userID: TestIDs.user, name: $0.element)
    }
    let match = { (query: String) in
      SchoolShares.matching(schools, query: query, locale: .unitedStates).map(\.name)
    }
    #expect(match("georgia") == ["University of Georgia", "Georgia Tech"])
    #expect(match("SAO") == ["São Paulo State"])
    #expect(match("  ") == names)
    #expect(match("Stanford").isEmpty)
    #expect(!SchoolShares.needsSearch(schools))
    let many = (1...60).map { School(id: .test($0), userID: TestIDs.user, name: "School \($0)") }
    #expect(SchoolShares.needsSearch(many))
  }

  @Test func aLongHistoryShowsTheNewestTenAndTheCurrentUntilAskedForMore() {
    let versions = (1...14).map { Document.fixture($0, version: $0, isCurrent: $0 == 2) }
    let history = VersionHistory(versions: versions)
    let listed = history.listed(showingAll: false)
    #expect(listed.map(\.version) == Array((5...14).reversed()) + [2])
    #expect(history.showMoreLabel(showingAll: false) == "Show 3 older versions")
    #expect(history.listed(showingAll: true).count == 14)
    #expect(history.showMoreLabel(showingAll: true) == nil)
    let short = VersionHistory(versions: Array(versions.prefix(10)))
    #expect(
      short.listed(showingAll: false).count == 10 && short.showMoreLabel(showingAll: false) == nil)
  }
}
