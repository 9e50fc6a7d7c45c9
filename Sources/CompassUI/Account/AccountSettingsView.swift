#if canImport(SwiftUI)
  import CompassFeatures
  import SwiftUI

  /// The account: a new sign-in address, a new password, and the way to delete the account.
  struct AccountSettingsView: View {
    @State var model: AccountSettingsModel
    let devices: DevicesModel
    let export: AccountExportModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      NavigationStack {
        Form {
          if let notice = model.notice {
            Section { Text(notice) }
          }
          if let error = model.error {
            Section {
              Text(error.message)
                .foregroundStyle(.red)
                .accessibilityLabel("Error: \(error.message)")
            }
          }
          emailSection
          passwordSection
          DevicesSection(model: devices)
          ExportSection(model: export)
          Section {
            NavigationLink {
              DeleteAccountView(model: model)
            } label: {
              Text("Delete account").foregroundStyle(.red)
            }
          }
        }
        .navigationTitle("Account")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Done") { dismiss() } }
        }
      }
    }

    private var emailSection: some View {
      Section {
        TextField("New address", text: $model.newEmail)
          .textContentType(.emailAddress)
          .keyboardType(.emailAddress)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
        SecureField("Your password", text: $model.emailPassword)
          .textContentType(.password)
        Button("Change address") { Task { await model.changeEmailTapped() } }
          .disabled(model.isSubmitting)
          .frame(minHeight: 44)
      } header: {
        Text("Sign-in address: \(model.email)")
      } footer: {
        Text(
          model.pendingEmail.map { "Waiting for you to confirm \($0)." }
            ?? "Nothing changes until you open the link mailed to the new address.")
      }
    }

    private var passwordSection: some View {
      Section {
        SecureField("Current password", text: $model.currentPassword)
          .textContentType(.password)
        SecureField("New password", text: $model.newPassword)
          .textContentType(.newPassword)
        SecureField("New password again", text: $model.newPasswordAgain)
          .textContentType(.newPassword)
        Button("Change password") { Task { await model.changePasswordTapped() } }
          .disabled(model.isSubmitting)
          .frame(minHeight: 44)
      } header: {
        Text("Password")
      } footer: {
        Text("At least 8 characters. Every other device will be signed out.")
      }
    }
  }

  /// "Delete account": exactly what goes, then the password typed again.
  struct DeleteAccountView: View {
    @State var model: AccountSettingsModel

    var body: some View {
      Form {
        Section {
          if model.isParent {
            Text(
              "Your sign-in, your devices, and the calendar feeds and coaches' links you made end.")
          } else {
            ForEach(model.deletedLines, id: \.self) { Text($0) }
            Text("Your profile, sign-in and every signed-in device")
          }
          if let family = model.familyLine { Text(family) }
        } header: {
          Text("Deleted for good, with \(model.email)")
        }
        Section {
          SecureField("Your password", text: $model.deletePassword)
            .textContentType(.password)
          Button("Delete my account", role: .destructive) {
            Task { await model.deleteTapped() }
          }
          .disabled(model.isSubmitting)
          .frame(minHeight: 44)
        } footer: {
          Text(model.error?.message ?? "This cannot be undone.")
        }
      }
      .navigationTitle("Delete account")
      .task { await model.loadContents() }
    }
  }
#endif
