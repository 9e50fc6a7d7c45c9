// Text, Image, colours, shape styles, fonts, shapes, layout values.

// MARK: - Layout values

public struct HorizontalAlignment: Equatable, Sendable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
  public static let trailing = HorizontalAlignment()
  public static let listRowSeparatorLeading = HorizontalAlignment()
  public static let listRowSeparatorTrailing = HorizontalAlignment()
}
public struct VerticalAlignment: Equatable, Sendable {
  public static let top = VerticalAlignment()
  public static let center = VerticalAlignment()
  public static let bottom = VerticalAlignment()
  public static let firstTextBaseline = VerticalAlignment()
  public static let lastTextBaseline = VerticalAlignment()
}
public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ e: Edge) { self.rawValue = 1 << e.rawValue }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}
public enum HorizontalEdge: Int8, CaseIterable, Sendable { case leading, trailing }
public enum VerticalEdge: Int8, CaseIterable, Sendable { case top, bottom }

public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init() {
    x = 0
    y = 0
  }
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint()
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal, vertical
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }

public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

// MARK: - Shape styles and colours

public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
  public func opacity(_ opacity: Double) -> some ShapeStyle { Color.clear }
  public var secondary: some ShapeStyle { Color.clear }
  public var tertiary: some ShapeStyle { Color.clear }
  public var quaternary: some ShapeStyle { Color.clear }
  public var quinary: some ShapeStyle { Color.clear }
}

public struct Color: Hashable, CustomStringConvertible, Sendable {
  public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {}
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}
  public init(_ name: String, bundle: Bundle? = nil) {}
  public init(uiColor: UIColor) {}
  public var description: String { "" }
  public func opacity(_ opacity: Double) -> Color { self }

  public static let red = Color(white: 0)
  public static let orange = Color(white: 0)
  public static let yellow = Color(white: 0)
  public static let green = Color(white: 0)
  public static let mint = Color(white: 0)
  public static let teal = Color(white: 0)
  public static let cyan = Color(white: 0)
  public static let blue = Color(white: 0)
  public static let indigo = Color(white: 0)
  public static let purple = Color(white: 0)
  public static let pink = Color(white: 0)
  public static let brown = Color(white: 0)
  public static let white = Color(white: 0)
  public static let gray = Color(white: 0)
  public static let black = Color(white: 0)
  public static let clear = Color(white: 0)
  public static let primary = Color(white: 0)
  public static let secondary = Color(white: 0)
  public static var accentColor: Color { Color(white: 0) }
}
extension Color: ShapeStyle {}
extension Color: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  public static var mint: Color { .mint }
  public static var teal: Color { .teal }
  public static var cyan: Color { .cyan }
  public static var blue: Color { .blue }
  public static var indigo: Color { .indigo }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  public static var brown: Color { .brown }
  public static var white: Color { .white }
  public static var gray: Color { .gray }
  public static var black: Color { .black }
  public static var clear: Color { .clear }
}

public struct HierarchicalShapeStyle: ShapeStyle {
  public static let primary = HierarchicalShapeStyle()
  public static let secondary = HierarchicalShapeStyle()
  public static let tertiary = HierarchicalShapeStyle()
  public static let quaternary = HierarchicalShapeStyle()
  public static let quinary = HierarchicalShapeStyle()
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  public static var quinary: HierarchicalShapeStyle { .quinary }
}
public struct BackgroundStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}
public struct ForegroundStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}
public struct TintShapeStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}
public struct Material: ShapeStyle {
  public static let regularMaterial = Material()
  public static let thinMaterial = Material()
  public static let ultraThinMaterial = Material()
  public static let thickMaterial = Material()
  public static let bar = Material()
}
extension ShapeStyle where Self == Material {
  public static var regularMaterial: Material { .regularMaterial }
  public static var thinMaterial: Material { .thinMaterial }
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  public static var thickMaterial: Material { .thickMaterial }
  public static var bar: Material { .bar }
}

// MARK: - Fonts

