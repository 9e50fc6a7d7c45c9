import CompassModels
import Foundation

/// Deterministic fake data of realistic shape for the benchmarks.
struct SyntheticSeason {
  private var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  let user = UserID(UUID())

  private mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  private mutating func pick<T>(_ values: [T]) -> T {
    values[Int(next() % UInt64(values.count))]
  }

  private mutating func uuid() -> UUID {
    let high = next()
    let low = next()
    return withUnsafeBytes(of: (high, low)) { UUID(uuid: $0.load(as: uuid_t.self)) }
  }

  mutating func events(count: Int, around today: LocalDate) -> [Event] {
    let names = [
      "Spring Showcase", "Perfect Game National", "Elite Prospect Camp", "Georgia Tech Camp",
      "Fall Invitational", "Summer Classic", "Junior Showcase", "Official Visit to Vanderbilt",
      "Unofficial Visit to Clemson", "East Cobb Tournament", "Prep Baseball Report Showcase",
      "Under Armour Futures", "São Paulo Prospect Day",
    ]
    let cities = ["Atlanta", "Athens", "Marietta", "Nashville", "Clemson", "Jupiter", "Cary"]
    let descriptions = [
      "Bring your own helmet and cleats. Pitchers throw bullpens at 10.",
      "Coaches from SEC and ACC schools expected.", "Two-day event with games and workouts.",
      "Arrive early for check-in and measurables.", "",
    ]
    return (0..<count).map { index in
      let start = today.adding(days: Int(next() % 730) - 365)
      let length = Int(next() % 4)
      let attended = next() % 3 == 0
      return Event(
        id: Event.ID(uuid()), userID: user, type: pick(EventType.allCases),
        name: "\(pick(names)) \(2025 + index % 3) #\(index)",
        location: "\(pick(cities)) Sports Complex",
        address: "\(100 + index % 900) Field Way", city: pick(cities), state: "GA",
        startDate: start, endDate: start.adding(days: length),
        startTime: LocalTime(hour: 8 + index % 4, minute: 0), description: pick(descriptions),
        cost: Double(next() % 300), registered: attended || next() % 2 == 0, attended: attended)
    }
  }

  mutating func metrics(count: Int, around today: LocalDate, events: [Event] = [])
    -> [PerformanceMetric]
  {
    let notes = [
      "Measured with radar gun", "Indoor workout, felt strong", "Windy, \"gusts\" to 20 mph",
      "Coach Smith watched, asked about summer schedule; follow up next week",
    ]
    return (0..<count).map { index in
      let type = pick(MetricType.allCases)
      let recorded = today.adding(days: -Int(next() % 1000))
      let loggedAt = Date(
        timeIntervalSince1970: Double(recorded.dayNumber) * 86_400 + Double(next() % 86_400))
      return PerformanceMetric(
        id: PerformanceMetric.ID(uuid()), userID: user,
        eventID: index % 4 == 0 && !events.isEmpty ? pick(events).id : nil, metricType: type,
        value: 50 + Double(next() % 5000) / 100, unit: type.defaultUnit,
        recordedDate: recorded, notes: index % 3 == 0 ? pick(notes) : nil,
        verified: index % 2 == 0, createdAt: loggedAt, updatedAt: loggedAt)
    }
  }
}
