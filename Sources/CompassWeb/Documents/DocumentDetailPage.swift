import CompassDomain
import CompassModels
import Foundation

/// Document Detail: the preview by kind (video, image, PDF, other), metadata, the edit and
/// share dialogs, version history with View and Restore, a new version upload, delete.
struct DocumentDetailPage: WebPage {
  static let liveTables = ["documents", "schools"]
  static let template = "document-detail"

  let title: String
  let section = SitePath(.documents).path
  let href: SitePath
  let paths: Paths

  /// The document's own addresses: its dialogs and the forms that change it.
  struct Paths: Encodable {
    let editing: SitePath
    let sharing: SitePath
    let edit: SitePath
    let shares: SitePath
    let versions: SitePath
    /// Where the page's script sends a new version resumably, and records it.
    let resumable: SitePath
    let resumableFinish: SitePath
    let deletion: SitePath
    let versionDeletion: SitePath

    init(_ document: Document.ID) {
      editing = SitePath.document(document).query("edit", "1").fragment("edit-dialog")
      sharing = SitePath.document(document).query("share", "1").fragment("share-dialog")
      edit = .document(.edit, document)
      shares = .document(.shares, document)
      versions = .document(.versions, document)
      resumable = .document(.resumableVersion, document)
      resumableFinish = .document(.resumableVersionFinish, document)
      deletion = .document(.deletion, document)
      versionDeletion = .document(.versionDeletion, document)
    }
  }
  let csrf: String
  let heading: String
  let headerLabel: String
  let badge: String
  let version: String
  let isCurrent: Bool
  let uploaded: String
  /// Who added or last changed the document, when it was not the athlete.
  var attribution: String?
  let fileKind: String?
  let school: String
  let description: String?
  let fileURL: String
  let hasFile: Bool
  let downloadURL: String
  let isVideo: Bool
  let isImage: Bool
  let isPDF: Bool
  let isOther: Bool
  let unavailable = DocumentPreviewKind.unavailableMessage
  /// What the preview says when the file arrives but cannot be shown (its own fault).
  let unreadable: String
  let shareCount: String
  let shared: [SharedSchool]
  let shareChoices: [SelectOption]
  let hasShareChoices: Bool
  let noShareChoices: String
  /// Many schools to offer: the share list has a search field (live with script, a GET form
  /// without).
  let hasShareSearch: Bool
  let shareSearch: String
  let shareSearchLabel = SchoolShares.searchLabel
  let shareNoMatch = SchoolShares.noMatch
  let shareMatches: Bool
  let showMoreLabel: String?
  let showMoreHref: SitePath
  let versions: [VersionRow]
  let hasVersions: Bool
  let noVersions = VersionHistory.empty
  let noShares = SchoolShares.none
  let restoreQuestion = VersionHistory.restoreConfirmation
  let deleteQuestion: String
  let deleteDocument: String
  let deletesVersion: Bool
  let deleteVersion = VersionHistory.deleteVersionLabel
  let deleteVersionQuestion: String
  let edit: EditForm
  let editOpen: Bool
  let shareOpen: Bool
  let uploadError: String?
  let shareError: String?
  let notice: String?
  let editLabel = DocumentText.editAccessibilityLabel
  let shareLabel = DocumentText.shareAccessibilityLabel
  let deleteLabel: String
  var coachLinks: CoachLinksSection?

  struct SharedSchool: Encodable {
    let name: String
    let remove: ConfirmLink
  }

  struct VersionRow: Encodable {
    let label: String
    let date: String
    let isCurrent: Bool
    let viewHref: SitePath
    let restoreHref: SitePath
    let restoreAction: SitePath
    let accessibilityLabel: String
  }

  /// The edit dialog as typed.
  struct EditForm: Encodable {
    let title: String
    let titleError: String?
    let description: String
    let descriptionError: String?
    let schoolOptions: [SelectOption]
    let failure: String?
    /// Where the edit started, and a clash with a change saved meanwhile.
    let edit: EditCarry
  }

  /// Which dialogs are open and what the edit form holds.
  struct Panels {
    var edit: (form: DocumentEditForm, showsMessages: Bool)?
    /// Where the open edit started, and a clash with a change saved meanwhile.
    var editCarry: EditCarry?
    var share = false
    var uploadError: String?
    /// Why the server refused a valid-looking edit (a school no longer the user's).
    var editError: String?
    /// Why the share dialog refused (nothing ticked).
    var shareError: String?
    /// What just worked ("Shared with 2 schools.").
    var notice: String?
    /// What the share list's search holds.
    var shareSearch = ""
    /// A long version history listed whole.
    var showsAllVersions = false
    /// A coach's link just made, shown once.
    var createdLink: CoachLinksSection.Created?
    /// Why a coach's link was not made.
    var linkError: String?
  }

