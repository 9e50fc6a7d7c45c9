import CompassHTTP

/// The process's limit on open files, raised to the most the system allows at start, before
/// the connection limit is read from it (`ServerConfiguration.maxConnections`).
public enum OpenFileLimit {
  public static func raise() {
    ConnectionLimits.raiseDescriptorLimit()
  }
}
