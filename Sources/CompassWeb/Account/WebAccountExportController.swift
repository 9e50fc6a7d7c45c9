import CompassDomain
import CompassFormats
import CompassServices
import CompassStore
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// `/account/export.zip`: "Download all my data", a ZIP streamed to the browser as it is made
/// (`ZipStream`): the tables as they are read, each stored file in chunks, so memory stays
/// bounded whatever the files weigh.
package struct WebAccountExportController: Sendable {
  static let chunk = 256 << 10

  let rest: RestEngine
  let storage: StorageService
  let gate: WebGate
  let locale: Locale

  package init(rest: RestEngine, storage: StorageService, gate: WebGate, locale: Locale) {
    self.rest = rest
    self.storage = storage
    self.gate = gate
    self.locale = locale
  }

  package func addRoutes<Context: SiteRequestContext>(to router: Router<Context>) {
    router.get(.accountExport, use: download)
  }

  @Sendable func download(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedInHeavy(request, context) { session in
      let now = rest.now()
      let export = AccountExport(rest: rest, storage: storage, locale: locale)
      let entries = try await export.entries(for: session, now: now)
      let day = session.today(at: now)
      var headers: HTTPFields = [
        .contentType: "application/zip", .cacheControl: "no-store",
        .xContentTypeOptions: "nosniff",
      ]
      headers[.contentDisposition] = FileResponse.attachment("recruiting-compass-data-\(day).zip")
      return Response(
        status: .ok, headers: headers,
        body: ResponseBody { writer in
          var zip = ZipStream()
          for entry in entries {
            try await Self.write(
              entry, to: &writer, zip: &zip, modified: now, store: storage.bytes)
          }
          try await writer.write(ByteBuffer(bytes: zip.finish()))
          try await writer.finish(nil)
        })
    }
  }

  private static func write(
    _ entry: AccountExport.Entry, to writer: inout some ResponseBodyWriter, zip: inout ZipStream,
    modified: Date, store: any ObjectBytes
  ) async throws {
    var crc = CRC32()
    var written: UInt64 = 0
    switch entry {
    case .bytes(let name, let bytes):
      try await writer.write(
        ByteBuffer(bytes: zip.begin(name, size: UInt64(bytes.count), modified: modified)))
      crc.update(bytes)
      written = UInt64(bytes.count)
      try await writer.write(ByteBuffer(bytes: bytes))
    case .file(let name, let blob, let size):
      try await writer.write(
        ByteBuffer(bytes: zip.begin(name, size: UInt64(max(size, 0)), modified: modified)))
      if size > 0 {
        try await store.read(blob, range: 0...(size - 1)) { piece in
          crc.update(piece.readableBytesView)
          written += UInt64(piece.readableBytes)
          try await writer.write(piece)
        }
      }
    }
    try await writer.write(ByteBuffer(bytes: zip.end(crc: crc.value, size: written)))
  }
}
