// swift-tools-version: 6.2
import PackageDescription

/// Our own targets build with warnings as errors (dependencies are left alone).
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "Specgen",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .executable(name: "gen", targets: ["gen"]),
        .library(name: "SpecgenRuntime", targets: ["SpecgenRuntime"]),
        // The spec reader, for the fuzzer and benchmark packages beside this one.
        .library(name: "SpecModel", targets: ["SpecModel"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Test-only: an in-process HTTP server for SpecgenRuntimeTests (SpecgenRuntime stays Foundation-only).
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
    ],
    targets: [
        // libyaml through pkg-config (Debian: libyaml-dev, Homebrew: libyaml).
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "YAML", dependencies: ["CLibYAML"], swiftSettings: strict),
        .target(name: "SpecModel", dependencies: ["YAML"], swiftSettings: strict),
        .target(name: "Generator", dependencies: ["SpecModel", "YAML"], swiftSettings: strict),
        .executableTarget(
            name: "gen",
            dependencies: ["Generator", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strict
        ),
        // What apps import: Foundation only, independent of the generator.
        .target(name: "SpecgenRuntime", swiftSettings: strict),

        .testTarget(name: "YAMLTests", dependencies: ["YAML"], swiftSettings: strict),
        .testTarget(name: "SpecModelTests", dependencies: ["SpecModel", "Generator"], swiftSettings: strict),
        .testTarget(name: "GenTests", dependencies: ["gen", "Generator"], swiftSettings: strict),
        .testTarget(
            name: "SpecgenRuntimeTests",
            dependencies: ["SpecgenRuntime", .product(name: "FlyingFox", package: "FlyingFox")],
            swiftSettings: strict
        ),
    ]
)
