import CompassDomain

/// "Delete my account": exactly what goes, then the password typed again.
struct AccountDeletionPage: WebPage {
  static let template = "account-delete"

  let title = "Delete my account"
  let section = ""
  let email: String
  let isParent: Bool
  /// What goes with an athlete's account, line by line.
  let lines: [String]
  let familyLine: String?
  let error: String?
  let csrf: String

  init(
    email: String, isParent: Bool, contents: AccountContents, error: String? = nil, csrf: String
  ) {
    self.email = email
    self.isParent = isParent
    lines = isParent ? [] : contents.deletedLines
    familyLine = contents.familyLine(isParent: isParent)
    self.error = error
    self.csrf = csrf
  }
}
