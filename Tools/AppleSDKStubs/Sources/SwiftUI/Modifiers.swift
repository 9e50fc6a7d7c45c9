// View modifiers (all `nonisolated`, returning `some View`, as in the iOS 18 SDK).
import UniformTypeIdentifiers

public struct AccessibilityChildBehavior: Hashable, Sendable {
  public static let ignore = AccessibilityChildBehavior()
  public static let contain = AccessibilityChildBehavior()
  public static let combine = AccessibilityChildBehavior()
}
public struct AccessibilityTraits: SetAlgebra, Sendable {
  public init() {}
  public static let isButton = AccessibilityTraits()
  public static let isHeader = AccessibilityTraits()
  public static let isSelected = AccessibilityTraits()
  public static let isLink = AccessibilityTraits()
  public static let isSearchField = AccessibilityTraits()
  public static let isImage = AccessibilityTraits()
  public static let isStaticText = AccessibilityTraits()
  public static let isToggle = AccessibilityTraits()
  public static let updatesFrequently = AccessibilityTraits()
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
  public func contains(_ member: AccessibilityTraits) -> Bool { false }
  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) { (false, self) }
  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { nil }
  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { nil }
  public mutating func formUnion(_ other: AccessibilityTraits) {}
  public mutating func formIntersection(_ other: AccessibilityTraits) {}
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
  public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { true }
}

public struct SensoryFeedback: Equatable, Sendable {
  public static let success = SensoryFeedback()
  public static let warning = SensoryFeedback()
  public static let error = SensoryFeedback()
  public static let selection = SensoryFeedback()
  public static let increase = SensoryFeedback()
  public static let decrease = SensoryFeedback()
  public static let start = SensoryFeedback()
  public static let stop = SensoryFeedback()
  public static let alignment = SensoryFeedback()
  public static let levelChange = SensoryFeedback()
  public static let impact = SensoryFeedback()
}

public struct PresentationDetent: Hashable, Sendable {
  public static let medium = PresentationDetent()
  public static let large = PresentationDetent()
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { .medium }
  public static func height(_ height: CGFloat) -> PresentationDetent { .medium }
}

public struct TextInputAutocapitalization: Sendable {
  public static var never: TextInputAutocapitalization { fatalError() }
  public static var words: TextInputAutocapitalization { fatalError() }
  public static var sentences: TextInputAutocapitalization { fatalError() }
  public static var characters: TextInputAutocapitalization { fatalError() }
}

public enum NavigationBarItem {
  public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

public struct SearchFieldPlacement: Sendable {
  public static let automatic = SearchFieldPlacement()
  public static let toolbar = SearchFieldPlacement()
  public static let sidebar = SearchFieldPlacement()
  public static let navigationBarDrawer = SearchFieldPlacement()
}

public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all = GestureMask(rawValue: 3)
}

