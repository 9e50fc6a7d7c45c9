import CompassModels
import Foundation

/// An athlete profile's edit against changes saved meanwhile: a clash in words.
public enum AthleteProfileEdit {
  /// The fields both changed, in words.
  public static func fields(of conflict: EditConflict<AthleteProfile>) -> [ConflictField] {
    let columns = AthleteProfileDraft.columns(of: conflict.current)
    let labels = Dictionary(
      columns.keys.map { ($0, AthleteProfileField.label(ofColumn: $0)) },
      uniquingKeysWith: { a, _ in a })
    return EditConflictText.fields(of: conflict, columns: columns, labels: labels) {
      column, value in
      switch (column, value) {
      case ("height_inches", .number(let inches)):
        return Int(exactly: inches).map(ProfileText.height) ?? EditConflictText.plain(value)
      case ("bats", .string(let raw)):
        return BattingSide(known: raw).map(ProfileText.label) ?? raw
      case ("throws", .string(let raw)):
        return ThrowingArm(known: raw).map(ProfileText.label) ?? raw
      case ("graduation_year", .number(let year)):
        return Int(exactly: year).map(String.init) ?? EditConflictText.plain(value)
      default:
        return EditConflictText.plain(value)
      }
    }
  }
}
