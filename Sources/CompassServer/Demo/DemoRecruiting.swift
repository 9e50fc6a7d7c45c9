import CompassModels

/// Where Jordan stands with each program and what is left to do: schools at several statuses
/// (the host programs warmest), two follow-ups due (one today, one overdue), one for next week
/// and one already done.
extension DemoSeason {
  /// Each program's status, the family's interest and a note.
  static let standings:
    [(school: String, status: RecruitingStatus, interest: SchoolInterest?, notes: String?)] = [
      ("University of Georgia", .talking, .high, "Coach Pruitt wants the fall schedule."),
      ("Georgia Tech", .visited, .high, "Unofficial visit went well; loved the engineering tour."),
      ("Vanderbilt University", .contacted, .high, nil),
      ("Clemson University", .contacted, .medium, nil),
      ("Kennesaw State University", .offered, .medium, "Verbal offer; wants an answer by spring."),
      ("Emory University", .researching, .medium, "Strong academics, D3."),
      ("Georgia Gwinnett College", .researching, .low, nil),
      ("Chattahoochee Tech", .notAFit, .low, "Looking for a four-year program."),
    ]

  static func standingRows(staff: [String: Staff]) -> [JSONValue] {
    standings.compactMap { standing in
      guard let school = staff[standing.school] else { return nil }
      return [
        "school_id": school.schoolID, "status": .string(standing.status.rawValue),
        "interest": standing.interest.map { .string($0.rawValue) } ?? .null,
        "notes": standing.notes.map(JSONValue.string) ?? .null,
      ]
    }
  }

  /// The follow-ups, due around `today`.
  static func followUpRows(around today: LocalDate, staff: [String: Staff]) -> [JSONValue] {
    let plans:
      [(school: String, title: String, due: Int, status: FollowUpStatus, recruiter: Bool)] = [
        ("University of Georgia", "Send Coach Pruitt the fall schedule", 0, .open, true),
        ("Vanderbilt University", "Email Coach Sorensen the new highlight video", -2, .open, false),
        ("Clemson University", "Ask Coach Mabry about the winter camp", 6, .open, true),
        ("Georgia Tech", "Thank Coach Whitaker for the visit", -9, .done, false),
      ]
    return plans.compactMap { plan in
      guard let school = staff[plan.school],
        let coach = plan.recruiter ? school.recruiter : school.head
      else { return nil }
      return [
        "school_id": school.schoolID, "coach_id": coach["id"] ?? .null,
        "title": .string(plan.title), "due_date": .string(today.adding(days: plan.due).description),
        "status": .string(plan.status.rawValue),
        "done_at": plan.status == .done
          ? .string("\(today.adding(days: plan.due + 1))T18:00:00Z") : .null,
      ]
    }
  }
}
