import CompassServices
import CompassStore
import Hummingbird

extension TokenService {
  /// Who a storage request acts for, from its bearer token; a bad token is Storage's
  /// `InvalidJWT`.
  func storageCaller(_ request: Request) async throws -> Caller {
    do {
      return try await caller(bearer: request.bearerToken)
    } catch .expired {
      throw StorageError.invalidJWT("jwt expired")
    } catch {
      throw StorageError.invalidJWT("invalid signature")
    }
  }
}
