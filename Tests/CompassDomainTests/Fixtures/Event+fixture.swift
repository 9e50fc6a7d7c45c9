import CompassModels
import Foundation

extension LocalDate {
  /// A date literal for tests: `LocalDate.on("2026-04-15")`.
  static func on(_ text: String) -> LocalDate {
    guard let date = LocalDate(text) else { preconditionFailure("bad test date \(text)") }
    return date
  }
}

extension LocalTime {
  static func at(_ text: String) -> LocalTime {
    guard let time = LocalTime(text) else { preconditionFailure("bad test time \(text)") }
    return time
  }
}

enum TestIDs {
  static let user = UserID(UUID(uuidString: "0B7E9F6A-1111-4C2D-8E3F-AA00BB11CC22")!)

  /// A stable id whose order follows `number`.
  static func uuid(_ number: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number))!
  }
}

extension Event {
  static func fixture(
    _ number: Int = 1, name: String = "Spring Showcase", type: EventType = .showcase,
    start: String = "2026-04-15", end: String? = nil, startTime: String? = nil,
    registered: Bool = false, attended: Bool = false, schoolID: School.ID? = nil,
    description: String? = nil, location: String? = nil, address: String? = nil,
    city: String? = nil, state: String? = nil, coaches: [Coach.ID] = []
  ) -> Event {
    Event(
      id: Event.ID(TestIDs.uuid(number)), userID: TestIDs.user, schoolID: schoolID, type: type,
      name: name, location: location, address: address, city: city, state: state,
      startDate: .on(start), endDate: end.map(LocalDate.on), startTime: startTime.map(LocalTime.at),
      description: description, coachesPresent: coaches, registered: registered,
      attended: attended)
  }
}

extension PerformanceMetric {
  static func fixture(
    _ number: Int, type: MetricType = .velocity, value: Double, date: String,
    unit: String = "mph", loggedAt: Double = 0, eventID: Event.ID? = nil
  ) -> PerformanceMetric {
    PerformanceMetric(
      id: PerformanceMetric.ID(TestIDs.uuid(number)), userID: TestIDs.user, eventID: eventID,
      metricType: type, value: value, unit: unit, recordedDate: .on(date),
      createdAt: Date(timeIntervalSince1970: loggedAt))
  }
}

extension Coach {
  static func fixture(_ number: Int, first: String, last: String, schoolID: School.ID?) -> Coach {
    Coach(
      id: Coach.ID(TestIDs.uuid(number)), userID: TestIDs.user, schoolID: schoolID, role: .head,
      firstName: first, lastName: last, email: "\(first.lowercased())@school.edu")
  }
}

extension Document {
  static func fixture(
    _ number: Int, version: Int, isCurrent: Bool, group: Int = 1, type: DocumentType = .transcript,
    fileType: String? = "application/pdf"
  ) -> Document {
    Document(
      id: Document.ID(TestIDs.uuid(number)), userID: TestIDs.user, type: type,
      title: "Transcript", fileURL: "user/\(number).pdf", fileType: fileType, version: version,
      isCurrent: isCurrent, versionGroupID: Document.ID(TestIDs.uuid(group)),
      createdAt: Date(timeIntervalSince1970: 1_736_937_000 + Double(version) * 86_400))
  }
}

extension School.ID {
  static func test(_ number: Int) -> School.ID { School.ID(TestIDs.uuid(number)) }
}

extension Locale {
  static let unitedStates = Locale(identifier: "en_US")
}
