#if canImport(SwiftUI)
  import CompassDomain
  import SwiftUI

  /// The grey outline of a detail page while it loads: a title block, then `sections` groups of
  /// rows, as the page will lay them out; it shimmers unless Reduce Motion is on.
  struct DetailSkeletonView: View {
    let label: String
    var sections = 3
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var dimmed = false

    var body: some View {
      List {
        Section {
          VStack(alignment: .leading, spacing: 8) {
            RoundedRectangle(cornerRadius: 4).frame(width: 90, height: 14)
            RoundedRectangle(cornerRadius: 4).frame(width: 240, height: 24)
            RoundedRectangle(cornerRadius: 4).frame(width: 160, height: 14)
          }
        }
        ForEach(0..<sections, id: \.self) { _ in
          Section {
            ForEach(0..<3, id: \.self) { _ in
              RoundedRectangle(cornerRadius: 4).frame(maxWidth: .infinity).frame(height: 14)
            }
          }
        }
      }
      .foregroundStyle(.quaternary)
      .opacity(dimmed ? 0.5 : 1)
      .onAppear {
        guard !reduceMotion else { return }
        withAnimation(.easeInOut(duration: 0.8).repeatForever()) { dimmed = true }
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(label)
    }
  }

  /// A detail page whose row is gone: the spec's message and its way back to the list.
  struct MissingPageView: View {
    let missing: MissingPage
    let systemImage: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      ContentUnavailableView {
        Label(missing.message, systemImage: systemImage)
      } description: {
        Text(MissingPage.explanation)
      } actions: {
        Button(missing.returnLabel) { dismiss() }
          .buttonStyle(.borderedProminent)
          .frame(minHeight: 44)
      }
    }
  }
#endif
