// swift-tools-version: 6.2
import PackageDescription

// libFuzzer over the whole spec reader (YAML → Spec → validation). Not built by CI; see README.md.
let package = Package(
    name: "SpecFuzz",
    dependencies: [.package(name: "Specgen", path: "..")],
    targets: [
        .executableTarget(name: "SpecFuzz", dependencies: [.product(name: "SpecModel", package: "Specgen")]),
    ]
)
