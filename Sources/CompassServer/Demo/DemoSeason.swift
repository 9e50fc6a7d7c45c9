import CompassDomain
import CompassModels
import Foundation

/// The content of the demo season: real-sounding programs, events and numbers.
enum DemoSeason {
  struct SchoolPlan {
    let name: String
    let city: String
    let state: String
    let division: String

    var json: JSONValue {
      [
        "name": .string(name), "city": .string(city), "state": .string(state),
        "location": .string("\(city), \(state)"), "division": .string(division),
      ]
    }
  }

  static let schools = [
    SchoolPlan(name: "University of Georgia", city: "Athens", state: "GA", division: "D1"),
    SchoolPlan(name: "Georgia Tech", city: "Atlanta", state: "GA", division: "D1"),
    SchoolPlan(name: "Vanderbilt University", city: "Nashville", state: "TN", division: "D1"),
    SchoolPlan(name: "Clemson University", city: "Clemson", state: "SC", division: "D1"),
    SchoolPlan(name: "Kennesaw State", city: "Kennesaw", state: "GA", division: "D1"),
    SchoolPlan(name: "Emory University", city: "Atlanta", state: "GA", division: "D3"),
    SchoolPlan(
      name: "Georgia Gwinnett College", city: "Lawrenceville", state: "GA", division: "NAIA"),
    SchoolPlan(name: "Chattahoochee Tech", city: "Marietta", state: "GA", division: "JUCO"),
  ]

  private static let firstNames = [
    "Scott", "Maria", "Derek", "Tanya", "Luis", "Brent", "Keisha", "Owen", "Ray", "Dana",
  ]
  private static let lastNames = [
    "Stricklin", "Alvarez", "Holt", "Brooks", "Ramos", "Whitfield", "Monroe", "Kline", "Ortiz",
    "Pace",
  ]

  static func staff(for index: Int, schoolID: JSONValue) -> [JSONValue] {
    let roles = index < 4 ? ["head", "assistant", "recruiting"] : ["head", "recruiting"]
    return roles.enumerated().map { offset, role in
      let first = firstNames[(index * 3 + offset) % firstNames.count]
      let last = lastNames[(index * 7 + offset * 3) % lastNames.count]
      return [
        "first_name": .string(first), "last_name": .string(last), "role": .string(role),
        "school_id": schoolID,
        "email": .string("\(first.lowercased()).\(last.lowercased())@athletics.example.edu"),
        "phone": .string("555-01\(10 + index)-\(1000 + offset * 37)"),
      ]
    }
  }

  private static let eventNames: [(String, EventType, Int)] = [
    ("Perfect Game National Showcase", .showcase, 2),
    ("Prep Baseball Report Georgia Games", .showcase, 1),
    ("East Cobb Fall Invitational", .game, 3), ("UGA Elite Prospect Camp", .camp, 2),
    ("Georgia Tech Winter Camp", .camp, 1), ("Vanderbilt Pitching Clinic", .camp, 1),
    ("Official Visit", .officialVisit, 2), ("Unofficial Visit", .unofficialVisit, 1),
    ("Region Championship Game", .game, 1), ("Under Armour Futures Showcase", .showcase, 2),
    ("Clemson Summer Camp", .camp, 3), ("Showball Tournament", .game, 3),
  ]

  static func events(
    around today: LocalDate, schools: [[String: JSONValue]], coaches: [[String: JSONValue]],
    random: inout SeededRandom
  ) -> [JSONValue] {
    (0..<40).map { index in
      let (baseName, type, length) = eventNames[index % eventNames.count]
      let start = today.adding(days: -200 + index * 8 + Int(random.next() % 5))
      let school = schools[index % schools.count]
      let schoolName = school["name"]?.stringValue ?? "Campus"
      let isVisit = type == .officialVisit || type == .unofficialVisit
      let name = isVisit ? "\(baseName) to \(schoolName)" : baseName
      let past = start < today
      let attended = past && random.next() % 5 != 0
      let schoolCoaches = coaches.filter { $0["school_id"] == school["id"] }.compactMap { $0["id"] }
      var event: [String: JSONValue] = [
        "name": .string(name), "type": .string(type.rawValue),
        "start_date": .string(start.description),
        "end_date": .string(start.adding(days: length - 1).description),
        "location": .string(
          isVisit
            ? schoolName : "\(["LakePoint", "Perfect Game Park", "East Cobb Complex"][index % 3])"),
        "city": school["city"] ?? .null, "state": school["state"] ?? .null,
        "address": .string("\(100 + index * 17) Diamond Way"),
        "registered": .bool(attended || random.next() % 3 != 0), "attended": .bool(attended),
        "event_source": .string(
          ["email", "flyer", "web_search", "recommendation", "friend"][index % 5]),
        "description": .string(description(type)),
      ]
      if !isVisit || index % 2 == 0 { event["school_id"] = school["id"] ?? .null }
      if type != .officialVisit {
        event["start_time"] = .string(["08:00:00", "09:00:00", "12:30:00", "17:30:00"][index % 4])
        event["checkin_time"] = .string(
          ["07:30:00", "08:15:00", "12:00:00", "17:00:00"][index % 4])
        event["cost"] = .number(type == .camp ? 175 : type == .showcase ? 395 : 0)
      }
      if attended, !schoolCoaches.isEmpty {
        event["coaches_present"] = .array(Array(schoolCoaches.prefix(1 + index % 2)))
        event["performance_notes"] = .string(
          "Sat 86-88 with the fastball, good feel for the slider; 6.85 sixty.")
      }
      return .object(event)
    }
  }

