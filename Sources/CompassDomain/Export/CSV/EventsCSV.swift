import CompassFormats
import CompassModels
import Foundation

/// The events list as a spreadsheet: every column a user would filter or sort on.
public enum EventsCSV {
  public static let header = [
    "Name", "Type", "Status", "Start Date", "End Date", "Start Time", "End Time", "Check-in Time",
    "School", "Location", "Address", "City", "State", "Cost", "Source", "Registered", "Attended",
    "URL", "Description", "Performance Notes",
  ]

  public static func make(events: some Sequence<Event>, schools: [School] = []) -> Data {
    let schoolNames = Dictionary(schools.map { ($0.id, $0.name) }) { first, _ in first }
    var table = CSVTable(header: header)
    for event in events {
      table.appendRow([
        CSVTable.inert(event.name), event.type.displayName, EventStatus(event).label,
        event.startDate.description, event.endDate?.description ?? "",
        event.startTime?.hourMinute ?? "", event.endTime?.hourMinute ?? "",
        event.checkinTime?.hourMinute ?? "",
        CSVTable.inert(event.schoolID.flatMap { schoolNames[$0] } ?? ""),
        CSVTable.inert(event.location ?? ""), CSVTable.inert(event.address ?? ""),
        CSVTable.inert(event.city ?? ""), CSVTable.inert(event.state ?? ""),
        event.cost.map(MetricValueFormatter.editableText) ?? "",
        event.eventSource?.displayName ?? "", event.registered ? "Yes" : "No",
        event.attended ? "Yes" : "No", CSVTable.inert(event.url ?? ""),
        CSVTable.inert(event.description ?? ""), CSVTable.inert(event.performanceNotes ?? ""),
      ])
    }
    return Data(table.data)
  }
}
