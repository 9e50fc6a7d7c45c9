import Foundation

/// Athlete A, edit parent P and view parent V of A, athlete B with edit parent Q, and U, a
/// parent linked to nobody; each linked through an accepted invite, as people join.
struct TestFamily {
  typealias Account = (token: String, id: String)
  let a, p, v, b, q, u: Account

  static func make(_ api: TestAPI) async throws -> TestFamily {
    func account(_ name: String, parent: Bool) async throws -> Account {
      try await api.signUp(
        "\(name)@family.test",
        data:
          #"{"display_name":"\#(name.uppercased())","role":"\#(parent ? "parent" : "athlete")"}"#)
    }
    let family = TestFamily(
      a: try await account("a", parent: false), p: try await account("p", parent: true),
      v: try await account("v", parent: true), b: try await account("b", parent: false),
      q: try await account("q", parent: true), u: try await account("u", parent: true))
    try await api.link(inviter: family.a, invitee: family.p, access: "edit")
    try await api.link(
      inviter: family.a, invitee: family.v, access: "view", email: "v@family.test")
    try await api.link(inviter: family.b, invitee: family.q, access: "edit")
    return family
  }
}

extension TestAPI {
  /// A new invite's code from `inviter`.
  func invite(by inviter: TestFamily.Account, access: String, email: String? = nil)
    async throws -> String
  {
    let emailJSON = email.map { #","email":"\#($0)""# } ?? ""
    let reply = try await rest(
      .post, "rpc/create_family_invite", as: inviter.token,
      json: #"{"access":"\#(access)"\#(emailJSON)}"#)
    guard reply.status == 200, let code = reply.object["code"]?.stringValue else {
      throw TestFailure("invite failed: \(reply.status) \(reply.text)")
    }
    return code
  }

  func accept(_ code: String, as token: String) async throws -> TestReply {
    try await rest(.post, "rpc/accept_family_invite", as: token, json: #"{"code":"\#(code)"}"#)
  }

  /// Links `invitee` to `inviter` with an invite they accept, typed in lower case.
  func link(
    inviter: TestFamily.Account, invitee: TestFamily.Account, access: String,
    email: String? = nil
  ) async throws {
    let code = try await invite(by: inviter, access: access, email: email)
    let reply = try await accept(code.lowercased(), as: invitee.token)
    guard reply.status == 200, reply.object["access"]?.stringValue == access else {
      throw TestFailure("accept failed: \(reply.status) \(reply.text)")
    }
  }
}
