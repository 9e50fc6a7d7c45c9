#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  extension View {
    /// The athlete switcher (for a parent of several athletes), the view-only banner, and the
    /// `canEdit` the screen's edit controls follow.
    func familyContext(_ session: AppSession) -> some View {
      modifier(FamilyContext(session: session))
    }
  }

  /// Puts the active athlete's context over one screen.
  struct FamilyContext: ViewModifier {
    let session: AppSession

    func body(content: Content) -> some View {
      VStack(spacing: 0) {
        if let reason = session.viewOnlyReason {
          ViewOnlyBanner(text: reason)
        }
        content
      }
      .environment(\.canEdit, session.editableAthlete != nil)
      .toolbar {
        if let family = session.family, family.showsSwitcher {
          ToolbarItem(placement: .principal) {
            AthleteSwitcher(session: session, family: family)
          }
        }
      }
    }
  }

  /// "Viewing Jordan's data — view only": why the edit controls below are disabled.
  struct ViewOnlyBanner: View {
    let text: String

    var body: some View {
      Label(text, systemImage: "eye")
        .font(.subheadline)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.blue.opacity(0.1))
        .accessibilityElement(children: .combine)
    }
  }

  /// The athlete every screen shows, for a parent with more than one.
  struct AthleteSwitcher: View {
    let session: AppSession
    let family: AthleteChoice

    var body: some View {
      Menu {
        Picker("Athlete", selection: choice) {
          ForEach(family.athletes) { athlete in
            Text(athlete.dataLabel).tag(Optional(athlete.id))
          }
        }
      } label: {
        Label(family.active?.dataLabel ?? "Choose an athlete", systemImage: "person.2")
          .labelStyle(.titleAndIcon)
      }
      .accessibilityLabel("Showing \(family.active?.dataLabel ?? "nobody"). Switch athlete")
    }

    private var choice: Binding<UserID?> {
      Binding(
        get: { family.active?.id },
        set: { chosen in if let chosen { session.choose(athlete: chosen) } })
    }
  }
#endif
