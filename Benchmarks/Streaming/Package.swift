// swift-tools-version: 6.2
import PackageDescription

// Streams through SpecgenRuntime against a loopback server: memory, cancellation latency, decoding throughput.
// Not built by CI. Run: swift build -c release && ./.build/release/StreamingBenchmark
let package = Package(
    name: "StreamingBenchmark",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "Specgen", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "StreamingBenchmark",
            dependencies: [
                .product(name: "SpecgenRuntime", package: "Specgen"),
            ]
        )
    ]
)
