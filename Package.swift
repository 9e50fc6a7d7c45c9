// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "RecruitingCompass",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "CompassModels", targets: ["CompassModels"]),
    .library(name: "CompassFormats", targets: ["CompassFormats"]),
    .library(name: "CompassDomain", targets: ["CompassDomain"]),
    .library(name: "CompassServer", targets: ["CompassServer"]),
    .library(name: "SupabaseKit", targets: ["SupabaseKit"]),
    .library(name: "CompassFeatures", targets: ["CompassFeatures"]),
    .library(name: "CompassUI", targets: ["CompassUI"]),
    .executable(name: "compass", targets: ["compass"]),
  ],
  traits: [
    .trait(
      name: "GRDBComparison",
      description:
        "CompassBenchmarks' sqlite-layers case also reads through GRDB (needs libsqlite3-dev)")
  ],
  dependencies: [
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
    .package(
      url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
    .package(url: "https://github.com/vapor/sql-kit.git", from: "3.36.0"),
    .package(url: "https://github.com/vapor/sqlite-kit.git", from: "4.5.2"),
    .package(url: "https://github.com/vapor/postgres-kit.git", from: "2.17.0"),
    .package(url: "https://github.com/vapor/async-kit.git", from: "1.22.0"),
    .package(url: "https://github.com/vapor/jwt-kit.git", from: "5.7.1"),
    .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
    .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
    .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
    .package(url: "https://github.com/vapor/sqlite-nio.git", from: "1.13.2"),
    .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    .package(url: "https://github.com/swiftlang/swift-subprocess.git", from: "1.0.2"),
    .package(url: "https://github.com/apple/swift-system.git", from: "1.8.1"),
    .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
    .package(url: "https://github.com/CoreOffice/XMLCoder.git", from: "0.18.2"),
  ],
  targets: [
    .target(name: "CompassModels"),
    .target(name: "CompassFormats", dependencies: ["CompassModels"]),
    .target(name: "CompassDomain", dependencies: ["CompassModels", "CompassFormats"]),
    .target(name: "SupabaseKit", dependencies: ["CompassModels"]),
    .target(
      name: "CompassFeatures",
      dependencies: ["CompassModels", "CompassFormats", "CompassDomain", "SupabaseKit"]),
    .target(
      name: "CompassUI",
      dependencies: ["CompassFeatures", "CompassDomain", "CompassModels", "SupabaseKit"]),
    .target(
      name: "CompassStore",
      dependencies: [
        "CompassModels", "CompassDomain",
        .product(name: "SQLKit", package: "sql-kit"),
        .product(name: "SQLiteKit", package: "sqlite-kit"),
        .product(name: "PostgresKit", package: "postgres-kit"),
        .product(name: "AsyncKit", package: "async-kit"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "SQLiteNIO", package: "sqlite-nio"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "Crypto", package: "swift-crypto"),
      ]
    ),
    .target(
      name: "CompassS3",
      dependencies: [
        "CompassHTTP",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "XMLCoder", package: "XMLCoder"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "_NIOFileSystem", package: "swift-nio"),
      ]
    ),
    .target(
      name: "CompassHTTP",
      dependencies: [
        "CompassModels",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
        .product(name: "CompressNIO", package: "compress-nio"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
      ]
    ),
    .target(
      name: "CompassServices",
      dependencies: [
        "CompassHTTP", "CompassStore", "CompassModels", "CompassDomain", "CompassS3",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
        .product(name: "JWTKit", package: "jwt-kit"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOExtras", package: "swift-nio-extras"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
        .product(name: "_NIOFileSystem", package: "swift-nio"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
      ]
    ),
    .target(
      name: "CompassAPI",
      dependencies: [
        "CompassServices", "CompassHTTP", "CompassStore", "CompassModels", "CompassDomain",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
      ]
    ),
    .target(
      name: "CompassWeb",
      dependencies: [
        "CompassServices", "CompassHTTP", "CompassStore", "CompassModels", "CompassDomain",
        "CompassFormats",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
      ],
      resources: [.copy("Templates"), .copy("Static")]
    ),
    .target(
      name: "CompassServer",
      dependencies: [
        "CompassWeb", "CompassAPI", "CompassServices", "CompassHTTP", "CompassStore",
        "CompassModels", "CompassDomain", "CompassFormats", "CAllocatorTuning", "CompassS3",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
      ],
      resources: [.copy("Demo/Media")]
    ),
    .target(name: "CAllocatorTuning"),
    .executableTarget(
      name: "compass",
      dependencies: [
        "CompassServer", "CompassModels",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .executableTarget(
      name: "CompassBenchmarks",
      dependencies: [
        "CompassModels", "CompassDomain", "CompassStore",
        .product(name: "SQLiteNIO", package: "sqlite-nio"),
        .product(
          name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["GRDBComparison"])),
      ]
    ),
    .target(
      name: "CompassTestSupport",
      dependencies: [
        .product(name: "Subprocess", package: "swift-subprocess"),
        .product(name: "SystemPackage", package: "swift-system"),
      ],
      path: "Tests/CompassTestSupport"),
    .target(
      name: "CompassLiveServer",
      dependencies: [
        "CompassServer", "CompassAPI", "SupabaseKit",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Tests/CompassLiveServer"
    ),
    .testTarget(
      name: "CompassModelsTests",
      dependencies: ["CompassModels"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "CompassDomainTests",
      dependencies: [
        "CompassDomain", "CompassFormats", "CompassModels", "CompassTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "CompassStoreTests",
      dependencies: [
        "CompassStore", "CompassModels", .product(name: "SQLiteKit", package: "sqlite-kit"),
        .product(name: "AsyncKit", package: "async-kit"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "SQLKit", package: "sql-kit"),
      ]),
    .testTarget(
      name: "CompassServicesTests",
      dependencies: [
        "CompassServices", "CompassTestSupport",
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
      ]),
    .testTarget(
      name: "CompassS3Tests",
      dependencies: [
        "CompassS3", "CompassHTTP",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "NIOCore", package: "swift-nio"),
      ],
      exclude: ["botocore_signatures.py"]),
    .testTarget(
      name: "CompassWebTests",
      dependencies: [
        "CompassWeb", "CompassHTTP", "CompassDomain", "CompassModels",
        .product(name: "Hummingbird", package: "hummingbird"),
      ]),
    .testTarget(
      name: "CompassServerTests",
      dependencies: [
        "CompassServer", "CompassWeb", "CompassAPI", "CompassServices", "CompassHTTP",
        "CompassStore", "CompassModels", "CompassS3",
        "CompassDomain", "CompassFormats", "CompassTestSupport",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "SQLKit", package: "sql-kit"),
        .product(name: "SQLiteKit", package: "sqlite-kit"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "CompressNIO", package: "compress-nio"),
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
      ]
    ),
    .testTarget(
      name: "CompassFeaturesTests",
      dependencies: [
        "CompassFeatures", "CompassDomain", "CompassModels", "SupabaseKit", "CompassLiveServer",
        "CompassTestSupport",
      ]
    ),
    .testTarget(
      name: "SupabaseKitTests",
      dependencies: [
        "SupabaseKit", "CompassModels", "CompassLiveServer", "CompassTestSupport",
        .product(name: "Crypto", package: "swift-crypto"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
