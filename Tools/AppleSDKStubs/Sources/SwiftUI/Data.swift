// State, Binding, Bindable, Environment.

@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) {}
  public init(initialValue value: Value) {}
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  public var projectedValue: Binding<Value> { fatalError() }
}
extension State: Sendable where Value: Sendable {}
extension State where Value: ExpressibleByNilLiteral {
  public init() {}
}

public struct Transaction {
  public init() {}
  public init(animation: Animation?) {}
  public var animation: Animation?
}

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  public var transaction: Transaction
  @preconcurrency
  public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) { fatalError() }
  @preconcurrency
  public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void
  ) { fatalError() }
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  public var projectedValue: Binding<Value> { self }
  public init(projectedValue: Binding<Value>) { fatalError() }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError() }
}
extension Binding: @unchecked Sendable where Value: Sendable {}
extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { fatalError() }
}
extension Binding: DynamicProperty {}
extension Binding {
  public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
  public init?(_ base: Binding<Value?>) { fatalError() }
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable { fatalError() }
  public func transaction(_ transaction: Transaction) -> Binding<Value> { fatalError() }
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { fatalError() }
}
extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}
extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public var startIndex: Index { fatalError() }
  public var endIndex: Index { fatalError() }
  public var indices: Value.Indices { fatalError() }
  public func index(after i: Index) -> Index { fatalError() }
  public subscript(position: Index) -> Binding<Value.Element> { fatalError() }
}
extension Binding: BidirectionalCollection
where Value: BidirectionalCollection, Value: MutableCollection {
  public func index(before i: Index) -> Index { fatalError() }
}
extension Binding: RandomAccessCollection
where Value: MutableCollection, Value: RandomAccessCollection {}

@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
  public var wrappedValue: Value
  public var projectedValue: Bindable<Value> { self }
  @available(
    *, unavailable, message: "The wrapped value must be an object that conforms to Observable"
  )
  public init(wrappedValue: Value) { fatalError() }
  @available(
    *, unavailable, message: "The wrapped value must be an object that conforms to Observable"
  )
  public init(projectedValue: Bindable<Value>) { fatalError() }
}
extension Bindable where Value: AnyObject {
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError() }
}
extension Bindable where Value: AnyObject, Value: Observable {
  public init(wrappedValue: Value) { fatalError() }
  public init(_ wrappedValue: Value) { fatalError() }
  public init(projectedValue: Bindable<Value>) { fatalError() }
}
extension Bindable: Identifiable where Value: Identifiable {
  public var id: Value.ID { fatalError() }
}
extension Bindable: Sendable where Value: Sendable {}
extension Bindable: DynamicProperty {}

@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  public var wrappedValue: Value { fatalError() }
}
extension Environment: Sendable where Value: Sendable {}
extension Environment {
  public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
  public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {}
}

public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
  public init() {}
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { fatalError() }
    set {}
  }
  public var description: String { "" }
  public var dismiss: DismissAction { fatalError() }
  public var isPresented: Bool { fatalError() }
  public var accessibilityReduceMotion: Bool { fatalError() }
  public var scenePhase: ScenePhase {
    get { fatalError() }
    set {}
  }
  public var locale: Locale {
    get { fatalError() }
    set {}
  }
  public var timeZone: TimeZone {
    get { fatalError() }
    set {}
  }
  public var calendar: Calendar {
    get { fatalError() }
    set {}
  }
  public var openURL: OpenURLAction {
    get { fatalError() }
    set {}
  }
}

@MainActor @preconcurrency
public struct DismissAction {
  public func callAsFunction() {}
}

@MainActor @preconcurrency
public struct OpenURLAction {
  public func callAsFunction(_ url: URL) {}
}

extension View {
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { _StubView() }
  nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    _StubView()
  }
}

// MARK: - Animation

public struct Animation: Equatable, Sendable {
  public static let `default` = Animation()
  public static var linear: Animation { fatalError() }
  public static var easeIn: Animation { fatalError() }
  public static var easeOut: Animation { fatalError() }
  public static var easeInOut: Animation { fatalError() }
  public static var spring: Animation { fatalError() }
  public static func linear(duration: TimeInterval) -> Animation { fatalError() }
  public static func easeIn(duration: TimeInterval) -> Animation { fatalError() }
  public static func easeOut(duration: TimeInterval) -> Animation { fatalError() }
  public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
  public func repeatForever(autoreverses: Bool = true) -> Animation { fatalError() }
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    fatalError()
  }
  public func delay(_ delay: TimeInterval) -> Animation { fatalError() }
  public func speed(_ speed: Double) -> Animation { fatalError() }
}

public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result { fatalError() }

/// Whether the app's scene is in the foreground and interactive.
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background, inactive, active
}

@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType>: DynamicProperty
where DelegateType: NSObject, DelegateType: UIApplicationDelegate {
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
  public var wrappedValue: DelegateType { fatalError() }
}
