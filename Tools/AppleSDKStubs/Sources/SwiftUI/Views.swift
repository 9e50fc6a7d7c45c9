// Containers and controls.

// MARK: - Stacks, groups, grids, scroll views

public struct VStack<Content: View>: View {
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}
public struct HStack<Content: View>: View {
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}
public struct ZStack<Content: View>: View {
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}
public struct Group<Content> {
  public typealias Body = Never
}
extension Group: View where Content: View {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}
public struct Spacer: View {
  nonisolated public init(minLength: CGFloat? = nil) {}
  public var body: Never { fatalError() }
}
public struct Divider: View {
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

public struct GridItem: Sendable {
  public enum Size: Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  public var size: GridItem.Size
  public var spacing: CGFloat?
  public var alignment: Alignment?
  public init(
    _ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil
  ) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
public struct LazyVGrid<Content: View>: View {
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}
public struct LazyVStack<Content: View>: View {
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}

public struct ScrollView<Content: View>: View {
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}
public struct ScrollViewProxy {
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
public struct ScrollViewReader<Content: View>: View {
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
  public var body: Never { fatalError() }
}

// MARK: - Lists and forms

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
}
extension ForEach: View where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    fatalError()
  }
}
extension ForEach where Content: View {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) { fatalError() }
}
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    fatalError()
  }
}

public struct List<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
}
extension List {
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {}
  public init(
    selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content
  ) {}
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {}
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable,
    SelectionValue == Never
  {}
}

public struct Form<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

public struct Section<Parent, Content, Footer> {}
extension Section: View where Parent: View, Content: View, Footer: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {}
}
extension Section where Parent == EmptyView, Content: View, Footer: View {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}
extension Section where Parent: View, Content: View, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {}
}
extension Section where Parent == Text, Content: View, Footer == EmptyView {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

// MARK: - Navigation

public struct NavigationPath: Equatable {
  public init() {}
  public var count: Int { 0 }
  public var isEmpty: Bool { true }
  public mutating func append<V: Hashable>(_ value: V) {}
  public mutating func removeLast(_ k: Int = 1) {}
}

public struct NavigationStack<Data, Root: View>: View {
  public var body: Never { fatalError() }
}
extension NavigationStack where Data == NavigationPath {
  public init(@ViewBuilder root: () -> Root) {}
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {}
}
extension NavigationStack
where
  Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
  Data.Element: Hashable
{
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {}
}

public struct NavigationLink<Label: View, Destination: View>: View {
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError() }
}
extension NavigationLink where Destination == Never {
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {}
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {}
}

public struct TabView<SelectionValue: Hashable, Content: View>: View {
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}
extension TabView where SelectionValue == Int {
  public init(@ViewBuilder content: () -> Content) {}
}

// MARK: - Controls

public struct ButtonRole: Equatable, Sendable {
  public static let destructive = ButtonRole()
  public static let cancel = ButtonRole()
}

public struct Button<Label: View>: View {
  @preconcurrency
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  @preconcurrency
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {}
  public var body: Never { fatalError() }
}
extension Button where Label == Text {
  @preconcurrency
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
  @_disfavoredOverload @preconcurrency
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {}
  @_disfavoredOverload @preconcurrency
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {}
}
extension Button where Label == SwiftUI.Label<Text, Image> {
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {}
  @_disfavoredOverload @preconcurrency
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {}
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {}
  @_disfavoredOverload @preconcurrency
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {}
}

public struct Label<Title: View, Icon: View>: View {
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
  public var body: Never { fatalError() }
}
extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, image name: String) {}
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

public struct Menu<Label: View, Content: View>: View {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError() }
}
extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}
extension Menu where Label == SwiftUI.Label<Text, Image> {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {}
}

public struct Link<Label: View>: View {
  public init(destination: URL, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError() }
}
extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {}
}

public struct Toggle<Label: View>: View {
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError() }
}
extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}
extension Toggle where Label == SwiftUI.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {}
}

public struct TextField<Label: View>: View {
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
  public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {}
  public var body: Never { fatalError() }
}
extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {}
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {}
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {}
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {}
}

public struct SecureField<Label: View>: View {
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError() }
}
extension SecureField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {}
}

public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {}
  public var body: Never { fatalError() }
}
extension Picker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {}
}

public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let hourAndMinute = DatePickerComponents(rawValue: 1)
  public static let date = DatePickerComponents(rawValue: 2)
}
public struct DatePicker<Label: View>: View {
  public typealias Components = DatePickerComponents
  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {}
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {}
  public var body: Never { fatalError() }
}
extension DatePicker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {}
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {}
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public var body: Never { fatalError() }
}
extension ProgressView where CurrentValueLabel == EmptyView {
  public init() where Label == EmptyView {}
  public init(@ViewBuilder label: () -> Label) {}
  public init(_ titleKey: LocalizedStringKey) where Label == Text {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) where Label == Text {}
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {}
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {}
  public init<V: BinaryFloatingPoint>(
    _ titleKey: LocalizedStringKey, value: V?, total: V = 1.0
  ) where Label == Text {}
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0)
  where Label == Text {}
}

public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  public init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {}
  public var body: Never { fatalError() }
}
extension ContentUnavailableView
where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {}
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}
}

public struct LabeledContent<Label, Content> {}
extension LabeledContent: View where Label: View, Content: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}
extension LabeledContent where Label == Text, Content: View {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}
extension LabeledContent where Label == Text, Content == Text {
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {}
}

public enum AsyncImagePhase: Sendable {
  case empty
  case success(Image)
  case failure(any Error)
  public var image: Image? { nil }
  public var error: (any Error)? { nil }
}
public struct AsyncImage<Content: View>: View {
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {}
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {}
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {}
  public var body: Never { fatalError() }
}