extension View {
  // Layout
  nonisolated public func padding(_ insets: EdgeInsets) -> some View { _StubView() }
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    _StubView()
  }
  nonisolated public func padding(_ length: CGFloat) -> some View { _StubView() }
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { _StubView() }
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { _StubView() }
  nonisolated public func offset(_ offset: CGSize) -> some View { _StubView() }
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _StubView() }
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    _StubView()
  }
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    _StubView()
  }
  nonisolated public func scaleEffect(
    x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center
  )
    -> some View
  { _StubView() }
  nonisolated public func clipped(antialiased: Bool = false) -> some View { _StubView() }
  nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle())
    -> some View
  {
    _StubView()
  }
  nonisolated public func scaledToFit() -> some View { _StubView() }
  nonisolated public func scaledToFill() -> some View { _StubView() }
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)
    -> some View
  { _StubView() }
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { _StubView() }
  nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { _StubView() }
  nonisolated public func fixedSize() -> some View { _StubView() }
  nonisolated public func layoutPriority(_ value: Double) -> some View { _StubView() }

  // Style
  nonisolated public func font(_ font: Font?) -> some View { _StubView() }
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { _StubView() }
  nonisolated public func bold(_ isActive: Bool = true) -> some View { _StubView() }
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _StubView() }
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(
    _ primary: S1, _ secondary: S2
  )
    -> some View
  { _StubView() }
  nonisolated public func foregroundColor(_ color: Color?) -> some View { _StubView() }
  nonisolated public func tint(_ tint: Color?) -> some View { _StubView() }
  nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View { _StubView() }
  nonisolated public func opacity(_ opacity: Double) -> some View { _StubView() }
  nonisolated public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View { _StubView() }
  nonisolated public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View { _StubView() }
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { _StubView() }
  @available(*, deprecated, message: "Use `background(alignment:content:)` instead.")
  nonisolated public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View { _StubView() }
  nonisolated public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { _StubView() }
  nonisolated public func overlay<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View { _StubView() }
  nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    _StubView()
  }
  nonisolated public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View { _StubView() }
  nonisolated public func lineLimit(_ number: Int?) -> some View { _StubView() }
  nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { _StubView() }
  nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { _StubView() }
  nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { _StubView() }
  nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { _StubView() }
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    _StubView()
  }
  nonisolated public func monospacedDigit() -> some View { _StubView() }
  nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { _StubView() }
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    _StubView()
  }
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { _StubView() }
  nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { _StubView() }
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { _StubView() }
  nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    _StubView()
  }

  // State and events
  nonisolated public func disabled(_ disabled: Bool) -> some View { _StubView() }
  nonisolated public func hidden() -> some View { _StubView() }
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _StubView() }
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    _StubView()
  }
  nonisolated public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View { _StubView() }
  nonisolated public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View { _StubView() }
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    _StubView()
  }
  @available(
    *, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  nonisolated public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View { _StubView() }
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { _StubView() }
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View { _StubView() }
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> some View
  { _StubView() }
  nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  { _StubView() }
  nonisolated public func simultaneousGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View { _StubView() }
  nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T)
    -> some View
  { _StubView() }
  nonisolated public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T,
    condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View { _StubView() }
  nonisolated public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View { _StubView() }

  // Text input
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { _StubView() }
  nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
    _StubView()
  }
  nonisolated public func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  ) -> some View { _StubView() }
  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    _StubView()
  }
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { _StubView() }
  nonisolated public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  )
    -> some View
  { _StubView() }

  // Lists
  nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { _StubView() }
  nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View { _StubView() }
  nonisolated public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View { _StubView() }
  nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems)
    -> some View
  { _StubView() }
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View { _StubView() }
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View { _StubView() }
  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View { _StubView() }

  // Navigation
  nonisolated public func navigationTitle(_ title: Text) -> some View { _StubView() }
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    _StubView()
  }
  @_disfavoredOverload
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    _StubView()
  }
  nonisolated public func navigationBarTitleDisplayMode(
    _ displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View { _StubView() }
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { _StubView() }
  nonisolated public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View { _StubView() }
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { _StubView() }
  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    _StubView()
  }
  nonisolated public func badge(_ count: Int) -> some View { _StubView() }

  // Presentation
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { _StubView() }
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { _StubView() }
  nonisolated public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { _StubView() }
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    _StubView()
  }
  nonisolated public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View { _StubView() }
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    _StubView()
  }

  nonisolated public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View { _StubView() }
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View { _StubView() }
  nonisolated public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View { _StubView() }
  nonisolated public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { _StubView() }
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { _StubView() }
  nonisolated public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { _StubView() }

  nonisolated public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { _StubView() }
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { _StubView() }
  nonisolated public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { _StubView() }
  nonisolated public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { _StubView() }
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { _StubView() }
  nonisolated public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { _StubView() }

  nonisolated public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View { _StubView() }
  nonisolated public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View { _StubView() }

  // Accessibility
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  { _StubView() }
  nonisolated public func accessibilityLabel(_ label: Text) -> some View { _StubView() }
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    _StubView()
  }
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    _StubView()
  }
  nonisolated public func accessibilityHint(_ hint: Text) -> some View { _StubView() }
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
    _StubView()
  }
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    _StubView()
  }
  nonisolated public func accessibilityValue(_ valueDescription: Text) -> some View { _StubView() }
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
    _StubView()
  }
  @_disfavoredOverload
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    _StubView()
  }
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    _StubView()
  }
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    _StubView()
  }
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { _StubView() }
}

public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }
public struct SubmitLabel: Sendable {
  public static let done = SubmitLabel()
  public static let go = SubmitLabel()
  public static let next = SubmitLabel()
  public static let search = SubmitLabel()
}
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}
