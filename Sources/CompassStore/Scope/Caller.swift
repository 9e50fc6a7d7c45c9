import CompassModels

/// Who a request acts for, from its bearer token.
package enum Caller: Sendable, Equatable {
  /// A signed-in user: sees and changes only their own rows.
  case user(UserID)
  /// The service-role key: admin tools, no row scoping.
  case serviceRole
  /// The anon key or no token: reaches no table.
  case anonymous
  /// A coach's page opened with a share link: reads what the link was made for (`ShareGrant`),
  /// changes nothing.
  case coach(ShareGrant)
}
