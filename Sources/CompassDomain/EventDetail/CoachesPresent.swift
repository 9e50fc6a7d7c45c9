import CompassModels

/// The Coaches Present section of Event Detail.
public enum CoachesPresent {
  /// The coaches recorded at the event, in the order they were added, looked up among all the
  /// user's coaches so one who has since moved schools is still listed. Ids of deleted coaches
  /// are left out.
  public static func present(at event: Event, among coaches: [Coach]) -> [Coach] {
    let byID = Dictionary(coaches.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    return event.coachesPresent.compactMap { byID[$0] }
  }

  /// The school's coaches who can still be added: those not already present.
  public static func available(for event: Event, schoolCoaches: [Coach]) -> [Coach] {
    let present = Set(event.coachesPresent)
    return schoolCoaches.filter { !present.contains($0.id) }
  }

  /// The `coaches_present` array after adding a coach (no duplicates).
  public static func adding(_ coach: Coach.ID, to event: Event) -> [Coach.ID] {
    event.coachesPresent.contains(coach) ? event.coachesPresent : event.coachesPresent + [coach]
  }

  /// The `coaches_present` array after removing a coach.
  public static func removing(_ coach: Coach.ID, from event: Event) -> [Coach.ID] {
    event.coachesPresent.filter { $0 != coach }
  }

  /// "John Smith, Head Coach, coach@school.edu, 555-1234".
  public static func accessibilityLabel(_ coach: Coach) -> String {
    [coach.fullName, coach.role.displayName, coach.email, coach.phone].compactMap { $0 }
      .filter { !$0.isEmpty }.joined(separator: ", ")
  }
}

extension CoachRole {
  /// "Head Coach", "Assistant Coach", "Recruiting Coordinator".
  public var displayName: String {
    switch self {
    case .head: "Head Coach"
    case .assistant: "Assistant Coach"
    case .recruiting: "Recruiting Coordinator"
    default: humanizedRawValue
    }
  }
}