  init(
    _ document: Document, versions: [Document], schools: [School],
    links: (file: String, download: String),
    panels: Panels, csrf: String, text: DocumentText
  ) {
    let id = document.id
    let kind = DocumentPreviewKind(document)
    title = document.title
    href = .document(id)
    paths = Paths(id)
    self.csrf = csrf
    heading = document.title
    headerLabel = DocumentText.headerAccessibilityLabel(document)
    badge = document.type.label
    version = DocumentText.versionLabel(document)
    isCurrent = document.isCurrent
    uploaded = text.uploaded(document)
    fileKind = DocumentText.fileKind(document)
    school = DocumentText.schoolName(document, schools: schools)
    description = document.description.flatMap { $0.isEmpty ? nil : $0 }
    fileURL = links.file
    hasFile = !links.file.isEmpty
    downloadURL = links.download
    isVideo = kind == .video
    unreadable = kind.unreadableMessage
    isImage = kind == .image
    isPDF = kind == .pdf
    isOther = kind == .other
    let shares = SchoolShares(document.sharedWithSchools)
    shareCount = shares.countLabel
    shared = Self.sharedSchools(shares, schools: schools, document: id)
    let offered = shares.available(from: schools)
    hasShareSearch = SchoolShares.needsSearch(offered)
    shareSearch = hasShareSearch ? panels.shareSearch : ""
    shareChoices = SchoolShares.matching(offered, query: shareSearch, locale: text.locale).map {
      SelectOption(value: $0.id.description, label: $0.name, selected: false)
    }
    hasShareChoices = !offered.isEmpty
    shareMatches = !shareChoices.isEmpty
    noShareChoices = SchoolShares.nothingToOffer(schools: schools.count)
    let history = VersionHistory(versions: versions)
    deleteQuestion = history.deleteDocumentConfirmation
    deleteDocument = history.deleteDocumentLabel
    deleteLabel = history.deleteDocumentAccessibilityLabel
    deletesVersion = history.canDelete(document)
    deleteVersionQuestion = VersionHistory.deleteVersionConfirmation(document)
    showMoreLabel = history.showMoreLabel(showingAll: panels.showsAllVersions)
    showMoreHref = .document(id).query("versions", "all").fragment("versions")
    self.versions = Self.versionRows(history, showingAll: panels.showsAllVersions, text: text)
    hasVersions = history.versions.count > 1
    edit = EditForm(document, schools: schools, panels: panels)
    editOpen = panels.edit != nil
    shareOpen = panels.share
    uploadError = panels.uploadError
    shareError = panels.shareError
    notice = panels.notice
  }
}

/// The page's sections, each from what it shows.
extension DocumentDetailPage {
  /// The schools the document is shared with, each with its "Remove".
  fileprivate static func sharedSchools(
    _ shares: SchoolShares, schools: [School], document id: Document.ID
  ) -> [SharedSchool] {
    shares.schoolIDs.map { school in
      let name = schools.first { $0.id == school }?.name ?? "A removed school"
      return SharedSchool(
        name: name,
        remove: ConfirmLink(
          "Remove", ariaLabel: "Stop sharing with \(name)",
          asking: SchoolShares.stopSharing(with: name),
          at: .documentShareRemoval(id, school: school)))
    }
  }

  /// The version history's rows, newest first (the first few unless all are asked for).
  fileprivate static func versionRows(
    _ history: VersionHistory, showingAll: Bool, text: DocumentText
  ) -> [VersionRow] {
    history.listed(showingAll: showingAll).map { row in
      VersionRow(
        label: "Version \(row.version)", date: text.versionDate(row), isCurrent: row.isCurrent,
        viewHref: .document(row.id),
        restoreHref: .document(.restore, row.id),
        restoreAction: .document(.restore, row.id),
        accessibilityLabel: text.versionAccessibilityLabel(row))
    }
  }
}

extension DocumentDetailPage.EditForm {
  /// The edit dialog: as typed when it came back, else the document as saved.
  fileprivate init(_ document: Document, schools: [School], panels: DocumentDetailPage.Panels) {
    let editing = panels.edit ?? (DocumentEditForm(document: document), false)
    let errors = editing.showsMessages ? editing.form.validate() : [:]
    self.init(
      title: editing.form.title, titleError: errors[.title],
      description: editing.form.description, descriptionError: errors[.description],
      schoolOptions: [
        SelectOption(
          value: "", label: "General (no school)", selected: editing.form.schoolID == nil)
      ]
        + schools.map {
          SelectOption(
            value: $0.id.description, label: $0.name, selected: $0.id == editing.form.schoolID)
        }, failure: panels.editError,
      edit: panels.editCarry
        ?? EditCarry(
          shown: WebDocumentsController.EditFields(shown: DocumentEditForm(document: document)),
          version: document.updatedAt))
  }
}
