#if canImport(SwiftUI)
  import CompassDomain
  import CompassModels
  import SwiftUI

  /// The profile form's fields, labelled and checked as on the web's Profile page.
  struct AthleteProfileFields: View {
    @Binding var draft: AthleteProfileDraft
    let years: [Int]
    let message: @MainActor (AthleteProfileField) -> String?

    var body: some View {
      Section("Player") {
        Picker(AthleteProfileField.graduationYear.label, selection: $draft.graduationYear) {
          Text("Not set").tag("")
          ForEach(years, id: \.self) { Text(String($0)).tag(String($0)) }
        }
        FieldMessage(message: message(.graduationYear))
        text(.sport, $draft.sport, prompt: "Baseball")
        text(.positions, $draft.positions, prompt: "RHP, 1B")
        Picker(AthleteProfileField.bats.label, selection: $draft.bats) {
          Text("Not set").tag("")
          ForEach(BattingSide.allCases, id: \.self) { Text(ProfileText.label($0)).tag($0.rawValue) }
        }
        Picker(AthleteProfileField.throwingArm.label, selection: $draft.throwingArm) {
          Text("Not set").tag("")
          ForEach(ThrowingArm.allCases, id: \.self) { Text(ProfileText.label($0)).tag($0.rawValue) }
        }
        HStack {
          Text(AthleteProfileField.height.label)
          TextField("ft", text: $draft.heightFeet).keyboardType(.numberPad)
          TextField("in", text: $draft.heightInches).keyboardType(.numberPad)
        }
        FieldMessage(message: message(.height))
        text(.weightPounds, $draft.weightPounds, prompt: "185").keyboardType(.numberPad)
        FieldMessage(message: message(.weightPounds))
      }
      Section("Schools") {
        text(.highSchool, $draft.highSchool, prompt: "Sope Creek High School")
        text(.clubTeam, $draft.clubTeam, prompt: "East Cobb Astros")
      }
      Section {
        text(.gpa, $draft.gpa, prompt: "3.8").keyboardType(.decimalPad)
        FieldMessage(message: message(.gpa))
        text(.contactEmail, $draft.contactEmail, prompt: "name@example.com")
          .keyboardType(.emailAddress).textContentType(.emailAddress)
        FieldMessage(message: message(.contactEmail))
        text(.contactPhone, $draft.contactPhone, prompt: "(770) 555-0142")
          .keyboardType(.phonePad).textContentType(.telephoneNumber)
        FieldMessage(message: message(.contactPhone))
      } header: {
        Text("For coaches")
      } footer: {
        Text(ProfileText.privateFieldsHint)
      }
      Section {
        Toggle(ProfileText.showsUpcomingEvents, isOn: $draft.showsUpcomingEvents)
      } footer: {
        Text(ProfileText.showsUpcomingEventsHint)
      }
    }

    private func text(_ field: AthleteProfileField, _ value: Binding<String>, prompt: String)
      -> some View
    {
      TextField(field.label, text: value, prompt: Text(prompt))
    }
  }
#endif
