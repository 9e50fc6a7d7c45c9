import Foundation

/// Bytes on a socket that are not a request this server should act on.
enum RawHTTPCorpus {
  static let requests: [String] = [
    "GARBAGE\r\n\r\n", "GET\r\n\r\n", "GET / HTTP/9.9\r\nHost: x\r\n\r\n",
    "GET /rest/v1/events HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n",
    "POST /rest/v1/events HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\nContent-Length: 20\r\n\r\n0123456789",
    "POST /rest/v1/events HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\nabc\r\n0\r\n\r\n",
    "POST /rest/v1/events HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n3\r\nabc\r\n0\r\n\r\n",
    "GET /rest/v1/events%ZZ HTTP/1.1\r\nHost: x\r\n\r\n", "GET /%00 HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET /\u{7F}\u{1} HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: x\r\nX-Big: \(String(repeating: "a", count: 200_000))\r\n\r\n",
    "GET /\(String(repeating: "a", count: 200_000)) HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET / HTTP/1.1\r\nBad Header\r\n\r\n", "GET / HTTP/1.1\r\nHost: x\r\nA: b\rC: d\r\n\r\n",
    "\u{16}\u{3}\u{1}\u{0}\u{a5}\u{1}\u{0}\u{0}\u{a1}\u{3}\u{3}",
    "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
    "GET /health HTTP/1.1\r\nHost: x\r\nCookie: compass_session=\u{0}\r\n\r\n",
    "GET /rest/v1/events HTTP/1.1\r\nHost: x\r\nCookie: \(String(repeating: "c=1; ", count: 5_000))\r\n\r\n",
    "GET /rest/v1/events HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(String(repeating: "x", count: 60_000))\r\n\r\n",
  ]
}
