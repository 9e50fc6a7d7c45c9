#if canImport(SwiftUI)
  import CompassFeatures
  import SwiftUI

  /// "Forgot password?": the address, then the code from the mail and a new password.
  struct PasswordRecoveryView: View {
    @State var model: PasswordRecoveryModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      NavigationStack {
        Form {
          switch model.step {
          case .address: addressSection
          case .code: codeSection
          case .done:
            Section { Text("Your new password is saved, and you are signed in.") }
          }
          if let error = model.error {
            Section {
              Text(error.message)
                .foregroundStyle(.red)
                .accessibilityLabel("Error: \(error.message)")
            }
          }
        }
        .navigationTitle("Forgot password")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button(model.step == .done ? "Done" : "Cancel") { dismiss() }
          }
        }
      }
    }

    private var addressSection: some View {
      Section {
        TextField("Email", text: $model.email)
          .textContentType(.emailAddress)
          .keyboardType(.emailAddress)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
        Button {
          Task { await model.sendTapped() }
        } label: {
          Text("Mail me a code").frame(maxWidth: .infinity, minHeight: 44)
        }
        .disabled(model.isSubmitting)
      } footer: {
        Text("We mail a six-digit code to the address you sign in with.")
      }
    }

    private var codeSection: some View {
      Section {
        Text(model.sentText)
        TextField("Six-digit code", text: $model.code)
          .textContentType(.oneTimeCode)
          .keyboardType(.numberPad)
        SecureField("New password", text: $model.newPassword)
          .textContentType(.newPassword)
        Button {
          Task { await model.saveTapped() }
        } label: {
          Text("Save and sign in").frame(maxWidth: .infinity, minHeight: 44)
        }
        .disabled(model.isSubmitting)
        Button("Ask for a new code") { model.askAgainTapped() }
          .frame(minHeight: 44)
      } footer: {
        Text("At least 8 characters. Every other device will be signed out.")
      }
    }
  }
#endif