public struct Font: Hashable, Sendable {
  public static let largeTitle = Font()
  public static let title = Font()
  public static let title2 = Font()
  public static let title3 = Font()
  public static let headline = Font()
  public static let subheadline = Font()
  public static let body = Font()
  public static let callout = Font()
  public static let footnote = Font()
  public static let caption = Font()
  public static let caption2 = Font()
  public static func system(
    size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil
  ) -> Font { Font() }
  public static func system(
    _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
  ) -> Font { Font() }
  public func weight(_ weight: Font.Weight) -> Font { self }
  public func bold() -> Font { self }
  public func italic() -> Font { self }
  public func monospacedDigit() -> Font { self }
  public func monospaced() -> Font { self }
  public func smallCaps() -> Font { self }

  public struct Weight: Hashable, Sendable {
    public static let ultraLight = Weight()
    public static let thin = Weight()
    public static let light = Weight()
    public static let regular = Weight()
    public static let medium = Weight()
    public static let semibold = Weight()
    public static let bold = Weight()
    public static let heavy = Weight()
    public static let black = Weight()
  }
  public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
  public enum TextStyle: Hashable, CaseIterable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }
}

// MARK: - Text

public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  public init(_ value: String) {}
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: StringInterpolation) {}

  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation(_ string: String) {}
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter? = nil
    ) {}
    public mutating func appendInterpolation<Subject: NSObject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) {}
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {}
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
    public mutating func appendInterpolation<T: _FormatSpecifiable>(
      _ value: T, specifier: String
    ) {}
    public mutating func appendInterpolation(_ text: Text) {}
    public mutating func appendInterpolation(_ image: Image) {}
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {}
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {}
    public mutating func appendInterpolation(_ interval: DateInterval) {}
  }
}

public struct Text: Equatable, Sendable {
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {}
  public init(verbatim content: String) {}
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {}
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {}
  public init(_ date: Date, style: Text.DateStyle) {}
  public init(_ dates: ClosedRange<Date>) {}

  public struct DateStyle: Sendable {
    public static let time = DateStyle()
    public static let date = DateStyle()
    public static let relative = DateStyle()
    public static let offset = DateStyle()
    public static let timer = DateStyle()
  }

  public func font(_ font: Font?) -> Text { self }
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  public func bold() -> Text { self }
  public func bold(_ isActive: Bool) -> Text { self }
  public func italic() -> Text { self }
  public func monospacedDigit() -> Text { self }
  public func foregroundColor(_ color: Color?) -> Text { self }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func accessibilityLabel(_ label: Text) -> Text { self }
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { self }
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { self }
  public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}
extension Text: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// MARK: - Image

public struct Image: Equatable, Sendable {
  public init(systemName: String) {}
  public init(_ name: String, bundle: Bundle? = nil) {}
  public init(uiImage: UIImage) {}
  public enum ResizingMode: Sendable { case tile, stretch }
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  ) -> Image { self }
  public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
  public enum TemplateRenderingMode: Sendable { case template, original }
}
extension Image: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// MARK: - Shapes

public struct Path: Sendable { public init() {} }
public struct FillStyle: Equatable, Sendable {
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}
public struct StrokeStyle: Equatable, Sendable {
  public init(lineWidth: CGFloat = 1) {}
}
public enum RoundedCornerStyle: Sendable { case circular, continuous }

public protocol Shape: Sendable, View {
  func path(in rect: CGRect) -> Path
}
extension Shape {
  nonisolated public func fill<S: ShapeStyle>(
    _ content: S = .foreground, style: FillStyle = FillStyle()
  )
    -> some View
  { _StubView() }
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    _StubView()
  }
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    _StubView()
  }
  nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }
}

public struct Circle: Shape {
  nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  public var body: Never { fatalError() }
}
public struct Rectangle: Shape {
  nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  public var body: Never { fatalError() }
}
public struct Capsule: Shape {
  nonisolated public init(style: RoundedCornerStyle = .continuous) {}
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  public var body: Never { fatalError() }
}
public struct RoundedRectangle: Shape {
  nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
  nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  public var body: Never { fatalError() }
}
