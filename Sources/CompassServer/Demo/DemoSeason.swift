import CompassModels

/// Who the demo family is: Jordan Avery, a right-handed pitcher and outfielder in the class of
/// 2028 at a Georgia high school, the programs Jordan is talking to and their coaches.
enum DemoSeason {
  static let athlete = "Jordan Avery"
  static let position = "RHP / OF"
  static let highSchool = "Sope Creek High School"
  static let hometown = "Marietta, GA"

  /// Jordan's profile for coaches, as the family filled it in.
  static func profile(today: LocalDate) -> JSONValue {
    [
      "graduation_year": .number(Double(graduationYear(today: today))), "sport": "Baseball",
      "positions": .string(position), "bats": "right", "throws": "right",
      "height_inches": 73, "weight_pounds": 185, "high_school": .string(highSchool),
      "club_team": "East Cobb Astros 17U", "gpa": 3.8,
      "contact_email": "avery.family@example.com", "contact_phone": "(770) 555-0142",
      "shows_upcoming_events": true,
    ]
  }

  /// A program and the staff Jordan has met.
  struct SchoolPlan {
    let name: String
    let city: String
    let state: String
    let division: String
    let areaCode: Int
    let domain: String
    let coaches: [(first: String, last: String, role: CoachRole)]

    var json: JSONValue {
      [
        "name": .string(name), "city": .string(city), "state": .string(state),
        "location": .string("\(city), \(state)"), "division": .string(division),
      ]
    }

    /// The staff as rows of `coaches`; phone numbers are in the 555-01xx range kept for fiction.
    func staff(schoolID: JSONValue, number: Int) -> [JSONValue] {
      coaches.enumerated().map { offset, coach in
        let line = 100 + number * 10 + offset
        return [
          "first_name": .string(coach.first), "last_name": .string(coach.last),
          "role": .string(coach.role.rawValue), "school_id": schoolID,
          "email": .string("\(coach.first.lowercased()).\(coach.last.lowercased())@\(domain)"),
          "phone": .string("(\(areaCode)) 555-0\(line)"),
        ]
      }
    }
  }

  static let schools = [
    SchoolPlan(
      name: "University of Georgia", city: "Athens", state: "GA", division: "D1", areaCode: 706,
      domain: "uga.example.edu",
      coaches: [("Wes", "Holloway", .head), ("Brandon", "Pruitt", .recruiting)]),
    SchoolPlan(
      name: "Georgia Tech", city: "Atlanta", state: "GA", division: "D1", areaCode: 404,
      domain: "gatech.example.edu",
      coaches: [("Danny", "Whitaker", .head), ("Tyler", "Crane", .recruiting)]),
    SchoolPlan(
      name: "Vanderbilt University", city: "Nashville", state: "TN", division: "D1",
      areaCode: 615, domain: "vanderbilt.example.edu",
      coaches: [("Mike", "Sorensen", .head), ("Chris", "Delgado", .assistant)]),
    SchoolPlan(
      name: "Clemson University", city: "Clemson", state: "SC", division: "D1", areaCode: 864,
      domain: "clemson.example.edu",
      coaches: [("Ray", "Kimbrough", .head), ("Sean", "Mabry", .recruiting)]),
    SchoolPlan(
      name: "Kennesaw State University", city: "Kennesaw", state: "GA", division: "D1",
      areaCode: 470, domain: "kennesaw.example.edu",
      coaches: [("Alan", "Ruiz", .head), ("Josh", "Tolbert", .recruiting)]),
    SchoolPlan(
      name: "Emory University", city: "Atlanta", state: "GA", division: "D3", areaCode: 404,
      domain: "emory.example.edu", coaches: [("Paul", "Lindqvist", .head)]),
    SchoolPlan(
      name: "Georgia Gwinnett College", city: "Lawrenceville", state: "GA", division: "NAIA",
      areaCode: 678, domain: "ggc.example.edu", coaches: [("Terrence", "Hale", .head)]),
    SchoolPlan(
      name: "Chattahoochee Tech", city: "Marietta", state: "GA", division: "JUCO", areaCode: 770,
      domain: "chattahoocheetech.example.edu", coaches: [("Greg", "Odom", .head)]),
  ]
}
