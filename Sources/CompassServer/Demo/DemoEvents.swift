import CompassModels

/// The demo season's events: each held on its own date of the year (camps in their season),
/// placed in the 365 days from 300 days ago, so about ten months are behind the family and two
/// ahead whatever day the demo starts.
struct DemoEventPlan {
  let name: String
  let type: EventType
  let month: Int
  let day: Int
  var days = 1
  /// The program hosting it; `nil` for showcases, tournaments and high-school games.
  var host: String?
  let venue: String
  let address: String
  let city: String
  let state: String
  var start: String?
  var checkIn: String?
  var cost: Double = 0
  let source: EventSource
  let description: String
  /// Programs whose coaches watched (showcases and tournaments).
  var scouts: [String] = []
  /// What Jordan wrote afterwards, before the numbers.
  var note: String?
  /// Registered, but the family could not go.
  var missed = false

  static let past = -300
  static let ahead = 64

  /// The one date of `month`/`day` in the window around `today`.
  func startDate(around today: LocalDate) -> LocalDate {
    for year in [today.year - 1, today.year, today.year + 1] {
      guard let date = LocalDate(year: year, month: month, day: day) else { continue }
      let offset = date.dayNumber - today.dayNumber
      if offset >= Self.past, offset <= Self.ahead { return date }
    }
    return today
  }

  /// Whether the family was there: every past event but a missed one.
  func attended(around today: LocalDate) -> Bool {
    !missed && startDate(around: today) < today
  }

  /// The metrics this kind of event measures.
  var measures: [MetricType] {
    switch type {
    case .showcase: [.sixtyTime, .velocity, .exitVelo]
    case .camp where name.contains("Hitting"): [.exitVelo, .sixtyTime]
    case .camp where name.contains("Pitching"): [.velocity]
    case .camp: [.velocity, .sixtyTime]
    case .game: [.velocity, .strikeouts]
    default: []
    }
  }

  /// The row for `events`, with the performance notes written from `numbers`.
  func json(around today: LocalDate, schoolID: JSONValue?, coaches: [JSONValue], numbers: String?)
    -> JSONValue
  {
    let start = startDate(around: today)
    let attended = attended(around: today)
    var row: [String: JSONValue] = [
      "name": .string(name), "type": .string(type.rawValue),
      "start_date": .string(start.description),
      "end_date": .string(start.adding(days: days - 1).description),
      "location": .string(venue), "address": .string(address), "city": .string(city),
      "state": .string(state), "event_source": .string(source.rawValue),
      "description": .string(description), "attended": .bool(attended),
      "registered": .bool(attended || missed || cost > 0 || type == .officialVisit),
    ]
    if let schoolID { row["school_id"] = schoolID }
    if let start = self.start { row["start_time"] = .string(start) }
    if let checkIn { row["checkin_time"] = .string(checkIn) }
    if cost > 0 { row["cost"] = .number(cost) }
    if attended, !coaches.isEmpty { row["coaches_present"] = .array(coaches) }
    let notes = [note, numbers].compactMap { $0 }.joined(separator: " ")
    if attended, !notes.isEmpty { row["performance_notes"] = .string(notes) }
    return .object(row)
  }
}

