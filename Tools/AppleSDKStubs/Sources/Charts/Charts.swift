// Swift Charts stand-in.
import SwiftUI

@MainActor @preconcurrency
public protocol ChartContent {
  associatedtype Body: ChartContent
  @ChartContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
extension Never: ChartContent {}
extension Optional: ChartContent where Wrapped: ChartContent {
  public var body: Never { fatalError() }
}
extension _ConditionalContent: ChartContent
where TrueContent: ChartContent, FalseContent: ChartContent {
  public var body: Never { fatalError() }
}

public struct TupleChartContent<T>: ChartContent {
  public var body: Never { fatalError() }
}

@resultBuilder
public struct ChartContentBuilder {
  public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content {
    content
  }
  public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
  public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }
  @_disfavoredOverload
  public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content)
    -> TupleChartContent<(repeat each Content)>
  { fatalError() }
  public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
  public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
  public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content)
    -> Content
  { content }
}
public struct EmptyChartContent: ChartContent {
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

public protocol Plottable {}
extension String: Plottable {}
extension Date: Plottable {}
extension Double: Plottable {}
extension Float: Plottable {}
extension CGFloat: Plottable {}
extension Int: Plottable {}
extension Int8: Plottable {}
extension Int16: Plottable {}
extension Int32: Plottable {}
extension Int64: Plottable {}
extension UInt: Plottable {}
extension UInt8: Plottable {}
extension UInt16: Plottable {}
extension UInt32: Plottable {}
extension UInt64: Plottable {}

public struct PlottableValue<Value: Plottable> {
  public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
    fatalError()
  }
  @_disfavoredOverload
  public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
    fatalError()
  }
  public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
    fatalError()
  }
  public static func value<U: Unit>(_ label: LocalizedStringKey, _ value: Measurement<U>)
    -> PlottableValue<Double> where Value == Double
  { fatalError() }
}

public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
  public static let automatic = MarkDimension(floatLiteral: 0)
  public init(floatLiteral value: Double) {}
  public init(integerLiteral value: Int) {}
  public static func fixed(_ value: CGFloat) -> MarkDimension { .automatic }
  public static func ratio(_ value: CGFloat) -> MarkDimension { .automatic }
}
public struct MarkStackingMethod: Equatable, Sendable {
  public static let standard = MarkStackingMethod()
  public static let normalized = MarkStackingMethod()
  public static let center = MarkStackingMethod()
  public static let unstacked = MarkStackingMethod()
}
public struct InterpolationMethod: Sendable {
  public static let linear = InterpolationMethod()
  public static let catmullRom = InterpolationMethod()
  public static let monotone = InterpolationMethod()
}

public struct LineMark: ChartContent {
  nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
  nonisolated public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
  ) {}
  public var body: Never { fatalError() }
}
public struct PointMark: ChartContent {
  nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
  public var body: Never { fatalError() }
}
public struct BarMark: ChartContent {
  nonisolated public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {}
  public var body: Never { fatalError() }
}
public struct AreaMark: ChartContent {
  nonisolated public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
  ) {}
  public var body: Never { fatalError() }
}
public struct RuleMark: ChartContent {
  nonisolated public init<X: Plottable>(
    x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil
  ) {}
  nonisolated public init<Y: Plottable>(
    xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>
  ) {}
  public var body: Never { fatalError() }
}

public struct AnnotationPosition: Sendable {
  public static let automatic = AnnotationPosition()
  public static let overlay = AnnotationPosition()
  public static let top = AnnotationPosition()
  public static let topLeading = AnnotationPosition()
  public static let topTrailing = AnnotationPosition()
  public static let bottom = AnnotationPosition()
  public static let bottomLeading = AnnotationPosition()
  public static let bottomTrailing = AnnotationPosition()
  public static let leading = AnnotationPosition()
  public static let trailing = AnnotationPosition()
}

public struct _StubChartContent: ChartContent {
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

extension ChartContent {
  nonisolated public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center,
    spacing: CGFloat? = nil, @ViewBuilder content: @escaping () -> C
  ) -> some ChartContent { _StubChartContent() }
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ foregroundStyle: S) -> some ChartContent
  {
    _StubChartContent()
  }
  nonisolated public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>)
    -> some ChartContent
  { _StubChartContent() }
  nonisolated public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
    _StubChartContent()
  }
  nonisolated public func symbolSize(_ size: CGFloat) -> some ChartContent { _StubChartContent() }
  nonisolated public func opacity(_ value: Double) -> some ChartContent { _StubChartContent() }
  nonisolated public func accessibilityLabel(_ label: Text) -> some ChartContent {
    _StubChartContent()
  }
}

extension ForEach: ChartContent where Content: ChartContent {
  public var body: Never { fatalError() }
}
extension ForEach where Content: ChartContent {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: @escaping (Data.Element) -> Content
  ) { fatalError() }
}
extension ForEach where ID == Data.Element.ID, Content: ChartContent, Data.Element: Identifiable {
  public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    fatalError()
  }
}

public struct Chart<Content: ChartContent>: View {
  public init(@ChartContentBuilder content: () -> Content) {}
  public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, ID, C> {}
  public init<Data: RandomAccessCollection, C: ChartContent>(
    _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {}
  public var body: Never { fatalError() }
}

extension View {
  nonisolated public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
    _StubView()
  }
  nonisolated public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
    _StubView()
  }
  nonisolated public func chartXAxis(_ visibility: Visibility) -> some View { _StubView() }
  nonisolated public func chartYAxis(_ visibility: Visibility) -> some View { _StubView() }
  nonisolated public func chartLegend(_ visibility: Visibility) -> some View { _StubView() }
  nonisolated public func chartXScale<Domain: ScaleDomain>(domain: Domain) -> some View {
    _StubView()
  }
  nonisolated public func chartYScale<Domain: ScaleDomain>(domain: Domain) -> some View {
    _StubView()
  }
}
public protocol ScaleDomain {}
extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension Array: ScaleDomain where Element: Plottable {}
