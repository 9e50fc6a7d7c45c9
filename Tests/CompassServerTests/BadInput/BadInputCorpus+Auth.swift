import Foundation

extension BadInputCorpus {
  static let badEmails = [
    "", "plain", "a@", "@b.co", "a@b", "a@b.", "a@.co", "a@[127.0.0.1]", "a@127.0.0.1", "a b@c.co",
    "a@b c.co", "a\u{0}b@c.co", "a\u{7}@c.co", "a@b..co", ".a@b.co", "a.@b.co", "a..b@c.co",
    "a@-b.co", "a@b-.co", "a@b.c", "a@b.c0", "\(String(repeating: "a", count: 65))@b.co",
    "a@\(String(repeating: "b", count: 64)).co", "\(String(repeating: "a", count: 250))@b.co",
    "\"a\"@b.co", "a@@b.co", "<a@b.co>", "a@b.co;c@d.co",
  ]

  static func auth(_ fixture: BadInputFixture) -> [BadRequest] {
    let version = ["X-Supabase-Api-Version": "2024-01-01"]
    func signUp(_ body: String) -> BadRequest {
      .json(.auth, .post, "/auth/v1/signup", body, headers: version, credentials: .anonKey)
    }
    var requests = badEmails.map {
      signUp(BadRequest.object(["email": .string($0), "password": "correct horse"]))
    }
    requests += [
      #"{"email":1,"password":"correct horse"}"#,
      #"{"email":"ok@example.com","password":12345678}"#,
      #"{"email":"ok@example.com","password":"short"}"#,
      #"{"email":"ok@example.com","password":"\#(String(repeating: "p", count: 73))"}"#,
      #"{"email":"ok@example.com","password":"correct\u0000horse"}"#,
      #"{"email":"ok@example.com","password":"correct horse","data":"str"}"#,
      #"{"email":"ok@example.com","password":"correct horse","data":[1]}"#,
      #"{"email":"ok@example.com","password":"correct horse","data":{"a":"\u0000"}}"#,
      #"{"email":"ok@example.com","password":"correct horse","data":{"a":"\#(String(repeating: "x", count: 20_000))"}}"#,
      #"{"email":["ok@example.com"],"password":"correct horse"}"#, "[]", "\"x\"", "{", "42", "",
      #"{"password":"correct horse"}"#,
    ].map(signUp)
    let token = { (body: String, grant: String) in
      BadRequest.json(
        .auth, .post, "/auth/v1/token?grant_type=\(grant)", body, headers: version,
        credentials: .anonKey)
    }
    requests += [
      token(#"{"email":"nobody@example.com","password":"correct horse"}"#, "password"),
      token(#"{"email":1,"password":"x"}"#, "password"),
      token(#"{"email":"a\u0000@b.co","password":"x"}"#, "password"),
      token(#"{}"#, "password"), token("{", "password"), token(#"{"email":"a@b.co"}"#, "nosuch"),
      token(#"{"refresh_token":"nope"}"#, "refresh_token"),
      token(#"{"refresh_token":1}"#, "refresh_token"),
      token(#"{"refresh_token":""}"#, "refresh_token"), token("{}", "refresh_token"),
      token(#"{"refresh_token":"\#(String(repeating: "r", count: 10_000))"}"#, "refresh_token"),
      token("[]", "refresh_token"), token(#"{"email":"a@b.co"}"#, ""),
    ]
    let update = { (body: String) in
      BadRequest.json(.auth, .put, "/auth/v1/user", body, headers: version)
    }
    requests += [
      #"{"email":1}"#, #"{"password":1}"#, #"{"data":"str"}"#, #"{"data":[]}"#,
      #"{"email":"not an email"}"#, #"{"email":"a@[127.0.0.1]"}"#, #"{"password":"short"}"#,
      #"{"password":"\#(String(repeating: "p", count: 80))"}"#, #"{"data":{"k":"\u0000"}}"#, "[1]",
      "{",
    ].map(update)
    requests += [
      .json(.auth, .put, "/auth/v1/user", #"{"data":{}}"#, credentials: .none),
      .json(.auth, .get, "/auth/v1/user", credentials: .none),
      .json(
        .auth, .get, "/auth/v1/user", headers: ["Authorization": "Bearer abc"], credentials: .none),
      .json(.auth, .post, "/auth/v1/logout", credentials: .none),
      .json(
        .auth, .post, "/auth/v1/logout", headers: ["Authorization": "Bearer a.b.c"],
        credentials: .none),
      .json(.auth, .get, "/auth/v1/nope"), .json(.auth, .post, "/auth/v1/otp", "{}"),
      .json(.auth, .delete, "/auth/v1/user"), .json(.auth, .get, "/auth/v1/token"),
      .json(.auth, .post, "/auth/v1/recover", "{}"), .json(.auth, .get, "/auth/v1/"),
      .json(.auth, .get, "/auth/v1/settings/\(String(repeating: "x", count: 3_000))"),
      BadRequest(
        family: .auth, method: .post, path: "/auth/v1/signup",
        body: .init(string: String(repeating: " ", count: 5 << 20)),
        headers: ["Content-Type": "application/json"] + version, credentials: .anonKey,
        label: "signup body over 4 MiB"),
    ]
    return requests
  }
}

extension Dictionary where Key == String, Value == String {
  fileprivate static func + (lhs: Self, rhs: Self) -> Self { lhs.merging(rhs) { _, new in new } }
}