  private static func description(_ type: EventType) -> String {
    switch type {
    case .camp:
      "Full-day camp with defensive work, BP and a pro-style workout. Bring turf shoes and a glove."
    case .showcase:
      "Measurables in the morning (60, velo, pop time), then live at-bats in front of college coaches."
    case .game: "Tournament games, three guaranteed. Coaches from SEC and ACC programs expected."
    default: "Campus tour, meeting with the coaching staff and admissions, then a practice."
    }
  }

  static func metrics(
    around today: LocalDate, events: [[String: JSONValue]], random: inout SeededRandom
  ) -> [JSONValue] {
    let plans: [(MetricType, Double, Double, String)] = [
      (.velocity, 82, 0.35, "mph"), (.exitVelo, 86, 0.4, "mph"), (.sixtyTime, 7.25, -0.022, "sec"),
      (.popTime, 2.12, -0.009, "sec"), (.battingAvg, 0.295, 0.002, ""), (.era, 3.4, -0.04, ""),
      (.strikeouts, 5, 0.12, ""),
    ]
    let attended = events.filter { $0["attended"] == .bool(true) }
    return (0..<80).map { index in
      let (type, base, slope, unit) = plans[index % plans.count]
      let step = Double(index / plans.count)
      let noise = (Double(random.next() % 1000) / 1000 - 0.5) * abs(base) * 0.02
      let value = ((base + slope * step * 2 + noise) * 1000).rounded() / 1000
      let date = today.adding(days: -330 + index * 4)
      var metric: [String: JSONValue] = [
        "metric_type": .string(type.rawValue),
        "value": .number(type == .strikeouts ? value.rounded() : value),
        "unit": .string(unit), "recorded_date": .string(date.description),
        "verified": .bool(index % 3 == 0),
      ]
      if index % 4 == 0,
        let event = attended.first(where: {
          $0["start_date"]?.stringValue ?? "" >= date.description
        })
      {
        metric["event_id"] = event["id"] ?? .null
        metric["recorded_date"] = event["start_date"] ?? .null
        metric["notes"] = .string("Measured at \(event["name"]?.stringValue ?? "the event")")
      } else if index % 5 == 0 {
        metric["notes"] = .string(
          ["Indoor bullpen", "Windy, gusts to 20 mph", "Felt strong, new routine"][index % 3])
      }
      return .object(metric)
    }
  }

  static func interactions(
    events: [[String: JSONValue]], coaches: [[String: JSONValue]], user: UserID,
    random: inout SeededRandom
  ) -> [JSONValue] {
    events.filter { $0["attended"] == .bool(true) }.prefix(20).map { event in
      let coach = coaches.first { $0["school_id"] == event["school_id"] }
      let name = event["name"]?.stringValue ?? "event"
      return [
        "school_id": event["school_id"] ?? .null, "event_id": event["id"] ?? .null,
        "coach_id": coach?["id"] ?? .null,
        "type": .string(random.next() % 2 == 0 ? "in_person_visit" : "game"),
        "direction": .string(random.next() % 3 == 0 ? "outbound" : "inbound"),
        "subject": .string("Interaction at \(name)"),
        "content": .string("Talked after the game about summer plans and the next camp."),
        "sentiment": .string(["very_positive", "positive", "neutral"][Int(random.next() % 3)]),
        "occurred_at": .string("\(event["start_date"]?.stringValue ?? "2026-01-01")T14:00:00Z"),
        "logged_by": .string(user.description),
      ]
    }
  }
}
