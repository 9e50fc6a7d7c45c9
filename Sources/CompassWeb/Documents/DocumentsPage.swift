import CompassDomain
import CompassModels
import Foundation

/// The Documents list: each document's current version, and the upload form with a real
/// progress bar. A refused upload comes back with what was typed.
struct DocumentsPage: WebPage {
  static let liveTables = ["documents"]
  static let template = "documents"

  let title = "Documents"
  let section = SitePath(.documents).path
  let csrf: String
  let cards: [Card]
  let upload: UploadForm
  let isEmpty: Bool

  struct Card: Encodable {
    let href: SitePath
    let title: String
    let badge: String
    let version: String
    let uploaded: String
    let fileKind: String?
    let school: String
    let accessibilityLabel: String
  }

  /// The upload form as typed, with its message.
  struct UploadForm: Encodable {
    var title = ""
    var type = ""
    var description = ""
    var school = ""
    var error: String?
    var typeOptions: [SelectOption] = []
    var schoolOptions: [SelectOption] = []
    var isOpen = false

    /// Fills the dropdowns for the user's schools, keeping the choices made.
    func withChoices(schools: [School]) -> UploadForm {
      var form = self
      form.typeOptions =
        [SelectOption(value: "", label: "-- Select a type --", selected: type.isEmpty)]
        + DocumentType.allCases.map {
          SelectOption(value: $0.rawValue, label: $0.label, selected: $0.rawValue == type)
        }
      form.schoolOptions =
        [SelectOption(value: "", label: "General (no school)", selected: school.isEmpty)]
        + schools.map {
          SelectOption(
            value: $0.id.description, label: $0.name, selected: $0.id.description == school)
        }
      return form
    }
  }

  init(
    documents: [Document], schools: [School], upload: UploadForm, csrf: String,
    text: DocumentText
  ) {
    self.csrf = csrf
    cards = documents.filter(\.isCurrent).map { document in
      Card(
        href: .document(document.id), title: document.title,
        badge: document.type.label, version: DocumentText.versionLabel(document),
        uploaded: text.uploaded(document), fileKind: DocumentText.fileKind(document),
        school: DocumentText.schoolName(document, schools: schools),
        accessibilityLabel: DocumentText.headerAccessibilityLabel(document))
    }
    isEmpty = cards.isEmpty
    self.upload = upload.withChoices(schools: schools)
  }
}
