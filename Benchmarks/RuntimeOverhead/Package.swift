// swift-tools-version: 6.2
import PackageDescription

// Round-trip overhead of Networker.send against raw URLSession + JSONDecoder. Not built by CI.
// Run: swift run -c release RuntimeOverhead
let package = Package(
    name: "RuntimeOverhead",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "Specgen", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "RuntimeOverhead",
            dependencies: [
                .product(name: "SpecgenRuntime", package: "Specgen"),
            ]
        )
    ]
)
