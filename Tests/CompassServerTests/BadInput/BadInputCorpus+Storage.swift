import Foundation
import NIOCore

extension BadInputCorpus {
  static func storage(_ fixture: BadInputFixture) -> [BadRequest] {
    let me = fixture.owner.id
    let object = "/storage/v1/object/documents/\(fixture.owner.object)"
    var requests: [BadRequest] = []
    for name in [
      "..%2Fx", "a/../b", "%2E%2E/x", "a%00b", "a%0Ab", "a%5Cb", "a//b", "%", "a%ZZ",
      String(repeating: "n", count: 1_100), "%C0%AF",
    ] {
      requests.append(
        upload("/storage/v1/object/documents/\(me)/\(name)", label: "name \(name.prefix(30))"))
    }
    requests += [
      upload(
        "/storage/v1/object/documents/\(fixture.other.id)/x.txt", label: "another user's folder"),
      upload("/storage/v1/object/nosuch/\(me)/x.txt", label: "unknown bucket"),
      upload("/storage/v1/object/BAD%20bucket/\(me)/x.txt", label: "bad bucket name"),
      upload(object, label: "existing key without upsert"),
      upload("/storage/v1/object/documents/\(me)/x.txt", credentials: .none, label: "no token"),
      upload("/storage/v1/object/documents/\(me)/x.txt", credentials: .anonKey, label: "anon key"),
      multipart(
        me, "--b\r\nContent-Disposition: form-data; name=\"\"; filename=\"x\"\r\n\r\nabc", "b",
        "no closing boundary"),
      multipart(me, "abc", "", "empty boundary"),
      multipart(me, "abc", String(repeating: "b", count: 71), "boundary over 70"),
      multipart(me, "--b\r\nbroken header\r\n\r\nabc\r\n--b--\r\n", "b", "malformed part header"),
      multipart(
        me, "--b\r\nContent-Disposition: form-data; name=\"cacheControl\"\r\n\r\n60\r\n--b--\r\n",
        "b", "no file part"),
      multipart(
        me,
        "--b\r\nContent-Disposition: form-data; name=\"metadata\"\r\n\r\n[1]\r\n--b\r\nContent-Disposition: form-data; name=\"\"; filename=\"x\"\r\n\r\nabc\r\n--b--\r\n",
        "b", "metadata not an object"),
      multipart(
        me,
        "--b\r\nContent-Disposition: form-data; name=\"contentType\"\r\n\r\ntext/\u{0}plain\r\n--b\r\nContent-Disposition: form-data; name=\"\"; filename=\"x\"\r\n\r\nabc\r\n--b--\r\n",
        "b", "content type with NUL"),
      BadRequest(
        family: .storage, method: .post, path: "/storage/v1/object/documents/\(me)/meta.txt",
        body: ByteBuffer(string: "abc"), headers: ["x-metadata": "not base64!"],
        label: "x-metadata not base64"),
      BadRequest(
        family: .storage, method: .post, path: "/storage/v1/object/documents/\(me)/meta2.txt",
        body: ByteBuffer(string: "abc"),
        headers: ["x-metadata": Data("[1]".utf8).base64EncodedString()],
        label: "x-metadata not an object"),
    ]
    let list = "/storage/v1/object/list/documents"
    requests += [
      #"{"prefix":1}"#, #"{"sortBy":"x"}"#, #"{"sortBy":{"column":"size"}}"#,
      #"{"sortBy":{"order":"sideways"}}"#, #"{"sortBy":{"column":1}}"#, #"{"limit":0}"#,
      #"{"limit":-1}"#, #"{"limit":1.5}"#, #"{"limit":"0x10"}"#, #"{"limit":1e20}"#,
      #"{"offset":-1}"#, #"{"search":[]}"#, #"{"prefix":"../x"}"#, #"{"prefix":"a\u0000"}"#, "[]",
      "{",
      "\"x\"",
    ].map { BadRequest.json(.storage, .post, list, $0) }
    requests += [
      .json(.storage, .post, "/storage/v1/object/list/nosuch", "{}"),
      .json(.storage, .post, list, "{}", credentials: .none),
    ]
    let sign = "/storage/v1/object/sign/documents/\(fixture.owner.object)"
    requests += [
      #"{}"#, #"{"expiresIn":0}"#, #"{"expiresIn":-1}"#, #"{"expiresIn":"abc"}"#,
      #"{"expiresIn":1e20}"#, #"{"expiresIn":"0x10"}"#, #"{"expiresIn":"nan"}"#, "[]",
    ].map { BadRequest.json(.storage, .post, sign, $0) }
    requests += [
      .json(
        .storage, .post, "/storage/v1/object/sign/documents/\(fixture.other.object)",
        #"{"expiresIn":60}"#),
      .json(.storage, .post, "/storage/v1/object/sign/documents", #"{"expiresIn":60}"#),
      .json(.storage, .post, "/storage/v1/object/sign/documents", #"{"expiresIn":60,"paths":"x"}"#),
      .json(.storage, .get, sign + "?token=abc", credentials: .none),
      .json(.storage, .get, sign, credentials: .none),
      .json(.storage, .get, sign + "?token=", credentials: .none),
      .json(.storage, .get, "/storage/v1/object/documents/\(fixture.other.object)"),
      .json(.storage, .get, "/storage/v1/object/documents/\(me)/missing.pdf"),
      .json(.storage, .get, object, credentials: .none),
      .json(.storage, .get, object, headers: ["Range": "bytes=100-200"]),
      .json(
        .storage, .get, "/storage/v1/object/public/documents/\(fixture.owner.object)",
        credentials: .none),
      .json(.storage, .get, "/storage/v1/object/info/documents/\(fixture.other.object)"),
      .json(.storage, .get, "/storage/v1/bucket/nosuch"),
      .json(.storage, .get, "/storage/v1/bucket", credentials: .none),
      .json(.storage, .delete, "/storage/v1/object/documents/\(fixture.other.object)"),
      .json(.storage, .delete, "/storage/v1/object/documents", #"{"prefixes":"x"}"#),
      .json(.storage, .delete, "/storage/v1/object/documents", #"{"prefixes":["../x"]}"#),
      .json(.storage, .delete, "/storage/v1/object/documents", "{"),
      .json(.storage, .get, "/storage/v1/nosuch"),
      .json(.storage, .put, "/storage/v1/object/list/documents"),
    ]
    let moves = [
      #"{}"#, #"{"bucketId":1,"sourceKey":"a","destinationKey":"b"}"#,
      #"{"bucketId":"documents","sourceKey":"\#(fixture.other.object)","destinationKey":"\#(me)/stolen.pdf"}"#,
      #"{"bucketId":"documents","sourceKey":"\#(fixture.owner.object)","destinationKey":"\#(fixture.other.id)/gift.pdf"}"#,
      #"{"bucketId":"documents","sourceKey":"\#(me)/missing.pdf","destinationKey":"\#(me)/b.pdf"}"#,
      #"{"bucketId":"documents","sourceKey":"\#(fixture.owner.object)","destinationKey":"\#(me)/../x"}"#,
      #"{"bucketId":"documents","sourceKey":"\#(fixture.owner.object)","destinationKey":"\#(me)/b.pdf","destinationBucket":"other"}"#,
      #"{"bucketId":"nosuch","sourceKey":"a/b","destinationKey":"a/c"}"#, "[]", "{",
    ]
    for body in moves {
      requests.append(.json(.storage, .post, "/storage/v1/object/move", body))
      requests.append(.json(.storage, .post, "/storage/v1/object/copy", body))
    }
    return requests
  }

  private static func upload(
    _ path: String, credentials: BadRequest.Credentials = .user, label: String
  ) -> BadRequest {
    BadRequest(
      family: .storage, method: .post, path: path, body: ByteBuffer(string: "hello"),
      headers: ["Content-Type": "text/plain"], credentials: credentials, label: label)
  }

  private static func multipart(_ user: String, _ body: String, _ boundary: String, _ label: String)
    -> BadRequest
  {
    BadRequest(
      family: .storage, method: .post,
      path: "/storage/v1/object/documents/\(user)/form-\(UUID()).txt",
      body: ByteBuffer(string: body),
      headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"], label: label)
  }
}
