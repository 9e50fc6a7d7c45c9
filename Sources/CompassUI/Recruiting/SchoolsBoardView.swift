#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// The schools as a board: a section per status (with its count), the most recently
  /// contacted first, each school opening its page.
  struct SchoolsBoardView: View {
    @State var model: SchoolsBoardModel

    var body: some View {
      List {
        if let banner = model.banner {
          DismissibleBanner(error: banner) { Task { await model.refresh() } }
        }
        if model.isOffline {
          Label(OfflineNote.showing("schools"), systemImage: "wifi.slash").font(.footnote)
        }
        if model.data.schools.isEmpty {
          Text(
            "No schools yet. Add the schools you are talking to on the web or when you create an event."
          )
          .foregroundStyle(.secondary)
        }
        ForEach(model.board.columns.filter { !$0.cards.isEmpty }) { column in
          Section(model.heading(column)) {
            ForEach(column.cards) { card in
              Button {
                model.schoolTapped(card.school)
              } label: {
                cardView(card)
              }
            }
          }
        }
      }
      .refreshable { await model.refresh() }
      .task { await model.onAppear() }
      .sheet(
        isPresented: Binding(
          get: { model.selected != nil }, set: { if !$0 { model.schoolClosed() } })
      ) { SchoolDetailView(model: model) }
    }

    private func cardView(_ card: SchoolBoard.Card) -> some View {
      VStack(alignment: .leading, spacing: 4) {
        Text(card.school.name).font(.headline)
        Text(model.standingText(card)).font(.subheadline)
        Text(model.lastContactText(card.lastContact) ?? "No contact logged yet")
          .font(.footnote).foregroundStyle(.secondary)
      }
      .frame(minHeight: 44)
      .accessibilityElement(children: .combine)
    }
  }

  /// One school: where the family stands (with its form), its coaches, the timeline of
  /// contacts, the follow-ups open for it and the events there.
  struct SchoolDetailView: View {
    @Environment(\.canEdit) private var canEdit
    @Bindable var model: SchoolsBoardModel

    var body: some View {
      NavigationStack {
        if let school = model.selected {
          Form {
            standing
            Section("When coaches may contact") {
              let rule = model.contactRule(for: school)
              Text(rule.text)
              if let source = rule.source {
                Text(source).font(.footnote).foregroundStyle(.secondary)
              }
              if let note = model.recruitingNote(for: school) {
                Text(note).font(.footnote).foregroundStyle(.secondary)
              }
            }
            Section("Coaches") {
              ForEach(model.coaches(of: school.id)) { coach in
                VStack(alignment: .leading) {
                  Text(coach.fullName).font(.headline)
                  Text(coach.role.displayName).font(.footnote).foregroundStyle(.secondary)
                }
              }
            }
            Section("Follow-ups") {
              ForEach(model.followUps(of: school.id)) { followUp in
                Text(followUp.title)
              }
            }
            Section("Timeline") {
              ForEach(model.timeline(of: school.id)) { contact in
                VStack(alignment: .leading, spacing: 4) {
                  Text(contact.type.displayName).font(.footnote).foregroundStyle(.secondary)
                  Text(contact.content ?? "")
                }
              }
            }
            Section("Events there") {
              ForEach(model.events(at: school.id)) { Text($0.name) }
            }
          }
          .navigationTitle(school.name)
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Done") { model.schoolClosed() }
            }
          }
          .alert(
            model.actionError ?? "",
            isPresented: Binding(
              get: { model.actionError != nil },
              set: { if !$0 { model.actionErrorDismissed() } })
          ) {
            Button("OK", role: .cancel) { model.actionErrorDismissed() }
          }
        }
      }
    }

    @ViewBuilder private var standing: some View {
      Section("Where you stand") {
        if let school = model.selected,
          let last = model.lastContactText(
            model.timeline(of: school.id).first)
        {
          Text(last).font(.footnote).foregroundStyle(.secondary)
        }
        Picker("Status", selection: $model.standingForm.status) {
          ForEach(RecruitingStatus.allCases, id: \.self) { Text($0.displayName).tag($0) }
        }
        Picker("Your interest", selection: $model.standingForm.interest) {
          Text("Not said").tag(SchoolInterest?.none)
          ForEach(SchoolInterest.allCases, id: \.self) { Text($0.displayName).tag(Optional($0)) }
        }
        TextField("Notes", text: $model.standingForm.notes, axis: .vertical).lineLimit(2...6)
        FieldMessage(message: model.standingForm.notesError)
        Button("Save") { Task { await model.saveStandingTapped() } }
          .frame(maxWidth: .infinity, minHeight: 44)
          .disabled(!canEdit || model.isWorking)
        if model.standing(of: model.selected?.id ?? School.ID(UUID())) == nil {
          Text("Not on the board yet: saving adds it.").font(.footnote).foregroundStyle(.secondary)
        }
      }
      if !model.conflictFields.isEmpty {
        Section("Changed by someone else too") {
          ForEach(model.conflictFields, id: \.column) { field in
            Text("\(field.label): yours \(field.mine), theirs \(field.theirs)")
          }
          Button("Keep Mine") { Task { await model.keepMineTapped() } }
          Button("Keep Theirs") { model.keepTheirsTapped() }
        }
      }
    }
  }

  /// The Recruiting tab: the schools board, the contact log and the follow-ups.
  struct RecruitingView: View {
    enum Part: String, CaseIterable {
      case schools = "Schools"
      case contacts = "Contacts"
      case followUps = "Follow-ups"
    }

    let schools: SchoolsBoardModel
    let contacts: ContactLogModel
    let followUps: FollowUpsModel
    let digest: FollowUpDigestModel
    @State private var part = Part.schools

    var body: some View {
      VStack(spacing: 0) {
        Picker("Show", selection: $part) {
          ForEach(Part.allCases, id: \.self) { Text($0.rawValue).tag($0) }
        }
        .pickerStyle(.segmented)
        .padding(.horizontal)
        switch part {
        case .schools: SchoolsBoardView(model: schools)
        case .contacts: ContactLogView(model: contacts)
        case .followUps: FollowUpsListView(model: followUps, digest: digest)
        }
      }
      .navigationTitle("Recruiting")
    }
  }
#endif
