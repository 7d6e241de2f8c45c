// swift-tools-version: 6.2
import PackageDescription

// 1,000 concurrent requests on one Networker against raw URLSession: throughput and peak memory. Not built by CI.
// Run: swift build -c release && ./.build/release/LoadBenchmark
let package = Package(
    name: "LoadBenchmark",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "Specgen", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "LoadBenchmark",
            dependencies: [
                .product(name: "SpecgenRuntime", package: "Specgen"),
            ]
        )
    ]
)
