import Foundation
import Translate
import XCTest

/// What says which version this is agrees with gen's version: CHANGELOG.md's newest section, README's table of which
/// gen goes with which runtime, and the runtime's marker type, which only runtimes from that version on declare.
final class VersionNoticesTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    private func text(_ path: String) throws -> String {
        try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
    }

    func testTheChangelogsNewestSectionIsGensVersion() throws {
        let sections = try text("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## ") }
        XCTAssertEqual(sections.first, "## \(SpecgenVersion.gen)",
                       "CHANGELOG.md starts with the version gen says it is")
    }

    func testReadmesTableNamesTheVersionAndItsMarker() throws {
        let readme = try text("README.md")
        let minor = SpecgenVersion.gen.split(separator: ".").prefix(2).joined(separator: ".")
        XCTAssertTrue(readme.contains("| \(minor).x | `\(SpecgenVersion.runtimeMarker)` |"),
                      "README's Versions table has a row for gen \(minor).x naming its marker")
    }

    func testTheRuntimeDeclaresTheMarkerGenWrites() throws {
        let marker = try text("Sources/SpecgenRuntime/\(SpecgenVersion.runtimeMarker).swift")
        XCTAssertTrue(marker.contains("public enum \(SpecgenVersion.runtimeMarker) {}"), marker)
        XCTAssertTrue(SpecgenVersion.runtimeMarker.hasPrefix("SpecgenRuntimeRequires"), SpecgenVersion.runtimeMarker)
        let needs = SpecgenVersion.runtimeMarker.dropFirst("SpecgenRuntimeRequires".count).split(separator: "_")
            .map { Int($0) ?? -1 }
        let gen = SpecgenVersion.gen.split(separator: ".").prefix(2).map { Int($0) ?? -1 }
        XCTAssertEqual(needs.count, 2, SpecgenVersion.runtimeMarker)
        XCTAssertFalse(gen.lexicographicallyPrecedes(needs), "gen's code can't need a runtime newer than gen")
    }
}
