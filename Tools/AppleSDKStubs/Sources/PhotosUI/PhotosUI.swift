// PhotosUI stand-in: the SwiftUI photo picker (iOS 16+).
@_exported import FoundationShims
import SwiftUI
import UniformTypeIdentifiers

public struct PHPickerFilter: Equatable, Hashable, Sendable {
  private init() {}
  public static let images = PHPickerFilter()
  public static let videos = PHPickerFilter()
  public static let livePhotos = PHPickerFilter()
  public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter() }
  public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter() }
}

public struct PhotosPickerItem: Equatable, Hashable, Sendable {
  public enum EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
    case automatic, current, compatible
  }
  public init(itemIdentifier: String) {}
  public var itemIdentifier: String? { nil }
  public var supportedContentTypes: [UTType] { [] }
  public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }
}

public struct PhotosPicker<Label: View>: View {
  public init(
    selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    @ViewBuilder label: () -> Label
  ) {}
  public var body: Never { fatalError() }
}

extension View {
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>,
    matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) -> some View { self }
}
