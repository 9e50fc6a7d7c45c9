import CompassModels
import CompassServices
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// HTML answers and redirects, each with the security headers every page carries: a
/// Content-Security-Policy with no inline script, no framing, no sniffing.
package enum HTMLResponse {
  static let contentSecurityPolicy =
    "default-src 'self'; img-src 'self' data: blob:; media-src 'self' blob:; object-src 'none'; frame-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

  package static func page(
    _ html: String, status: HTTPResponse.Status = .ok, cookies: [String] = []
  )
    -> Response
  {
    var headers = securityHeaders(cookies: cookies)
    headers[.contentType] = "text/html; charset=utf-8"
    headers[.cacheControl] = "no-store"
    return Response(
      status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
  }

  /// A page opened through a private link: kept out of search engines and caches, and its
  /// address never sent on to the sites it links to.
  static func privatePage(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
    var response = page(html, status: status)
    keepPrivate(&response)
    return response
  }

  /// A file from a private link: never kept by a shared cache, and asked for again (through
  /// the link's checks) before a browser reuses it.
  static func privateFile(_ file: Response) -> Response {
    var response = file
    response.headers[.cacheControl] = "private, no-cache"
    keepPrivate(&response)
    return response
  }

  private static func keepPrivate(_ response: inout Response) {
    response.headers[.referrerPolicy] = "no-referrer"
    response.headers[.robotsTag] = "noindex, nofollow, noarchive"
  }

  /// 303 See Other to `path` in the part of the site the session's address named: the
  /// browser follows with a GET (POST-redirect-GET).
  static func redirect(
    to path: SitePath, in session: WebSessions.Session, cookies: [String] = []
  ) -> Response {
    redirect(to: path, for: session.addressed, cookies: cookies)
  }

  /// 303 See Other to `path`, in `athlete`'s part of the site when it names one.
  static func redirect(to path: SitePath, for athlete: UserID?, cookies: [String] = [])
    -> Response
  {
    redirect(toWritten: path.written(for: athlete), cookies: cookies)
  }

  /// 303 See Other to an address already written for its athlete (a repeated form's first
  /// answer).
  static func redirect(toWritten location: String, cookies: [String] = []) -> Response {
    var headers = securityHeaders(cookies: cookies)
    headers[.location] = location
    return Response(status: .seeOther, headers: headers)
  }

  /// A generated file the browser saves under `name` (exports: CSV, PDF, calendar).
  static func download(_ data: Data, type: String, name: String) -> Response {
    var headers = securityHeaders(cookies: [])
    headers[.contentType] = type
    headers[.contentDisposition] = FileResponse.attachment(name)
    headers[.cacheControl] = "no-store"
    return Response(
      status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
  }

  private static func securityHeaders(cookies: [String]) -> HTTPFields {
    var headers: HTTPFields = [
      .contentSecurityPolicy: contentSecurityPolicy, .xContentTypeOptions: "nosniff",
      .referrerPolicy: "same-origin",
    ]
    for cookie in cookies { headers.append(HTTPField(name: .setCookie, value: cookie)) }
    return headers
  }
}

extension HTTPField.Name {
  static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
  static let robotsTag = HTTPField.Name("X-Robots-Tag")!
}
