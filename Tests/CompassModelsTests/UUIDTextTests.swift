import CompassModels
import Foundation
import Testing

@Suite("UUIDs as text")
struct UUIDTextTests {
  @Test func readsAndWritesWhatFoundationDoes() {
    for _ in 0..<500 {
      let uuid = UUID()
      #expect(UUIDText.lowercase(uuid) == uuid.uuidString.lowercased())
      #expect(UUIDText.parse(uuid.uuidString) == uuid)
      #expect(UUIDText.parse(uuid.uuidString.lowercased()) == uuid)
    }
    let mixed = "d3E00000-0000-4000-8000-00000000000A"
    #expect(UUIDText.parse(mixed) == UUID(uuidString: mixed))
  }

  @Test func refusesWhatIsNotAUUID() {
    for text in [
      "", "d3e00000-0000-4000-8000-00000000000", "d3e00000-0000-4000-8000-0000000000001",
      "d3e00000-0000-4000-8000-00000000000g", "d3e00000+0000-4000-8000-000000000001",
      "d3e000000-000-4000-8000-000000000001", "d3e00000000004000800000000000001",
      "d3e00000-0000-4000-8000-00000000000é",
    ] {
      #expect(UUIDText.parse(text) == nil, "\(text)")
      #expect(UUID(uuidString: text) == nil, "Foundation agrees on \(text)")
    }
  }
}
