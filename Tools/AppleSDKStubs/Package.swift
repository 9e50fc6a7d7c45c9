// swift-tools-version: 6.1
// Stand-ins for Apple's frameworks, so that the SwiftUI code can be type-checked on Linux.
// Signatures as in the SDK of Xcode 16, only API that iOS 17 has; bodies are fatalError().
import PackageDescription

let package = Package(
  name: "stubs",
  products: [
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "Charts", targets: ["Charts"]),
    .library(name: "AVKit", targets: ["AVKit"]),
    .library(name: "PDFKit", targets: ["PDFKit"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    .library(name: "Security", targets: ["Security"]),
    .library(name: "EventKit", targets: ["EventKit"]),
    .library(name: "EventKitUI", targets: ["EventKitUI"]),
    .library(name: "PhotosUI", targets: ["PhotosUI"]),
  ],
  targets: [
    .target(name: "FoundationShims"),
    .target(name: "UniformTypeIdentifiers", dependencies: ["FoundationShims"]),
    .target(name: "UIKit", dependencies: ["FoundationShims", "UniformTypeIdentifiers"]),
    .target(name: "SwiftUI", dependencies: ["FoundationShims", "UIKit", "UniformTypeIdentifiers"]),
    .target(name: "Charts", dependencies: ["SwiftUI"]),
    .target(name: "AVKit", dependencies: ["SwiftUI", "UIKit"]),
    .target(name: "PDFKit", dependencies: ["UIKit"]),
    .target(name: "Security"),
    .target(name: "EventKit", dependencies: ["FoundationShims"]),
    .target(name: "EventKitUI", dependencies: ["EventKit", "UIKit"]),
    .target(name: "PhotosUI", dependencies: ["SwiftUI", "UniformTypeIdentifiers"]),
  ],
  swiftLanguageModes: [.v6]
)
