#if canImport(SwiftUI)
  import AVKit
  import CompassDomain
  import CompassFeatures
  import PDFKit
  import SwiftUI

  /// The preview the model loaded: a seekable video player, a zoomable image or the PDF from
  /// the file on disk, "Preview unavailable" with a download, or a failure with Retry.
  struct DocumentPreview: View {
    let state: DocumentPreviewState
    let retry: @MainActor () async -> Void

    var body: some View {
      switch state {
      case .loading(let fraction):
        ProgressView(value: fraction) { Text("Loading preview") }
          .frame(maxWidth: .infinity, minHeight: 120)
      case .stream(let url):
        StreamPlayer(url: url)
      case .file(let url):
        FilePreview(url: url)
      case .download(let url):
        unavailable {
          ShareLink(item: url) { Label("Download file", systemImage: "arrow.down.circle") }
        }
      case .unavailable:
        unavailable { EmptyView() }
      case .failed(let failure):
        unavailable {
          Text(failure.message).font(.footnote).foregroundStyle(.secondary)
          Button("Retry") { Task { await retry() } }.frame(minHeight: 44)
        }
      }
    }

    private func unavailable(@ViewBuilder _ actions: () -> some View) -> some View {
      VStack(spacing: 12) {
        Text(DocumentPreviewKind.unavailableMessage).foregroundStyle(.secondary)
        actions()
      }
      .frame(maxWidth: .infinity, minHeight: 120)
    }
  }

  /// A video streamed from `url`, its player made once per address, so a redraw of the screen
  /// (a progress change, a new share) never starts it over.
  struct StreamPlayer: View {
    let url: URL
    @State private var player: AVPlayer?

    var body: some View {
      VideoPlayer(player: player).frame(minHeight: 220)
        .task(id: url) { player = AVPlayer(url: url) }
    }
  }

  /// A downloaded PDF (PDFKit reads it from disk, scaled to fit and zoomable) or image, opened
  /// once per file.
  struct FilePreview: View {
    let url: URL
    @State private var pdf: PDFDocument?
    @State private var image: UIImage?
    @State private var opened = false

    var body: some View {
      Group {
        if let pdf {
          PDFKitView(document: pdf).frame(minHeight: 420)
        } else if let image {
          ZoomableImage(image: image)
        } else if opened {
          VStack(spacing: 8) {
            Text(DocumentPreviewKind.unavailableMessage).foregroundStyle(.secondary)
            Text(DocumentPreviewKind.other.unreadableMessage).font(.footnote)
              .foregroundStyle(.secondary)
          }
          .frame(maxWidth: .infinity, minHeight: 120)
        } else {
          ProgressView().frame(maxWidth: .infinity, minHeight: 120)
        }
      }
      .task(id: url) {
        pdf = PDFDocument(url: url)
        image = pdf == nil ? UIImage(contentsOfFile: url.path) : nil
        opened = true
      }
    }
  }

  /// An image that zooms with a pinch (or a double tap) and pans while zoomed.
  struct ZoomableImage: View {
    let image: UIImage
    @State private var scale: CGFloat = 1
    @State private var settledScale: CGFloat = 1
    @State private var offset: CGSize = .zero
    @State private var settledOffset: CGSize = .zero

    var body: some View {
      Image(uiImage: image).resizable().scaledToFit()
        .scaleEffect(scale)
        .offset(offset)
        .gesture(
          MagnifyGesture()
            .onChanged { scale = max(1, settledScale * $0.magnification) }
            .onEnded { _ in settledScale = scale }
            .simultaneously(
              with: DragGesture()
                .onChanged { drag in
                  guard scale > 1 else { return }
                  offset = CGSize(
                    width: settledOffset.width + drag.translation.width,
                    height: settledOffset.height + drag.translation.height)
                }
                .onEnded { _ in settledOffset = offset })
        )
        .onTapGesture(count: 2) {
          withAnimation {
            scale = scale > 1 ? 1 : 2
            settledScale = scale
            offset = .zero
            settledOffset = .zero
          }
        }
        .accessibilityAddTraits(.isImage)
        .accessibilityHint("Pinch or double-tap to zoom")
        .frame(minHeight: 220)
        .clipped()
    }
  }

  /// PDFKit's `PDFView` for SwiftUI.
  struct PDFKitView: UIViewRepresentable {
    let document: PDFDocument

    func makeUIView(context: Context) -> PDFView {
      let view = PDFView()
      view.autoScales = true
      view.document = document
      return view
    }

    func updateUIView(_ view: PDFView, context: Context) {
      if view.document !== document { view.document = document }
    }
  }
#endif
