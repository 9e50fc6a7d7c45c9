#if canImport(Security)
  import Foundation
  import Security

  /// A session in the Keychain: readable after the first unlock, never synced off this device.
  public struct KeychainSessionStore: SessionStore {
    public let service: String

    public init(service: String) {
      self.service = service
    }

    private var query: [String: Any] {
      [
        kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
        kSecAttrAccount as String: "session",
      ]
    }

    public func load() -> Session? {
      var lookup = query
      lookup[kSecReturnData as String] = true
      lookup[kSecMatchLimit as String] = kSecMatchLimitOne
      var item: CFTypeRef?
      guard SecItemCopyMatching(lookup as CFDictionary, &item) == errSecSuccess,
        let data = item as? Data
      else { return nil }
      return try? JSONDecoder().decode(Session.self, from: data)
    }

    public func save(_ session: Session) throws {
      SecItemDelete(query as CFDictionary)
      var item = query
      item[kSecValueData as String] = try JSONEncoder().encode(session)
      item[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
      let status = SecItemAdd(item as CFDictionary, nil)
      guard status == errSecSuccess else {
        throw NSError(domain: NSOSStatusErrorDomain, code: Int(status))
      }
    }

    public func remove() {
      SecItemDelete(query as CFDictionary)
    }
  }
#endif
