// swift-tools-version:6.2
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder: the repository's, whatever it is called.
let marquee = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// Benchmarks live in their own package so that `swift test` in the main package never builds
// the benchmark harness. Run: `cd Benchmarks && swift package benchmark`.
let package = Package(
    name: "MarqueeBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        .executableTarget(
            name: "CatalogSearch",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MarqueeCore", package: marquee),
                .product(name: "MarqueeStore", package: marquee),
                .product(name: "MarqueePostgres", package: marquee),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Benchmarks/CatalogSearch",
            swiftSettings: [.treatAllWarnings(as: .error)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "YourFilms",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MarqueeCore", package: marquee),
                .product(name: "MarqueeStore", package: marquee),
                .product(name: "MarqueePostgres", package: marquee),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Benchmarks/YourFilms",
            swiftSettings: [.treatAllWarnings(as: .error)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Imports",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MarqueeCore", package: marquee),
                .product(name: "MarqueeImport", package: marquee),
                .product(name: "MarqueeStore", package: marquee),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            path: "Benchmarks/Imports",
            swiftSettings: [.treatAllWarnings(as: .error)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "PageRendering",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MarqueeCore", package: marquee),
                .product(name: "MarqueeStore", package: marquee),
                .product(name: "MarqueeWeb", package: marquee),
                .product(name: "Plot", package: "Plot"),
            ],
            path: "Benchmarks/PageRendering",
            swiftSettings: [.treatAllWarnings(as: .error)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
