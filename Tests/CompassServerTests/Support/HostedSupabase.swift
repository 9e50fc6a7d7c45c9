import CompassTestSupport
import Foundation
import Logging
import SQLKit

@testable import CompassServer
@testable import CompassStore

/// A scratch PostgreSQL database with the Supabase stand-ins (`Tests/Supabase/standins.sql`),
/// then `supabase/migrations/*.sql` and `supabase/seed.sql` applied by psql, as the Supabase CLI
/// applies them; statements run as role `authenticated` with a user's JWT claims, or as anon.
struct HostedSupabase {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../..").standardized

  let scratch: PostgresScratch
  let database: CompassDatabase
  let logger: Logger

  /// The database with everything applied; `body` runs, then the database is dropped. With
  /// `before`, `setUp` runs just before the migration file of that name, to write rows an older
  /// schema allowed.
  static func run(
    before migration: String? = nil,
    setUp: (HostedSupabase) async throws -> Void = { _ in },
    _ body: (HostedSupabase) async throws -> Void
  ) async throws {
    var logger = Logger(label: "hosted-supabase-test")
    logger.logLevel = .warning
    // NB: the races here send dozens of statements at once on a machine running every suite.
    try await PostgresScratch.with(logger: logger) { scratch, database in
      let hosted = HostedSupabase(scratch: scratch, database: database, logger: logger)
      try await hosted.apply(before: migration, setUp: setUp)
      try await body(hosted)
    }
  }

  /// The stand-ins, every migration in name order, then the seed.
  static var files: [URL] {
    let migrations = root.appendingPathComponent("supabase/migrations")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: migrations.path)) ?? []
    return [root.appendingPathComponent("Tests/Supabase/standins.sql")]
      + names.filter { $0.hasSuffix(".sql") }.sorted().map { migrations.appendingPathComponent($0) }
      + [root.appendingPathComponent("supabase/seed.sql")]
  }

  /// The files in one `psql` session each side of `migration` (one launch, not one per file:
  /// launching many processes at once is what Foundation's `Process` handles worst).
  private func apply(before migration: String?, setUp: (HostedSupabase) async throws -> Void)
    async throws
  {
    let files = Self.files
    let split = files.firstIndex { $0.lastPathComponent == migration } ?? files.endIndex
    try await psql(Array(files[..<split]))
    if split < files.endIndex { try await setUp(self) }
    try await psql(Array(files[split...]))
  }

  private func psql(_ files: [URL]) async throws {
    guard !files.isEmpty else { return }
    let (status, output) = try await ChildProcess.run(
      ["psql", scratch.url, "-X", "-q", "-v", "ON_ERROR_STOP=1"]
        + files.flatMap { ["-f", $0.path] })
    guard status == 0 else {
      throw TestFailure(
        "psql \(files.map(\.lastPathComponent).joined(separator: ", ")) failed: \(output)")
    }
  }

  /// Adds a user to `auth.users` (as the platform does on sign-up, with the sign-up's user
  /// metadata) and returns its id.
  func addUser(_ email: String, metadata: String = "{}") async throws -> String {
    let id = UUID().uuidString.lowercased()
    try await database.withConnection {
      try await $0.raw(
        "INSERT INTO auth.users (id, email, raw_user_meta_data) VALUES (\(bind: id)::uuid, \(bind: email), \(bind: metadata)::jsonb)"
      )
      .run()
    }
    return id
  }

  /// Records an object `name` in `owner`'s folder of the documents bucket, as Storage does for
  /// an upload, and returns its name (what a document's `file_url` holds).
  func storedFile(_ owner: String, _ name: String) async throws -> String {
    let path = "\(owner)/\(name)"
    _ = try await asOwner(
      "INSERT INTO storage.objects (bucket_id, name, owner) VALUES ('documents', '\(path)', '\(owner)') RETURNING id"
    )
    return path
  }

  /// Runs `sql` as the signed-in `user` (role `authenticated`, claims with `sub`) and returns
  /// the ids it returned; a refusal throws, with its SQLSTATE in the error's reflection.
  func asUser(_ user: String, _ sql: String) async throws -> [String] {
    let claims = #"{"sub":"\#(user)","role":"authenticated"}"#
    return try await database.transaction { connection in
      try await connection.raw("SET LOCAL ROLE authenticated").run()
      try await connection.raw("SELECT set_config('request.jwt.claims', \(bind: claims), true)")
        .run()
      return try await ids(connection.raw(SQLQueryString(sql)).all())
    }
  }

  /// Runs `sql` with the anon key's role and no user.
  func asAnon(_ sql: String) async throws -> [String] {
    try await database.transaction { connection in
      try await connection.raw("SET LOCAL ROLE anon").run()
      return try await ids(connection.raw(SQLQueryString(sql)).all())
    }
  }

  /// Runs `sql` as the database owner, past row-level security (what a dashboard query sees).
  func asOwner(_ sql: String) async throws -> [String] {
    try await database.withConnection { try await ids($0.raw(SQLQueryString(sql)).all()) }
  }

  private func ids(_ rows: [any SQLRow]) throws -> [String] {
    try rows.map { row in
      if let id = try? row.decode(column: "id", as: UUID.self) { return id.uuidString.lowercased() }
      return try row.decode(column: "value", as: String.self)
    }
  }
}

/// Whether `error` is PostgreSQL's refusal `code` (e.g. 42501, insufficient privilege).
func isSQLState(_ error: any Error, _ code: String) -> Bool {
  String(reflecting: error).contains(code)
}
