// swift-tools-version: 6.2
import PackageDescription

// Generation benchmark: gen vs. apple/swift-openapi-generator on synthetic specs of N endpoints.
// This package only pins and builds the swift-openapi-generator CLI (release) that `run.py` compares gen with;
// the specs, the scratch packages and the measurements are made by the scripts beside it. Not built by CI.
// See ../README.md.
let package = Package(
    name: "GenerationBenchmark",
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3"),
    ],
    targets: []
)
