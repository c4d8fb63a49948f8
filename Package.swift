// swift-tools-version:6.2
import PackageDescription

/// `MARQUEE_FUZZING=1` (scripts/fuzz.sh) builds our targets, whose parsers the libFuzzer targets
/// drive, with libFuzzer's coverage and AddressSanitizer, and the dependencies as they are: in
/// the scratch path of the normal build only our targets are compiled again (about 4 minutes on
/// two cores), where instrumenting everything in a path of its own rebuilt every dependency (9).
let fuzzing = Context.environment["MARQUEE_FUZZING"] == "1"
let sanitizers = ["-sanitize=fuzzer,address"]

/// Every target of ours treats warnings as errors, writes `any` for existentials and imports
/// every module it uses.
let strict: [SwiftSetting] = [
    .treatAllWarnings(as: .error),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
] + (fuzzing ? [.unsafeFlags(sanitizers), .define("FUZZING")] : [])

let package = Package(
    name: "Marquee",
    defaultLocalization: "en",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "marquee", targets: ["marquee"]),
        .library(name: "MarqueeCore", targets: ["MarqueeCore"]),
        .library(name: "MarqueeStore", targets: ["MarqueeStore"]),
        .library(name: "MarqueePostgres", targets: ["MarqueePostgres"]),
        .library(name: "MarqueeWeb", targets: ["MarqueeWeb"]),
        .library(name: "MarqueeImport", targets: ["MarqueeImport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-configuration", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.7.4"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.1"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/CoreOffice/XMLCoder", from: "0.18.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
    ],
    targets: [
        .target(
            name: "MarqueeCore",
            exclude: ["Accounts/Resources/common-passwords.md"],
            resources: [.copy("Accounts/Resources/common-passwords.txt"), .process("Localization/Resources")],
            swiftSettings: strict
        ),
        .target(
            name: "MarqueeTMDB",
            dependencies: [
                "MarqueeCore",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "XMLCoder", package: "XMLCoder"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "MarqueeFlickr",
            dependencies: ["MarqueeCore"],
            swiftSettings: strict
        ),
        // Other services' exports read into Core's ImportBatch: ZIPs (ZIPFoundation), CSV (CSV.swift), JSON.
        .target(
            name: "MarqueeImport",
            dependencies: [
                "MarqueeCore",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "CSV", package: "CSV.swift"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "MarqueeStore",
            dependencies: [
                "MarqueeCore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            resources: [.copy("Resources/catalog.jsonl")],
            swiftSettings: strict
        ),
        .target(
            name: "MarqueePostgres",
            dependencies: [
                "MarqueeCore",
                // The catalog file reader and the search folding are shared with SQLite.
                "MarqueeStore",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "MarqueeWeb",
            dependencies: [
                "MarqueeCore",
                // Reads an uploaded export, and writes a person's own.
                "MarqueeImport",
                .product(name: "MultipartKit", package: "multipart-kit"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            resources: [.copy("Public")],
            swiftSettings: strict
        ),
        .target(
            name: "MarqueeApp",
            dependencies: [
                "MarqueeCore",
                "MarqueeTMDB",
                "MarqueeFlickr",
                "MarqueeStore",
                "MarqueePostgres",
                "MarqueeWeb",
                .product(name: "Configuration", package: "swift-configuration"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "marquee",
            dependencies: [
                "MarqueeApp",
                "MarqueeCore",
                "MarqueeImport",
                "MarqueeStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        // libFuzzer targets for the parsers (scripts/fuzz.sh); a plain build replays inputs.
        .executableTarget(
            name: "MarqueeFuzz",
            dependencies: [
                "MarqueeCore", "MarqueeStore", "MarqueeTMDB", "MarqueeFlickr", "MarqueeWeb",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: strict,
            linkerSettings: fuzzing ? [.unsafeFlags(sanitizers)] : []
        ),
        .target(
            name: "MarqueeTestSupport",
            dependencies: [
                "MarqueeCore",
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "Crypto", package: "swift-crypto"),
                "MarqueeStore",
                "MarqueePostgres",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "MarqueeImportTests",
            dependencies: [
                "MarqueeCore", "MarqueeImport", "MarqueeTestSupport",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "MarqueeCoreTests",
            dependencies: ["MarqueeCore", "MarqueeTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "MarqueeTMDBTests",
            dependencies: [
                "MarqueeCore",
                "MarqueeTMDB",
                "MarqueeTestSupport",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "MarqueeFlickrTests",
            dependencies: [
                "MarqueeCore",
                "MarqueeFlickr",
                // The live transport, AsyncHTTPClientTransport, lives in MarqueeTMDB.
                "MarqueeTMDB",
                "MarqueeTestSupport",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "MarqueeStoreTests",
            dependencies: [
                "MarqueeCore", "MarqueeStore", "MarqueeTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
                // The image pipeline's tests fetch from a stub server through the live transport.
                "MarqueeTMDB", .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "MarqueeStoreContractTests",
            dependencies: [
                "MarqueeCore", "MarqueeStore", "MarqueePostgres", "MarqueeTestSupport",
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "MarqueeWebTests",
            dependencies: [
                "MarqueeCore",
                "MarqueeStore",
                "MarqueeWeb",
                "MarqueeTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "MarqueeAppTests",
            dependencies: [
                "MarqueeApp",
                "MarqueeCore",
                "MarqueePostgres",
                "MarqueeStore",
                "MarqueeTMDB",
                "MarqueeWeb",
                "MarqueeTestSupport",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Configuration", package: "swift-configuration"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: strict
        ),
    ]
)
