/// Why the account store refused: the services say it in their protocol's words.
package enum AccountRefusal: Error, Equatable {
  /// Another account already has this e-mail address.
  case emailTaken
  /// No stored refresh token has this hash.
  case refreshTokenNotFound
  /// The refresh token was exchanged before, outside the reuse interval: its session ended.
  case refreshTokenReused
}
