// swift-tools-version: 6.2
import PackageDescription

/// Our own targets build with warnings as errors (dependencies are left alone).
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// Golden scenarios under Tests/Scenarios, each compiled as a target of its own.
let goldenScenarios = ["TypeGrammar", "Enums", "NamingTorture", "Collisions", "AccessPublic", "AccessPackage",
                       "AccessInternal", "Paging", "Unions", "Fields", "Discord", "Requests", "Petstore",
                       "SplitService", "Shadowing", "ImportedNullable30", "ImportedNullable31", "ImportedPaging",
                       "ImportedAnyOf", "ImportedAccounts", "ImportedPetstore", "ImportedGitHub",
                       "ImportedGitHubFixed", "LetProperties", "ManyEndpoints", "Streams", "ImportedStreams"]
/// Golden scenarios that also generate mocks (Tests/Scenarios/<scenario>/mocks), compiled against the scenario's API.
let goldenMockScenarios = ["Paging", "Collisions", "Unions", "Fields", "Requests", "SplitService", "Shadowing",
                           "ImportedAccounts", "ImportedPetstore", "ImportedGitHub", "ManyEndpoints", "Streams",
                           "ImportedStreams"]

let package = Package(
    name: "Specgen",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .executable(name: "gen", targets: ["gen"]),
        // OpenAPI 3.0/3.1 → specs. A product of its own, so gen and the plugin never build OpenAPIKit.
        .executable(name: "gen-import", targets: ["gen-import"]),
        .library(name: "SpecgenRuntime", targets: ["SpecgenRuntime"]),
        // The spec reader and the generation pipeline, for the fuzzer and benchmark packages beside this one.
        .library(name: "SpecModel", targets: ["SpecModel", "Wording"]),
        .library(name: "SpecgenGenerator", targets: ["Generator", "Names", "Translate"]),
        // The OpenAPI importer's stages, for the fuzzer and benchmark packages beside this one.
        .library(name: "SpecgenImport", targets: ["OpenAPIImport"]),
        // `swift package --allow-writing-to-package-directory generate-api`: runs gen over the package's Specs/.
        .plugin(name: "GenerateAPI", targets: ["GenerateAPI"]),
        // `swift package --allow-writing-to-package-directory import-openapi DOC …`: runs gen-import (a plugin of its
        // own, so that generate-api never builds OpenAPIKit).
        .plugin(name: "ImportOpenAPI", targets: ["ImportOpenAPI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // Public API only (PublicOpenAPIKitTests), so any 6.x from 6.4.0 on.
        .package(url: "https://github.com/mattpolzin/OpenAPIKit", from: "6.4.0"),
        // Test-only: an in-process HTTP server for SpecgenRuntimeTests (SpecgenRuntime stays Foundation-only).
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        // `swift package generate-documentation --target SpecgenRuntime`: the runtime's DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // libyaml through pkg-config (Debian: libyaml-dev, Homebrew: libyaml).
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "YAML", dependencies: ["CLibYAML"], swiftSettings: strict),
        .target(name: "SpecModel", dependencies: ["YAML", "SpecgenRuntime"], swiftSettings: strict),
        // The words of every finding: only what prints diagnostics depends on it, so no stage can act on their text.
        .target(name: "Wording", dependencies: ["SpecModel", "YAML"], swiftSettings: strict),
        // Every Swift name the output holds, decided and checked once.
        .target(name: "Names", dependencies: ["SpecModel"], swiftSettings: strict),
        .target(name: "Translate", dependencies: ["SpecModel", "Names", "YAML"], swiftSettings: strict),
        .target(
            name: "Render",
            dependencies: ["Translate", .product(name: "Mustache", package: "swift-mustache")],
            swiftSettings: strict
        ),
        .target(name: "Generator", dependencies: ["SpecModel", "Wording", "YAML", "Names", "Translate", "Render"],
                swiftSettings: strict),
        // The one place gen and gen-import touch the file system: output folders read and written, lines printed.
        .target(name: "FileOutput", dependencies: ["Generator", "Render"], swiftSettings: strict),
        .executableTarget(
            name: "gen",
            dependencies: ["Generator", "FileOutput", "Render", "Translate", "SpecModel", "Wording",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strict
        ),
        // RFC 9535 JSONPath queries over the YAML target's trees (overlays' targets).
        .target(name: "JSONPath", dependencies: ["YAML"], swiftSettings: strict),
        // Runs the JSONPath Compliance Test Suite's cases (Scripts/jsonpath-compliance feeds it).
        .executableTarget(name: "jsonpath-compliance", dependencies: ["JSONPath", "YAML", "SpecModel", "Wording"],
                          swiftSettings: strict),
        // Reads an OpenAPI document (through the YAML target's loader) and writes specs.
        .target(
            name: "OpenAPIImport",
            dependencies: ["YAML", "JSONPath", "SpecModel", "Names",
                           .product(name: "OpenAPIKit", package: "OpenAPIKit")],
            swiftSettings: strict
        ),
        // Reads and applies the Overlay Specification's examples and schema tests
        // (Scripts/overlay-compliance feeds it).
        .executableTarget(name: "overlay-compliance", dependencies: ["OpenAPIImport", "SpecModel", "Wording"],
                          swiftSettings: strict),
        .executableTarget(
            name: "gen-import",
            dependencies: ["OpenAPIImport", "Generator", "FileOutput", "Render", "Translate", "SpecModel", "Wording",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strict
        ),
        .plugin(
            name: "GenerateAPI",
            capability: .command(
                intent: .custom(verb: "generate-api",
                                description: "Regenerate the Swift API from the package's specs with gen."),
                permissions: [.writeToPackageDirectory(reason: "gen writes the generated Swift files into the "
                                                               + "package's output folders.")]
            )
        ),
        .plugin(
            name: "ImportOpenAPI",
            capability: .command(
                intent: .custom(verb: "import-openapi",
                                description: "Import an OpenAPI document (with overlays) into specs with gen-import."),
                permissions: [
                    .writeToPackageDirectory(reason: "gen-import writes the spec files into the package's folders.")]
            )
        ),
        // What apps import: Foundation only, independent of the generator.
        .target(name: "SpecgenRuntime", swiftSettings: strict),
        // Generated by `swift run gen Specs/` (committed; CI checks it is up to date).
        .target(name: "ExampleAPI", dependencies: ["SpecgenRuntime"], swiftSettings: strict),
        // Its mock networkers, for tests (generated too).
        .target(name: "ExampleAPIMocks", dependencies: ["ExampleAPI", "SpecgenRuntime"], swiftSettings: strict),

        .testTarget(name: "YAMLTests", dependencies: ["YAML", "Wording"], swiftSettings: strict),
        .testTarget(name: "JSONPathTests", dependencies: ["JSONPath", "YAML", "SpecModel", "Wording"],
                    swiftSettings: strict),
        .testTarget(name: "SpecModelTests", dependencies: ["SpecModel", "Wording", "Generator", "TestSupport"],
                    swiftSettings: strict),
        .testTarget(name: "NamesTests", dependencies: ["Names", "SpecModel", "Wording", "Generator"],
                    swiftSettings: strict),
        // Real HTTP servers on 127.0.0.1 for tests (FlyingFox, and a raw-socket server that misbehaves on purpose),
        // shared by the test targets that send requests.
        .target(
            name: "TestSupport",
            dependencies: ["SpecgenRuntime", .product(name: "FlyingFox", package: "FlyingFox")],
            path: "Tests/TestSupport",
            swiftSettings: strict
        ),
        .testTarget(
            name: "ExampleAPITests",
            dependencies: ["ExampleAPI", "ExampleAPIMocks", "SpecgenRuntime", "TestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "GoldenTests",
            dependencies: ["Generator", "Render", "SpecModel", "Wording", "SpecgenRuntime", "TestSupport"]
                + goldenScenarios.map { .target(name: "Golden\($0)") }
                + goldenMockScenarios.map { .target(name: "Golden\($0)Mocks") },
            exclude: ["Recordings"],
            swiftSettings: strict
        ),
        .testTarget(name: "TranslateTests",
                    dependencies: ["Translate", "Names", "Render", "Generator", "SpecModel", "Wording"],
                    swiftSettings: strict),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Translate", "Names", "SpecModel"],
                    swiftSettings: strict),
        .testTarget(name: "ImportTests", dependencies: ["OpenAPIImport", "Generator", "Names", "SpecModel", "Wording",
                                                       "YAML", "TestSupport",
                                                       .product(name: "OpenAPIKit", package: "OpenAPIKit")],
                    exclude: ["Fixtures"], swiftSettings: strict),
        .testTarget(name: "GenTests", dependencies: ["gen", "gen-import", "Generator", "Translate", "SpecModel",
                                                     "Wording", "TestSupport"],
                    swiftSettings: strict),
        // Random specs: located diagnostics for those gen rejects; the code of those it accepts compiled in a
        // scratch package under .build/ (SPECGEN_RANDOM_SEED and SPECGEN_RANDOM_COUNT run more).
        .testTarget(name: "RandomSpecTests",
                    dependencies: ["Generator", "Render", "SpecModel", "Wording", "Names", "TestSupport"],
                    swiftSettings: strict),
        .testTarget(
            name: "SpecgenRuntimeTests",
            dependencies: ["SpecgenRuntime", "TestSupport"],
            swiftSettings: strict
        ),
    ] + goldenScenarios.map { scenario in
        // The golden files of Tests/Scenarios/<scenario>/expected, compiled: generated code must build in
        // Swift 6 mode without a warning.
        .target(name: "Golden\(scenario)", dependencies: ["SpecgenRuntime"],
                path: "Tests/Scenarios/\(scenario)/expected", swiftSettings: strict)
    } + goldenMockScenarios.map { scenario in
        .target(name: "Golden\(scenario)Mocks", dependencies: ["SpecgenRuntime", .target(name: "Golden\(scenario)")],
                path: "Tests/Scenarios/\(scenario)/mocks", swiftSettings: strict)
    }
)
