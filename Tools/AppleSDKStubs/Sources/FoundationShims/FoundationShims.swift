// Foundation API that Apple's Foundation has and Linux's lacks (not a stub of a framework: a
// gap-filler so that the Linux build sees what an iOS build sees). Re-exported by the UI stubs.
@_exported import Foundation

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

extension URL {
  public static var applicationSupportDirectory: URL { fatalError() }
  public static var cachesDirectory: URL { fatalError() }
  public static var documentsDirectory: URL { fatalError() }
  public func startAccessingSecurityScopedResource() -> Bool { fatalError() }
  public func stopAccessingSecurityScopedResource() { fatalError() }
}
