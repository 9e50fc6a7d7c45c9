import Logging
import NIOCore
import NIOPosix
import SQLKit
import SQLiteKit

/// An `SQLiteHandle` seen through SQLKit: statements are serialized with SQLite's dialect and
/// run at once on the calling thread.
struct SQLiteHandleDatabase: SQLDatabase {
  let handle: SQLiteHandle
  let logger: Logger

  var eventLoop: any EventLoop { MultiThreadedEventLoopGroup.singleton.any() }
  var dialect: any SQLDialect { SQLiteDialect() }
  var queryLogLevel: Logger.Level? { nil }

  func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void)
    -> EventLoopFuture<Void>
  {
    do {
      try run(query, onRow)
      return eventLoop.makeSucceededVoidFuture()
    } catch {
      return eventLoop.makeFailedFuture(error)
    }
  }

  func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void)
    async throws
  {
    try run(query, onRow)
  }

  private func run(_ query: any SQLExpression, _ onRow: (any SQLRow) -> Void) throws {
    let (sql, binds) = serialize(query)
    let encoder = SQLiteDataEncoder()
    try handle.run(sql, binds: try binds.map { try encoder.encode($0) }) { onRow($0) }
  }
}
