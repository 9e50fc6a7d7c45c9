#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import SwiftUI

  /// Sign in or create an account; what was typed stays after a refusal.
  struct AuthView: View {
    @State var model: AuthModel
    let makeRecovery: () -> PasswordRecoveryModel
    @State private var isSigningUp = false
    @State private var recovery: PasswordRecoveryModel?

    var body: some View {
      NavigationStack {
        Form {
          if isSigningUp { profileSection }
          Section {
            TextField("Email", text: $model.email)
              .textContentType(.emailAddress)
              .keyboardType(.emailAddress)
              .textInputAutocapitalization(.never)
              .autocorrectionDisabled()
            SecureField("Password", text: $model.password)
              .textContentType(isSigningUp ? .newPassword : .password)
          } footer: {
            if isSigningUp { Text("At least 8 characters.") }
          }
          if let error = model.error {
            Section {
              Text(error.message)
                .foregroundStyle(.red)
                .accessibilityLabel("Error: \(error.message)")
            }
          }
          Section {
            Button {
              Task {
                if isSigningUp { await model.signUpTapped() } else { await model.signInTapped() }
              }
            } label: {
              Text(isSigningUp ? "Create account" : "Sign in")
                .frame(maxWidth: .infinity, minHeight: 44)
            }
            .disabled(model.isSubmitting)
            Button(isSigningUp ? "Already have an account? Sign in" : "New here? Create an account")
            {
              isSigningUp.toggle()
            }
            .frame(minHeight: 44)
            if !isSigningUp {
              Button("Forgot password?") { recovery = makeRecovery() }
                .frame(minHeight: 44)
            }
          }
        }
        .navigationTitle(isSigningUp ? "Create an account" : "Sign in")
        .sheet(item: $recovery) { PasswordRecoveryView(model: $0) }
      }
    }

    /// Who is signing up: their name (shown to their family) and whether they are the athlete.
    private var profileSection: some View {
      Section {
        TextField("Your name", text: $model.profile.name)
          .textContentType(.name)
        Picker("I am", selection: $model.profile.role) {
          Text("The athlete").tag(FamilyRole.athlete)
          Text("A parent").tag(FamilyRole.parent)
        }
        .pickerStyle(.segmented)
      } footer: {
        Text("Your family sees your name next to what you add.")
      }
    }
  }
#endif
