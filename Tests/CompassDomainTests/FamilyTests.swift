import CompassDomain
import CompassModels
import Foundation
import Testing

@Suite("Family: whose data a page shows, and who changed it")
struct FamilyTests {
  let parent = UserID(UUID())
  let jordan = ReachableAthlete(id: UserID(UUID()), name: "Jordan", access: .edit, isViewer: false)
  let sam = ReachableAthlete(id: UserID(UUID()), name: "sam", access: .view, isViewer: false)

  @Test func anAthleteSeesTheirOwnDataWithNoSwitcher() {
    let athlete = UserID(UUID())
    let choice = AthleteChoice(viewer: athlete, linked: [], requested: nil)
    #expect(choice.active?.id == athlete)
    #expect(choice.active?.isViewer == true)
    #expect(choice.active?.canEdit == true)
    #expect(choice.active?.viewOnlyBanner == nil)
    #expect(!choice.showsSwitcher)
  }

  @Test func aParentOpensTheirFirstAthleteByNameAndSwitchesBetweenThem() {
    let choice = AthleteChoice(viewer: parent, linked: [sam, jordan], requested: nil)
    #expect(choice.athletes.map(\.name) == ["Jordan", "sam"])
    #expect(choice.active == jordan)
    #expect(choice.showsSwitcher)
    let second = AthleteChoice(viewer: parent, linked: [sam, jordan], requested: sam.id)
    #expect(second.active == sam)
  }

  @Test func anAthleteNotLinkedToTheViewerCannotBeOpened() {
    let stranger = UserID(UUID())
    #expect(AthleteChoice(viewer: parent, linked: [jordan], requested: stranger).active == nil)
    #expect(AthleteChoice(viewer: parent, linked: [jordan], requested: parent).active == nil)
    let athlete = UserID(UUID())
    #expect(AthleteChoice(viewer: athlete, linked: [], requested: stranger).active == nil)
    #expect(AthleteChoice(viewer: athlete, linked: [], requested: athlete).active?.id == athlete)
  }

  @Test func viewAccessSaysWhyNothingCanBeChanged() {
    #expect(jordan.viewOnlyBanner == nil)
    let banner = sam.viewOnlyBanner ?? ""
    #expect(banner.hasPrefix("Viewing sam's data — view only."))
    #expect(banner.contains("Family page"))
    #expect(sam.dataLabel == "sam's data")
  }

  @Test func theAthletesOwnChangesAreNotAttributed() {
    let athlete = jordan.id
    #expect(
      Attribution.text(
        athlete: athlete, viewer: athlete, createdBy: athlete, updatedBy: athlete, people: [:])
        == nil)
    #expect(
      Attribution.text(
        athlete: athlete, viewer: athlete, createdBy: nil, updatedBy: nil, people: [:])
        == nil)
  }

  @Test func aParentsAdditionsAndChangesAreNamedWithTheirRole() {
    let athlete = jordan.id
    let dana = UserID(UUID())
    let lee = UserID(UUID())
    let people = [dana: Attribution.Person(name: "Dana", role: .parent)]
    #expect(
      Attribution.text(
        athlete: athlete, viewer: athlete, createdBy: dana, updatedBy: dana, people: people)
        == "Added by Dana (parent)")
    #expect(
      Attribution.text(
        athlete: athlete, viewer: athlete, createdBy: athlete, updatedBy: dana, people: people)
        == "Last changed by Dana (parent)")
    #expect(
      Attribution.text(
        athlete: athlete, viewer: dana, createdBy: dana, updatedBy: lee, people: people)
        == "Added by you · last changed by another family member")
    #expect(
      Attribution.text(
        athlete: athlete, viewer: athlete, createdBy: dana, updatedBy: athlete, people: people)
        == "Added by Dana (parent)")
    #expect(Attribution.others([dana, nil, athlete, dana], athlete: athlete) == [dana])
  }
}
