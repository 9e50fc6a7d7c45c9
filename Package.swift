// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "RecruitingCompass",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "CompassModels", targets: ["CompassModels"]),
    .library(name: "CompassDomain", targets: ["CompassDomain"]),
  ],
  targets: [
    .target(name: "CompassModels"),
    .target(name: "CompassDomain", dependencies: ["CompassModels"]),
    .executableTarget(
      name: "CompassBenchmarks",
      dependencies: ["CompassModels", "CompassDomain"]
    ),
    .testTarget(
      name: "CompassModelsTests",
      dependencies: ["CompassModels"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(name: "CompassDomainTests", dependencies: ["CompassDomain", "CompassModels"]),
  ],
  swiftLanguageModes: [.v6]
)
