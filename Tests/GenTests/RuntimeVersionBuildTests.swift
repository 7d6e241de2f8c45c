import Foundation
import TestSupport
import Translate
import XCTest

/// Generated code and the runtime meet by version. Code gen wrote names the oldest runtime it builds with (a marker
/// type only runtimes from that version on declare): a runtime too old fails the build by that name, and a runtime
/// builds the code every earlier gen of its major version wrote — Tests/Compatibility holds such code as those gens
/// wrote it, never re-recorded. Built in a package under the repository's .build/ that links the runtime's sources
/// (kept between runs, so builds are incremental).
final class RuntimeVersionBuildTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
    private let root = repository.appendingPathComponent(".build/runtime-version-check")

    /// Each folder of Tests/Compatibility: `gen-0.2.0/Fields`, with its `expected` and `mocks` folders.
    private static func frozenScenarios() throws -> [(gen: String, scenario: String)] {
        let manager = FileManager.default
        let compatibility = repository.appendingPathComponent("Tests/Compatibility")
        return try manager.contentsOfDirectory(atPath: compatibility.path).sorted().filter { $0.hasPrefix("gen-") }
            .flatMap { gen in
                try manager.contentsOfDirectory(atPath: compatibility.appendingPathComponent(gen).path).sorted()
                    .map { (gen, $0) }
            }
    }

    /// A package of the runtime, a module per frozen scenario (its mocks a module beside it, importing it as the
    /// golden targets do: `Golden<Scenario>`), and `Future`, a file that asks for a runtime newer than this one.
    private func manifest(_ scenarios: [(gen: String, scenario: String)]) -> String {
        let targets = scenarios.map { gen, scenario in
            let module = "Golden\(scenario)"
            return """
                        .target(name: "\(module)", dependencies: ["SpecgenRuntime"],
                                path: "Frozen/\(gen)/\(scenario)/expected", swiftSettings: strict),
                        .target(name: "\(module)Mocks", dependencies: ["SpecgenRuntime", "\(module)"],
                                path: "Frozen/\(gen)/\(scenario)/mocks", swiftSettings: strict),

                """
        }.joined()
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
            let package = Package(
                name: "RuntimeVersionCheck",
                platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
                targets: [
                    .target(name: "SpecgenRuntime", swiftSettings: strict),
            \(targets)        .target(name: "Future", dependencies: ["SpecgenRuntime"]),
                ]
            )

            """
    }

    private func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if (try? String(contentsOf: url, encoding: .utf8)) != text { try Data(text.utf8).write(to: url) }
    }

    private func link(_ path: String, to destination: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) == nil {
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
        }
    }

    /// The package, written (links to the runtime's sources and the frozen code), built from scratch when the files
    /// behind its links are not those of the last run: SwiftPM doesn't see a file added behind a link.
    private func preparePackage() throws -> [(gen: String, scenario: String)] {
        let scenarios = try Self.frozenScenarios()
        try write("Package.swift", manifest(scenarios))
        try link("Sources/SpecgenRuntime", to: Self.repository.appendingPathComponent("Sources/SpecgenRuntime"))
        for (gen, _) in scenarios {
            try link("Frozen/\(gen)", to: Self.repository.appendingPathComponent("Tests/Compatibility/\(gen)"))
        }
        var files: [String] = []
        for folder in ["Sources/SpecgenRuntime"] + Set(scenarios.map { "Frozen/\($0.gen)" }).sorted() {
            let target = root.appendingPathComponent(folder).resolvingSymlinksInPath()
            files += try FileManager.default.subpathsOfDirectory(atPath: target.path).map { folder + "/" + $0 }
        }
        let stamp = files.sorted().joined(separator: "\n")
        if (try? String(contentsOf: root.appendingPathComponent("files.txt"), encoding: .utf8)) != stamp {
            try? FileManager.default.removeItem(at: root.appendingPathComponent(".build"))
            try write("files.txt", stamp)
        }
        return scenarios
    }

    func testCodeEarlierGensWroteStillBuildsWithoutAWarning() throws {
        let scenarios = try preparePackage()
        XCTAssertFalse(scenarios.isEmpty, "Tests/Compatibility holds no generated code")
        try write("Sources/Future/Future.swift", "struct Nothing {}\n")
        let build = try SwiftBuild.run(package: root)
        XCTAssertEqual(build.status, 0, build.output)
        XCTAssertFalse(build.output.contains("warning:"), build.output)
        for (gen, scenario) in scenarios {
            let folder = Self.repository.appendingPathComponent("Tests/Compatibility/\(gen)/\(scenario)/expected")
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                XCTAssertTrue(text.hasPrefix("// Generated by gen \(gen.dropFirst("gen-".count)) from "),
                              "\(gen)/\(scenario)/\(name): frozen as that gen wrote it")
            }
        }
    }

    func testCodeThatAsksForANewerRuntimeFailsByTheMarkersName() throws {
        _ = try preparePackage()
        // What a later gen writes: its marker names a runtime this one is not.
        let future = "SpecgenRuntimeRequires99_0"
        let generated = Self.repository.appendingPathComponent("Sources/ExampleAPI/Delivery+API.swift")
        let text = try String(contentsOf: generated, encoding: .utf8)
        XCTAssertTrue(text.contains("extension \(SpecgenVersion.runtimeMarker) {}"), "gen's files carry the marker")
        try write("Sources/Future/Future.swift",
                  text.replacingOccurrences(of: SpecgenVersion.runtimeMarker, with: future))
        let build = try SwiftBuild.run(package: root)
        XCTAssertNotEqual(build.status, 0, build.output)
        // Each error once (the module's interface and its object code are compiled apart, each reporting it).
        let errors = Set(build.output.split(separator: "\n").filter { $0.contains("error:") })
        XCTAssertTrue(errors.contains { $0.contains("Future.swift") && $0.contains("cannot find type '\(future)'") },
                      build.output)
        XCTAssertEqual(errors.filter { $0.contains("Future.swift") }.count, 1,
                       "the marker is the one thing the build reports: \(build.output)")
    }
}
