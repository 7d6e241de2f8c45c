import Foundation
@testable import Render
import XCTest

/// Templates/ is the single source of truth; `gen` carries a copy so it works from any folder. This test
/// proves the copy identical, and `GEN_RECORD=1` rewrites it.
final class EmbeddedTemplatesTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func templatesOnDisk() throws -> [String: String] {
        let folder = Self.root.appendingPathComponent("Templates")
        var templates: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".mustache") {
            templates[String(name.dropLast(".mustache".count))] = try String(
                contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return templates
    }

    /// The Swift source of EmbeddedTemplates.swift for these templates.
    static func source(_ templates: [String: String]) -> String {
        var text = """
            // Written by `GEN_RECORD=1 swift test --filter EmbeddedTemplatesTests` from Templates/*.mustache. Do not \
            edit:
            // Templates/ is the source of truth, and a test fails when this copy differs from it.

            /// The templates of Templates/, built into `gen` so it works from any folder.
            enum EmbeddedTemplates {

            """
        let names = templates.keys.sorted()
        for name in names {
            text += "    static let \(Self.property(name)) = #\"\"\"\n\(templates[name]!)\n\"\"\"#\n\n"
        }
        text += "    /// Every template by its name in Templates/.\n"
        text += "    static let all: [String: String] = ["
            + names.map { "\"\($0)\": \(Self.property($0))" }.joined(separator: ", ") + "]\n}\n"
        return text
    }

    /// A template's property: its name, or `enumeration` for `enum`.
    static func property(_ name: String) -> String {
        name == "enum" ? "enumeration" : name
    }

    func testTheEmbeddedCopyIsTemplatesFolder() throws {
        let onDisk = try templatesOnDisk()
        if ProcessInfo.processInfo.environment["GEN_RECORD"] == "1" {
            let file = Self.root.appendingPathComponent("Sources/Render/EmbeddedTemplates.swift")
            try Self.source(onDisk).write(to: file, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(Set(onDisk.keys), Set(TemplateSet.names), "Templates/ holds exactly the templates gen uses")
        for (name, text) in onDisk {
            XCTAssertEqual(EmbeddedTemplates.all[name], text,
                           "Sources/Render/EmbeddedTemplates.swift is stale for \(name).mustache: run GEN_RECORD=1 "
                               + "swift test --filter EmbeddedTemplatesTests, then build again")
        }
        XCTAssertEqual(EmbeddedTemplates.all.count, onDisk.count)
    }
}
