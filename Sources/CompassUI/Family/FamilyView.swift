#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import SwiftUI

  /// The Family screen: the people linked to the user, an invite to send, a code to join with,
  /// and the open invites.
  struct FamilyView: View {
    @State var model: FamilyModel

    var body: some View {
      content
        .navigationTitle("Family")
        .task { await model.onAppear() }
        .liveChanges(
          notice: model.liveNotice, follow: { await model.followChanges() },
          dismiss: { model.liveNoticeDismissed() }
        )
        .refreshable { await model.refresh() }
        .confirmationDialog(
          model.removalPrompt?.title ?? "",
          isPresented: Binding(
            get: { model.pendingRemoval != nil }, set: { if !$0 { model.removeCancelled() } }),
          titleVisibility: .visible
        ) {
          Button(model.removalPrompt?.confirmLabel ?? "Remove", role: .destructive) {
            Task { await model.removeConfirmed() }
          }
          Button("Cancel", role: .cancel) { model.removeCancelled() }
        } message: {
          if let prompt = model.removalPrompt { Text(prompt.message) }
        }
        .sheet(
          isPresented: Binding(
            get: { model.created != nil }, set: { if !$0 { model.createdInviteDismissed() } })
        ) {
          if let invite = model.created {
            CreatedInviteSheet(invite: invite) { model.createdInviteDismissed() }
          }
        }
    }

    @ViewBuilder private var content: some View {
      switch model.phase {
      case .idle, .loading:
        ProgressView().frame(maxWidth: .infinity, maxHeight: .infinity)
      case .failed(let error):
        LoadFailedView(error: error) { await model.refresh() }
      case .loaded:
        Form {
          if let notice = model.notice {
            DismissibleBanner(message: notice, tint: .green) { model.noticeDismissed() }
          }
          if let banner = model.banner {
            DismissibleBanner(message: banner) { model.bannerDismissed() }
          }
          if let firstStep = model.firstStep {
            Section { Text(firstStep) }
            JoinSection(model: model)
          }
          if let overview = model.overview {
            FamilyMembersSection(model: model, overview: overview)
            InviteSection(model: model, heading: overview.inviteHeading)
          }
          if model.firstStep == nil { JoinSection(model: model) }
        }
        .disabled(model.isWorking)
      }
    }
  }

  /// The parents of an athlete (with their access, which only the athlete changes) or the
  /// athletes of a parent, each with its Remove or Leave button.
  struct FamilyMembersSection: View {
    let model: FamilyModel
    let overview: FamilyOverview

    var body: some View {
      Section(overview.membersHeading) {
        if overview.members.isEmpty {
          Text(overview.emptyText).foregroundStyle(.secondary)
        }
        ForEach(overview.members) { member in
          VStack(alignment: .leading, spacing: 8) {
            if overview.changesAccess {
              Picker(member.name, selection: access(of: member)) {
                ForEach(FamilyAccess.allCases, id: \.self) { Text($0.label).tag($0) }
              }
              .accessibilityLabel("Access for \(member.name)")
            } else {
              LabeledRow(title: member.name, value: member.access.label)
            }
            Button(overview.removeLabel(for: member), role: .destructive) {
              model.removeTapped(member)
            }
            .frame(minHeight: 44)
          }
        }
      }
    }

    private func access(of member: FamilyMember) -> Binding<FamilyAccess> {
      Binding(
        get: { member.access },
        set: { access in Task { await model.accessChanged(member, to: access) } })
    }
  }

  /// A name and what it is, side by side.
  struct LabeledRow: View {
    let title: String
    let value: String

    var body: some View {
      HStack {
        Text(title).font(.headline)
        Spacer()
        Text(value).foregroundStyle(.secondary)
      }
      .accessibilityElement(children: .combine)
    }
  }

  /// The invite form (the access it gives, and optionally the one e-mail that may use it) and
  /// the invites still open, each with Revoke.
  struct InviteSection: View {
    @Bindable var model: FamilyModel
    let heading: String

    var body: some View {
      Section {
        Picker("What they can do", selection: $model.inviteAccess) {
          ForEach(FamilyAccess.allCases, id: \.self) { Text($0.label).tag($0) }
        }
        TextField("Only for this e-mail (optional)", text: $model.inviteEmail)
          .textContentType(.emailAddress)
          .keyboardType(.emailAddress)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
        FieldMessage(message: model.inviteError)
        Button("Create invite") { Task { await model.inviteTapped() } }
          .frame(maxWidth: .infinity, minHeight: 44)
      } header: {
        Text(heading)
      } footer: {
        Text("An invite works once and expires after 7 days.")
      }
      if !model.invites.isEmpty {
        Section("Open invites") {
          ForEach(model.invites) { invite in
            HStack {
              Text(invite.summary).font(.subheadline)
              Spacer()
              Button("Revoke", role: .destructive) { Task { await model.revokeTapped(invite) } }
                .frame(minHeight: 44)
            }
          }
        }
      }
    }
  }

  /// "Join a family": the code someone sent.
  struct JoinSection: View {
    @Bindable var model: FamilyModel

    var body: some View {
      Section("Join a family") {
        TextField("Invite code", text: $model.joinCode)
          .textInputAutocapitalization(.characters)
          .autocorrectionDisabled()
          .onSubmit { Task { await model.joinTapped() } }
        FieldMessage(message: model.joinError)
        Button("Join") { Task { await model.joinTapped() } }
          .frame(maxWidth: .infinity, minHeight: 44)
      }
    }
  }

  /// An invite just made: its code, its link and the share sheet; shown once.
  struct CreatedInviteSheet: View {
    let invite: FamilyModel.CreatedInvite
    let dismiss: @MainActor () -> Void

    var body: some View {
      NavigationStack {
        Form {
          Section {
            Text(invite.code)
              .font(.title.monospaced())
              .accessibilityLabel("Invite code \(invite.code)")
            Text(invite.link.absoluteString).font(.footnote)
          } footer: {
            Text("It works once, until \(invite.expires). The code is shown only now.")
          }
          Section {
            ShareLink(item: invite.message) {
              Label("Send invite", systemImage: "square.and.arrow.up")
            }
            .frame(minHeight: 44)
          }
        }
        .navigationTitle("Invite created")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) {
            Button("Done") { dismiss() }
          }
        }
      }
    }
  }
#endif
