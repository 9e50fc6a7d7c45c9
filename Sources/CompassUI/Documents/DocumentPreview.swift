#if canImport(SwiftUI)
  import AVKit
  import CompassDomain
  import PDFKit
  import SwiftUI

  /// The preview the file's kind allows: a seekable video player, a zoomable image, the PDF,
  /// or "Preview unavailable" with a download.
  struct DocumentPreview: View {
    let kind: DocumentPreviewKind
    let url: URL?

    var body: some View {
      if let url {
        switch kind {
        case .video:
          VideoPlayer(player: AVPlayer(url: url)).frame(minHeight: 220)
        case .image:
          ZoomableImage(url: url)
        case .pdf:
          RemotePDF(url: url).frame(minHeight: 420)
        case .other:
          VStack(spacing: 12) {
            Text(DocumentPreviewKind.unavailableMessage).foregroundStyle(.secondary)
            ShareLink(item: url) { Label("Download file", systemImage: "arrow.down.circle") }
          }
          .frame(maxWidth: .infinity, minHeight: 120)
        }
      } else {
        ProgressView().frame(maxWidth: .infinity, minHeight: 120)
      }
    }
  }

  /// An image that zooms with a pinch (or a double tap) and pans while zoomed.
  struct ZoomableImage: View {
    let url: URL
    @State private var scale: CGFloat = 1
    @State private var settledScale: CGFloat = 1
    @State private var offset: CGSize = .zero
    @State private var settledOffset: CGSize = .zero

    var body: some View {
      AsyncImage(url: url) { image in
        image.resizable().scaledToFit()
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
      } placeholder: {
        ProgressView()
      }
      .frame(minHeight: 220)
      .clipped()
    }
  }

  /// A PDF fetched in the background, then shown in PDFKit's view (scaled to fit, zoomable).
  struct RemotePDF: View {
    let url: URL
    @State private var document: PDFDocument?

    var body: some View {
      Group {
        if let document {
          PDFKitView(document: document)
        } else {
          ProgressView()
        }
      }
      .task(id: url) {
        guard let fetched = try? await URLSession.shared.data(from: url) else { return }
        document = PDFDocument(data: fetched.0)
      }
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
