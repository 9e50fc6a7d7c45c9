// Gestures.

@MainActor @preconcurrency
public protocol Gesture {
  associatedtype Value
  associatedtype Body: Gesture
  @MainActor @preconcurrency var body: Self.Body { get }
}
extension Never: Gesture {
  public typealias Value = Never
}

public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
  public typealias Value = Content.Value
  public var body: Never { fatalError() }
}
public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public var body: Never { fatalError() }
}
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
  public var body: Never { fatalError() }
}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture where Value: Equatable {
  nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<
    Self
  > { fatalError() }
}
extension Gesture {
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    fatalError()
  }
  nonisolated public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<
    Self, Other
  > { fatalError() }
}

public struct MagnifyGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
  nonisolated public init(minimumScaleDelta: CGFloat = 0.01) {}
  public var body: Never { fatalError() }
}

public enum CoordinateSpace: Hashable, Sendable { case global, local }

public struct DragGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize
    public var velocity: CGSize
    public var predictedEndLocation: CGPoint
    public var predictedEndTranslation: CGSize
  }
  nonisolated public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local)
  {}
  public var body: Never { fatalError() }
}

public struct TapGesture: Gesture {
  public typealias Value = ()
  nonisolated public init(count: Int = 1) {}
  public var body: Never { fatalError() }
}
