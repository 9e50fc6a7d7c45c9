/// A request context that can close its request's connection: how a resumable upload's write,
/// asked to stop by a newer request for the upload, ends a read that waits on a connection gone
/// silent (what arrived is kept, as when the client cuts it).
package protocol ConnectionClosing: Sendable {
  func closeConnection()
}