extension DemoSeason {
  static let events: [DemoEventPlan] = [
    DemoEventPlan(
      name: "Georgia Tech Winter Prospect Camp", type: .camp, month: 1, day: 10,
      host: "Georgia Tech", venue: "Russ Chandler Stadium", address: "150 Bobby Dodd Way NW",
      city: "Atlanta", state: "GA", start: "08:00:00", checkIn: "07:30:00", cost: 150,
      source: .email,
      description:
        "Indoor and outdoor sessions with the Georgia Tech staff: bullpens, defensive work, BP. Bring turf shoes.",
      note: "Coach Crane watched my whole bullpen and asked for my spring schedule."),
    DemoEventPlan(
      name: "Georgia Gwinnett College Prospect Day", type: .camp, month: 1, day: 24,
      host: "Georgia Gwinnett College", venue: "Grizzly Baseball Complex",
      address: "1000 University Center Ln", city: "Lawrenceville", state: "GA",
      start: "09:00:00", checkIn: "08:30:00", cost: 95, source: .flyer,
      description: "Prospect day: 60-yard dash, position work, then live at-bats against the staff."
    ),
    DemoEventPlan(
      name: "Vanderbilt Winter Pitching Clinic", type: .camp, month: 2, day: 7,
      host: "Vanderbilt University", venue: "Hawkins Field", address: "2601 Jess Neely Dr",
      city: "Nashville", state: "TN", start: "09:00:00", checkIn: "08:15:00", cost: 225,
      source: .webSearch,
      description:
        "Pitchers only: mechanics, arm care and a bullpen on Rapsodo with the Vanderbilt staff.",
      note: "Worked on my slider grip with Coach Delgado; best breaking balls I've thrown."),
    DemoEventPlan(
      name: "Season Opener vs. Walton", type: .game, month: 2, day: 20,
      venue: "Sope Creek High School Field", address: "3100 Old Canton Rd", city: "Marietta",
      state: "GA", start: "17:30:00", checkIn: "16:30:00", source: .other,
      description: "Varsity opener under the lights. Starting on the mound.",
      note: "Five innings, one run."),
    DemoEventPlan(
      name: "Cobb County Spring Classic", type: .game, month: 3, day: 14, days: 2,
      venue: "East Cobb Baseball Complex", address: "2800 Canton Rd", city: "Marietta",
      state: "GA", start: "10:00:00", checkIn: "09:15:00", source: .recommendation,
      description: "Three varsity games over two days; college coaches usually come for Saturday.",
      missed: true),
    DemoEventPlan(
      name: "Unofficial Visit to Emory University", type: .unofficialVisit, month: 4, day: 18,
      host: "Emory University", venue: "Chappell Park", address: "26 Eagle Row",
      city: "Atlanta", state: "GA", start: "10:00:00", source: .email,
      description: "Campus tour and admissions session, lunch with Coach Lindqvist, then practice.",
      note: "Loved the business school. Coach said academics open doors here."),
    DemoEventPlan(
      name: "Region 6-AAAAAA Championship", type: .game, month: 5, day: 2,
      venue: "Sope Creek High School Field", address: "3100 Old Canton Rd", city: "Marietta",
      state: "GA", start: "19:00:00", checkIn: "17:45:00", source: .other,
      description:
        "Region title game at home. Georgia Tech and Kennesaw State said they'd be there.",
      scouts: ["Georgia Tech", "Kennesaw State University"],
      note: "Complete game, we won 4-2."),
    DemoEventPlan(
      name: "Perfect Game National Showcase", type: .showcase, month: 6, day: 14, days: 5,
      venue: "JetBlue Park", address: "11500 Fenway South Dr", city: "Fort Myers", state: "FL",
      start: "08:00:00", checkIn: "07:00:00", cost: 795, source: .email,
      description:
        "Invitation-only: measurables on day one (60, velo, exit velo), then four days of games in front of every major program.",
      scouts: ["Vanderbilt University", "Clemson University", "University of Georgia"],
      note: "Biggest crowd of scouts I've pitched in front of."),
    DemoEventPlan(
      name: "UGA Elite Prospect Camp", type: .camp, month: 6, day: 24,
      host: "University of Georgia", venue: "Foley Field", address: "1 Selig Cir",
      city: "Athens", state: "GA", start: "08:30:00", checkIn: "08:00:00", cost: 175,
      source: .email,
      description: "Full-day camp with the UGA staff: pro-style workout, defense, bullpens and BP.",
      note: "Coach Pruitt said to keep him posted on my summer numbers."),
    DemoEventPlan(
      name: "Clemson Summer Camp", type: .camp, month: 7, day: 8, days: 2,
      host: "Clemson University", venue: "Doug Kingsmore Stadium", address: "100 Perimeter Rd",
      city: "Clemson", state: "SC", start: "09:00:00", checkIn: "08:15:00", cost: 250,
      source: .webSearch,
      description: "Two-day camp: workout and bullpens the first day, live games the second.",
      note: "Hot, but threw well on day two."),
    DemoEventPlan(
      name: "PBR Georgia Games", type: .showcase, month: 7, day: 21, days: 2,
      venue: "LakePoint Sports Complex", address: "261 Lakepoint Pkwy", city: "Emerson",
      state: "GA", start: "08:00:00", checkIn: "07:15:00", cost: 395, source: .friend,
      description:
        "Prep Baseball Report's state showcase: measurables, then games on the turf fields.",
      scouts: ["Kennesaw State University", "Georgia Gwinnett College"]),
    DemoEventPlan(
      name: "Chattahoochee Tech ID Camp", type: .camp, month: 8, day: 9,
      host: "Chattahoochee Tech", venue: "Chattahoochee Tech Baseball Field",
      address: "980 S Cobb Dr", city: "Marietta", state: "GA", start: "09:00:00",
      checkIn: "08:30:00", cost: 60, source: .flyer,
      description: "Half-day ID camp: 60, throwing, BP. Close to home."),
    DemoEventPlan(
      name: "Unofficial Visit to Georgia Tech", type: .unofficialVisit, month: 8, day: 29,
      host: "Georgia Tech", venue: "Russ Chandler Stadium", address: "150 Bobby Dodd Way NW",
      city: "Atlanta", state: "GA", start: "11:00:00", source: .email,
      description: "Game-day visit: facilities tour with Coach Crane, then the football game.",
      note: "Saw the new hitting facility. Coach asked about my fall schedule."),
    DemoEventPlan(
      name: "Kennesaw State Fall Prospect Camp", type: .camp, month: 9, day: 13,
      host: "Kennesaw State University", venue: "Stillwell Baseball Stadium",
      address: "3200 Busbee Dr", city: "Kennesaw", state: "GA", start: "08:30:00",
      checkIn: "08:00:00", cost: 140, source: .recommendation,
      description: "Fall prospect camp with the KSU staff; live bullpens and a scrimmage."),
    DemoEventPlan(
      name: "East Cobb Fall Invitational", type: .game, month: 10, day: 10, days: 3,
      venue: "East Cobb Baseball Complex", address: "2800 Canton Rd", city: "Marietta",
      state: "GA", start: "09:00:00", checkIn: "08:15:00", cost: 85, source: .friend,
      description: "Fall travel-ball tournament, four games guaranteed.",
      scouts: ["University of Georgia", "Kennesaw State University"]),
    DemoEventPlan(
      name: "WWBA World Championship", type: .game, month: 10, day: 22, days: 5,
      venue: "Roger Dean Chevrolet Stadium", address: "4751 Main St", city: "Jupiter",
      state: "FL", start: "08:00:00", checkIn: "07:00:00", cost: 450, source: .email,
      description:
        "Perfect Game's biggest fall tournament; hundreds of college coaches in Jupiter.",
      scouts: ["Clemson University", "Vanderbilt University", "Georgia Tech"],
      note: "Pitched the quarterfinal."),
    DemoEventPlan(
      name: "Official Visit to Vanderbilt University", type: .officialVisit, month: 11, day: 14,
      days: 2, host: "Vanderbilt University", venue: "Hawkins Field",
      address: "2601 Jess Neely Dr", city: "Nashville", state: "TN", source: .email,
      description:
        "Two-day official visit: campus, academics, a practice and dinner with the team.",
      note: "Parents came too. Coach Sorensen laid out where I fit in their recruiting class."),
    DemoEventPlan(
      name: "Emory Winter Hitting Camp", type: .camp, month: 12, day: 6,
      host: "Emory University", venue: "Chappell Park", address: "26 Eagle Row",
      city: "Atlanta", state: "GA", start: "09:00:00", checkIn: "08:30:00", cost: 120,
      source: .email, description: "Hitting-only camp: cage work, exit-velo testing, live BP."),
    DemoEventPlan(
      name: "Clemson Holiday Camp", type: .camp, month: 12, day: 28, days: 2,
      host: "Clemson University", venue: "Doug Kingsmore Stadium", address: "100 Perimeter Rd",
      city: "Clemson", state: "SC", start: "09:00:00", checkIn: "08:30:00", cost: 275,
      source: .email, description: "Winter camp over the holidays with the Clemson staff."),
  ]
}
