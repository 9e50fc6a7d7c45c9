import CompassDomain
import CompassModels
import CompassStore
import Foundation

/// The security part of `/account`: the sign-in address (and a change waiting to be confirmed),
/// the password, and each signed-in device with a way to sign it out.
struct AccountSecurity: Encodable {
  /// A change of address waiting for its confirmation link.
  var pendingEmail: String?
  /// What the last form did ("Password changed. …"), shown once.
  var notice: String?
  var emailError: String?
  var passwordError: String?
  /// The new address as typed, kept after an error.
  var typedEmail = ""
  var devices: [Device] = []
  /// Whether any device besides this one is signed in.
  var hasOthers = false

  /// One signed-in browser or app, with the form that signs it out.
  struct Device: Encodable {
    let name: String
    let lastUse: String
    let started: String
    let isCurrent: Bool
    let endAction: SitePath
  }

  /// The list of devices, this one first.
  static func devices(
    _ sessions: [AuthStore.DeviceSession], current: String, now: Date, calendar: Calendar,
    locale: Locale
  ) -> [Device] {
    let listed = SignedInDevice.listed(
      sessions.map { session in
        SignedInDevice(
          id: session.id, device: session.device, startedAt: session.startedAt,
          lastUsedAt: session.lastUsedAt,
          isCurrent: session.id.lowercased() == current.lowercased(), now: now,
          calendar: calendar, locale: locale)
      })
    return listed.map { device in
      Device(
        name: device.name, lastUse: device.lastUse, started: device.started,
        isCurrent: device.isCurrent, endAction: .accountSessionEnd(device.id))
    }
  }

  /// What `/account?…` says after a form of this part.
  static func notice(_ done: String?, email: String, pending: String?) -> String? {
    switch done {
    case "email-sent":
      pending.map { "We sent a link to \($0). Your address changes when you open it." }
    case "email-changed": "Your sign-in address is now \(email)."
    case "password-changed": "Password changed. Every other device was signed out."
    case "signed-out": "That device is signed out."
    case "others-signed-out": "Every other device is signed out."
    case "digest": "Your morning e-mail setting is saved."
    default: nil
    }
  }
}
