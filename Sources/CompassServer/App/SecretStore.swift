import CompassModels
import Foundation

/// The server's JWT secret: the configured one, or one generated on first start and kept in
/// the data folder readable by the owner only.
enum SecretStore {
  static func jwtSecret(configured: String?, dataDirectory: String) throws -> String {
    if let configured, !configured.isEmpty { return configured }
    let folder = URL(fileURLWithPath: dataDirectory)
    let file = folder.appendingPathComponent("jwt-secret")
    if let existing = try? String(contentsOf: file, encoding: .utf8).trimmingCharacters(
      in: .whitespacesAndNewlines),
      existing.count >= 32
    {
      return existing
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var generator = SystemRandomNumberGenerator()
    let secret = HexText.lowercase(
      (0..<48).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    guard
      FileManager.default.createFile(
        atPath: file.path, contents: Data(secret.utf8), attributes: [.posixPermissions: 0o600])
    else { throw UnwritableSecret(path: file.path) }
    return secret
  }

  /// The generated secret could not be kept, so every session would end at the next start.
  struct UnwritableSecret: Error, CustomStringConvertible {
    let path: String
    var description: String { "cannot write the JWT secret to \(path)" }
  }
}
