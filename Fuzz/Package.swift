// swift-tools-version: 6.2
import PackageDescription

// libFuzzer over the whole pipeline (YAML → checked spec → names → views → rendered Swift), and over
// gen-import. Not built by CI; see README.md.
let package = Package(
    name: "SpecFuzz",
    dependencies: [.package(name: "Specgen", path: "..")],
    targets: [
        .executableTarget(name: "SpecFuzz", dependencies: [
            .product(name: "SpecModel", package: "Specgen"),
            .product(name: "SpecgenGenerator", package: "Specgen"),
        ]),
        // libFuzzer over gen-import: OpenAPI document → every stage → specs gen checks.
        .executableTarget(name: "ImportFuzz", dependencies: [
            .product(name: "SpecModel", package: "Specgen"),
            .product(name: "SpecgenImport", package: "Specgen"),
        ]),
    ]
)
