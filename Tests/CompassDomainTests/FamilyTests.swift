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

  @Test func theOverviewIsMadeFromTheRowsTheViewerReads() {
    let athlete = UserID(UUID())
    let dana = UserID(UUID())
    let pat = UserID(UUID())
    let profiles = [
      ProfileRecord(id: athlete, displayName: "Jordan", role: "athlete"),
      ProfileRecord(id: dana, displayName: "  Dana ", role: "parent"),
    ]
    let links = [
      FamilyLinkRecord(id: .init(UUID()), athleteID: athlete, parentID: pat, access: "view"),
      FamilyLinkRecord(id: .init(UUID()), athleteID: athlete, parentID: dana, access: "edit"),
      FamilyLinkRecord(id: .init(UUID()), athleteID: athlete, parentID: dana, access: "own"),
    ]
    let mine = FamilyOverview(viewer: athlete, profiles: profiles, links: links)
    #expect(mine.role == .athlete)
    #expect(mine.changesAccess)
    #expect(mine.members.map(\.name) == ["A parent", "Dana"])
    #expect(mine.members.map(\.access) == [.view, .edit])
    #expect(mine.removeLabel(for: mine.members[1]) == "Remove Dana")
    #expect(mine.removeWarning(for: mine.members[1]).hasPrefix("Dana will no longer see"))

    let danas = FamilyOverview(viewer: dana, profiles: profiles, links: links)
    #expect(danas.role == .parent)
    #expect(!danas.changesAccess)
    #expect(danas.members.map(\.person) == [athlete])
    #expect(danas.removeLabel(for: danas.members[0]) == "Leave Jordan's family")
    #expect(danas.removeWarning(for: danas.members[0]).hasPrefix("You will no longer see Jordan's"))
    #expect(FamilyOverview(viewer: pat, profiles: [], links: links).role == .athlete)
  }

  @Test func aParentReachesOnlyTheAthletesLinkedToThem() {
    let athlete = UserID(UUID())
    let dana = UserID(UUID())
    let links = [
      FamilyLinkRecord(id: .init(UUID()), athleteID: athlete, parentID: dana, access: "view")
    ]
    let profiles = [ProfileRecord(id: athlete, displayName: "", role: "athlete")]
    let reached = ReachableAthlete.linked(to: dana, links: links, profiles: profiles)
    #expect(
      reached == [
        ReachableAthlete(id: athlete, name: "Your athlete", access: .view, isViewer: false)
      ])
    #expect(ReachableAthlete.linked(to: athlete, links: links, profiles: profiles).isEmpty)
    #expect(
      Attribution.Person(ProfileRecord(id: dana, displayName: "Dana", role: "?"))
        == Attribution.Person(name: "Dana", role: .parent))
  }

  @Test func signingUpNeedsANameOfAtMostAHundredCharacters() {
    #expect(SignUpProfile(name: " \n ").problem == SignUpProfile.nameMissing)
    #expect(
      SignUpProfile(name: String(repeating: "a", count: 101)).problem == SignUpProfile.nameTooLong)
    let dana = SignUpProfile(name: "  Dana Reyes ", role: .parent)
    #expect(dana.problem == nil)
    #expect(dana.metadata == ["display_name": "Dana Reyes", "role": "parent"])
    #expect(SignUpProfile(name: String(repeating: "é", count: 100)).problem == nil)
  }

  @Test func anInviteMessageCarriesTheCodeTheLinkAndTheExpiry() {
    let message = FamilyInviteText.message(
      code: "K7QP-M2XD", link: "https://compass.example/join/K7QP-M2XD", expires: "Dec 3, 4:00 PM")
    #expect(message.contains("K7QP-M2XD on the Family screen"))
    #expect(message.contains("open https://compass.example/join/K7QP-M2XD"))
    #expect(message.hasSuffix("It works once, until Dec 3, 4:00 PM."))
  }
}
