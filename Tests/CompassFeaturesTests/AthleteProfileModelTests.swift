import CompassDomain
import CompassFeatures
import CompassLiveServer
import CompassModels
import Foundation
import SupabaseKit
import Testing

@Suite("Athlete profile on the phone: filled in by the athlete or an edit parent, read by all")
@MainActor
struct AthleteProfileModelTests {
  private func fill(_ model: AthleteProfileModel) {
    if model.editsName { model.name = "Jordan Avery" }
    model.draft.graduationYear = "2028"
    model.draft.sport = "Baseball"
    model.draft.positions = "RHP / OF"
    model.draft.bats = "right"
    model.draft.throwingArm = "right"
    model.draft.heightFeet = "6"
    model.draft.heightInches = "1"
    model.draft.weightPounds = "185"
    model.draft.highSchool = "Sope Creek High School"
    model.draft.gpa = "3.8"
  }

  private func stored(_ harness: FeatureHarness) async throws -> [AthleteProfile] {
    try await harness.session.client.from("athlete_profiles").select().execute().value
  }

  @Test func theAthleteFillsItInWithTheirNameAndCoachesSeeTheFacts() async throws {
    try await FeatureHarness.run { athlete in
      let model = athlete.profileModel()
      await model.load()
      #expect(model.phase == .loaded && model.profile == nil && model.preview.isEmpty)
      #expect(model.canEdit && model.editsName && model.title == "Your profile")
      fill(model)
      model.name = "Jordan Avery"
      await model.saveTapped()
      #expect(model.savedNotice == ProfileText.saved, "\(model.actionError ?? "")")
      #expect(model.preview.first == "Class of 2028 · RHP / OF · Baseball")
      let rows = try await stored(athlete)
      #expect(rows.count == 1 && rows.first?.userID == athlete.user)
      #expect(rows.first?.heightInches == 73 && rows.first?.gpa == 3.8)
      let names: [[String: String]] = try await athlete.session.client.from("profiles")
        .select("display_name").eq("id", value: athlete.user.description).execute().value
      #expect(names.first?["display_name"] == "Jordan Avery")
    }
  }

  @Test func aRefusedEntryIsShownOnItsFieldAndNothingIsSaved() async throws {
    try await FeatureHarness.run { athlete in
      let model = athlete.profileModel()
      await model.load()
      fill(model)
      model.draft.gpa = "7"
      #expect(model.message(for: .gpa) == nil, "no message before a save is tried")
      await model.saveTapped()
      #expect(model.message(for: .gpa) == "Enter a GPA from 0 to 5, like 3.8")
      #expect(model.draft.gpa == "7", "what was typed stays")
      let rows = try await stored(athlete)
      #expect(rows.isEmpty)
    }
  }

  @Test func anEditParentChangesTheAthletesProfileAndAViewParentOnlyReadsIt() async throws {
    try await FeatureHarness.run { athlete in
      let mine = athlete.profileModel()
      await mine.load()
      fill(mine)
      await mine.saveTapped()
      let parent = try await athlete.parent(.edit)
      let theirs = parent.profileModel()
      await theirs.load()
      #expect(!theirs.editsName && theirs.canEdit)
      #expect(theirs.draft.positions == "RHP / OF")
      theirs.draft.clubTeam = "East Cobb Astros"
      theirs.draft.showsUpcomingEvents = true
      await theirs.saveTapped()
      #expect(theirs.savedNotice == ProfileText.saved, "\(theirs.actionError ?? "")")
      let rows = try await stored(athlete)
      #expect(rows.count == 1 && rows.first?.userID == athlete.user)
      #expect(rows.first?.clubTeam == "East Cobb Astros" && rows.first?.showsUpcomingEvents == true)

      let viewer = try await athlete.parent(.view, email: "val@example.com", name: "Val")
      let read = viewer.profileModel()
      await read.load()
      #expect(!read.canEdit && read.readOnlyNote == ProfileText.readOnly)
      #expect(read.preview.contains("Sope Creek High School · Club: East Cobb Astros"))
      read.draft.gpa = "2.0"
      await read.saveTapped()
      #expect(read.actionError != nil && read.savedNotice == nil)
      let kept = try await stored(athlete)
      #expect(kept.first?.gpa == 3.8)
    }
  }

  @Test func aChangeSavedMeanwhileIsAskedAboutAndTheirsCanBeKept() async throws {
    try await FeatureHarness.run { athlete in
      let mine = athlete.profileModel()
      await mine.load()
      fill(mine)
      await mine.saveTapped()
      let parent = try await athlete.parent(.edit)
      let theirs = parent.profileModel()
      await theirs.load()
      await mine.load()
      theirs.draft.positions = "C / 1B"
      theirs.draft.weightPounds = "190"
      await theirs.saveTapped()
      mine.draft.positions = "SS"
      mine.draft.clubTeam = "Georgia Jackets"
      await mine.saveTapped()
      let prompt = try #require(mine.editConflict)
      #expect(prompt.fields.map(\.label) == ["Positions"])
      #expect(prompt.lines == ["Positions — yours: SS · theirs: C / 1B"])
      await mine.keepTheirsTapped()
      #expect(mine.editConflict == nil && mine.savedNotice == ProfileText.saved)
      let row = try #require(try await stored(athlete).first)
      #expect(row.positions == "C / 1B" && row.weightPounds == 190)
      #expect(row.clubTeam == "Georgia Jackets", "my other change is saved")
    }
  }

  @Test func twoFirstSavesAtOnceMakeOneProfile() async throws {
    try await FeatureHarness.run { athlete in
      let parent = try await athlete.parent(.edit)
      let mine = athlete.profileModel()
      let theirs = parent.profileModel()
      await mine.load()
      await theirs.load()
      theirs.draft.highSchool = "Sope Creek High School"
      await theirs.saveTapped()
      mine.draft.graduationYear = "2028"
      mine.name = "Jordan Avery"
      await mine.saveTapped()
      #expect(mine.savedNotice == ProfileText.saved, "\(mine.actionError ?? "")")
      let rows = try await stored(athlete)
      #expect(rows.count == 1)
      #expect(
        rows.first?.highSchool == "Sope Creek High School" && rows.first?.graduationYear == 2028)
    }
  }
}
