import CompassModels
import Foundation

/// Where the family stands with one school, as its form edits it: the status, the family's
/// interest and notes. A school has one such row, whose id comes from the school's, so the
/// first save from the web page or the phone (or both at once) makes one row.
public struct SchoolStandingForm: Hashable, Sendable {
  /// The longest notes kept.
  public static let notesLimit = 4000

  public var status = RecruitingStatus.researching
  public var interest: SchoolInterest?
  public var notes = ""

  /// The form over `standing` (a school with none is still being researched).
  public init(_ standing: SchoolStatus? = nil) {
    guard let standing else { return }
    status = standing.status
    interest = standing.interest
    notes = standing.notes ?? ""
  }

  /// The version a form opened before the school had a row is saved over: no row was saved
  /// then, so a row made meanwhile (the other parent's, or this form's own blank one) is read
  /// first and the edit merged with it, a field both set offered as a clash, never written
  /// over blindly.
  public static let neverSaved = Date(timeIntervalSince1970: 0)

  /// The id of `school`'s row.
  public static func id(for school: School.ID) -> SchoolStatus.ID {
    SchoolStatus.ID(StableID.make("school/standing!", from: school.uuid))
  }

  /// "Keep the notes under 4,000 characters", or `nil`.
  public var notesError: String? {
    notes.count > Self.notesLimit ? "Keep the notes under 4,000 characters" : nil
  }

  /// The columns the form sends: what an edit compares (`EditMerge`).
  public var columns: [String: JSONValue] {
    let trimmed = notes.trimmingCharacters(in: .whitespacesAndNewlines)
    return [
      "status": .string(status.rawValue),
      "interest": interest.map { .string($0.rawValue) } ?? .null,
      "notes": trimmed.isEmpty ? .null : .string(trimmed),
    ]
  }

  /// The columns of the row as its form would send them untouched.
  public static func columns(of standing: SchoolStatus?) -> [String: JSONValue] {
    SchoolStandingForm(standing).columns
  }

  /// The form's labels, by column.
  public static let labels = ["status": "Status", "interest": "Interest", "notes": "Notes"]

  /// The fields both changed, in words.
  public static func fields(of conflict: EditConflict<SchoolStatus>) -> [ConflictField] {
    EditConflictText.fields(
      of: conflict, columns: columns(of: conflict.current), labels: labels
    ) { column, value in
      guard case .string(let raw) = value else { return EditConflictText.plain(value) }
      switch column {
      case "status": return RecruitingStatus(rawValue: raw).displayName
      case "interest": return SchoolInterest(rawValue: raw).displayName
      default: return EditConflictText.plain(value)
      }
    }
  }
}

/// The body that makes a school's row as a first save: still researching, nothing else said.
public struct SchoolStandingPayload: Hashable, Sendable, Encodable {
  public let schoolID: School.ID

  public init(schoolID: School.ID) {
    self.schoolID = schoolID
  }

  enum CodingKeys: String, CodingKey {
    case schoolID = "school_id"
    case status
  }

  public func encode(to encoder: any Encoder) throws {
    var body = encoder.container(keyedBy: CodingKeys.self)
    try body.encode(schoolID, forKey: .schoolID)
    try body.encode(RecruitingStatus.researching, forKey: .status)
  }
}
