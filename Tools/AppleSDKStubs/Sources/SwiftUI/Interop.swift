// UIKit interop, sharing, transferable.
import UniformTypeIdentifiers

public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  public let coordinator: Representable.Coordinator
  public var environment: EnvironmentValues { fatalError() }
}

@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  @MainActor @preconcurrency static func dismantleUIView(
    _ uiView: Self.UIViewType, coordinator: Self.Coordinator)
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}
extension UIViewRepresentable {
  @MainActor @preconcurrency public static func dismantleUIView(
    _ uiView: Self.UIViewType, coordinator: Self.Coordinator
  ) {}
  public var body: Never { fatalError() }
}
extension UIViewRepresentable where Self.Coordinator == Void {
  @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
}

public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  public let coordinator: Representable.Coordinator
  public var environment: EnvironmentValues { fatalError() }
}

@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context)
    -> Self.UIViewControllerType
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)
  @MainActor @preconcurrency static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}
extension UIViewControllerRepresentable {
  @MainActor @preconcurrency public static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
  ) {}
  public var body: Never { fatalError() }
}
extension UIViewControllerRepresentable where Self.Coordinator == Void {
  @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
}

// CoreTransferable, which SwiftUI re-exports.
public protocol Transferable {
  associatedtype Representation: TransferRepresentation
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}
public protocol TransferRepresentation<Item>: Sendable {
  associatedtype Item: Transferable
}
/// The stand-in for the representations Apple's own types bring.
public struct BuiltInRepresentation<Item: Transferable>: TransferRepresentation {
  public init() {}
}
extension Never: Transferable {
  public static var transferRepresentation: BuiltInRepresentation<Never> { BuiltInRepresentation() }
}
extension URL: Transferable {
  public static var transferRepresentation: BuiltInRepresentation<URL> { BuiltInRepresentation() }
}
extension String: Transferable {
  public static var transferRepresentation: BuiltInRepresentation<String> {
    BuiltInRepresentation()
  }
}
extension Data: Transferable {
  public static var transferRepresentation: BuiltInRepresentation<Data> { BuiltInRepresentation() }
}
@resultBuilder public struct TransferRepresentationBuilder<Item: Transferable> {
  public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R
  where R.Item == Item { content }
  public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R
  where R.Item == Item { content }
  public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation>(
    _ r0: R0, _ r1: R1
  ) -> TupleTransferRepresentation<Item> where R0.Item == Item, R1.Item == Item { fatalError() }
}
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation {}
/// A file received from another app (its `file` is valid only while the importing closure runs).
public struct ReceivedTransferredFile {
  public let file: URL
  public let isOriginalFile: Bool
}
public struct SentTransferredFile {
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {}
}
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
  public init(
    contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {}
  public init(
    importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {}
}

public struct SharePreview<Image: Transferable, Icon: Transferable> {
  public init(_ titleKey: LocalizedStringKey) where Image == Never, Icon == Never {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) where Image == Never, Icon == Never {}
}

public struct ShareLink<
  Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View
>: View
where Data.Element: Transferable {
  public var body: Never { fatalError() }
}
extension ShareLink {
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<I> {}
  public init(
    item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never {}
  public init(
    item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never {}
}
extension ShareLink where Label == DefaultShareLinkLabel {
  public init(item: URL, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never {}
  public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never {}
}
public struct DefaultShareLinkLabel: View {
  public var body: Never { fatalError() }
}
