import CompassModels
import Foundation

/// A value as the store binds it, built from the typed value itself: a date stays a
/// `LocalDate` and an id a `UUID` until the bind writes the column's form, with no text in
/// between to parse again.
package enum StoreValue: Sendable, Equatable {
  case null
  case text(String)
  case integer(Int)
  case number(Double)
  case flag(Bool)
  case uuid(UUID)
  case uuids([UUID])
  case date(LocalDate)
  case time(LocalTime)
  case instant(Date)
  case json(JSONValue)
}

/// Values already typed column by column (`RowValues`): the encoder takes them as they are.
package protocol StoreColumns {
  var storeColumns: [String: StoreValue] { get }
}

/// A typed value the store binds as it is: ids, dates, times, instants and plain values.
package protocol StoreValueRepresentable {
  var storeValue: StoreValue { get }
}

extension Identifier: StoreValueRepresentable {
  package var storeValue: StoreValue { .uuid(uuid) }
}

extension UUID: StoreValueRepresentable {
  package var storeValue: StoreValue { .uuid(self) }
}

extension LocalDate: StoreValueRepresentable {
  package var storeValue: StoreValue { .date(self) }
}

extension LocalTime: StoreValueRepresentable {
  package var storeValue: StoreValue { .time(self) }
}

extension Date: StoreValueRepresentable {
  package var storeValue: StoreValue { .instant(self) }
}

extension String: StoreValueRepresentable {
  package var storeValue: StoreValue { .text(self) }
}

extension Bool: StoreValueRepresentable {
  package var storeValue: StoreValue { .flag(self) }
}

extension Int: StoreValueRepresentable {
  package var storeValue: StoreValue { .integer(self) }
}

extension Double: StoreValueRepresentable {
  package var storeValue: StoreValue { .number(self) }
}

extension JSONValue: StoreValueRepresentable {
  package var storeValue: StoreValue { .json(self) }
}

extension VerificationSource: StoreValueRepresentable {
  package var storeValue: StoreValue { .text(rawValue) }
}

extension StoreValueRepresentable where Self: OpenEnum {
  /// An open enumeration is stored as its raw text.
  package var storeValue: StoreValue { .text(rawValue) }
}

extension MetricType: StoreValueRepresentable {}
extension EventType: StoreValueRepresentable {}
extension EventSource: StoreValueRepresentable {}
extension SchoolDivision: StoreValueRepresentable {}
extension CoachRole: StoreValueRepresentable {}
extension InteractionType: StoreValueRepresentable {}
extension InteractionDirection: StoreValueRepresentable {}
extension InteractionSentiment: StoreValueRepresentable {}
extension DocumentType: StoreValueRepresentable {}
extension BattingSide: StoreValueRepresentable {}
extension ThrowingArm: StoreValueRepresentable {}
