// swift-tools-version: 6.2
import PackageDescription

// Cost per page of the paging controllers as the list grows (100,000 objects in pages of 100, in memory).
// Not built by CI. Run: swift run -c release PagingBenchmark
let package = Package(
    name: "PagingBenchmark",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "Specgen", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "PagingBenchmark",
            dependencies: [
                .product(name: "SpecgenRuntime", package: "Specgen"),
            ]
        )
    ]
)
