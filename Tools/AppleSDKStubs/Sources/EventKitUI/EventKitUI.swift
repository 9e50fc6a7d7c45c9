// EventKitUI stand-in: the system's editor for a new calendar event, which needs no calendar
// permission (iOS 17).
@_exported import EventKit
@_exported import UIKit

public enum EKEventEditViewAction: Int, @unchecked Sendable {
  case canceled = 0
  case saved = 1
  case deleted = 2
}

@MainActor @preconcurrency
public protocol EKEventEditViewDelegate: NSObjectProtocol {
  func eventEditViewController(
    _ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction)
}

@MainActor @preconcurrency
open class EKEventEditViewController: UINavigationController {
  public override init() { super.init() }
  weak open var editViewDelegate: (any EKEventEditViewDelegate)?
  open var eventStore: EKEventStore!
  open var event: EKEvent?
  open func cancelEditing() {}
}
