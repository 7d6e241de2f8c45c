import Foundation
import Generator
import Render
import SpecModel
import Wording
import XCTest

/// A golden scenario: a folder of specs (with an optional specgen.yml for the access level, conformances and
/// properties) and the files gen must produce from them, compared byte for byte. `GEN_RECORD=1 swift test` re-records;
/// CI never does.
struct GoldenScenario {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The folder holding the specs; its own name is how generated headers cite them.
    var specs: URL
    /// The folder of expected `.swift` files.
    var expected: URL
    /// The folder of expected mock files, when the scenario's specgen.yml names a module.
    var mocksExpected: URL?
    /// The module mocks import, for specs without a specgen.yml (those gen-import writes).
    var mocksModule: String?

    /// The specs gen-import wrote for `fixture` (its recorded `.expected` folder), generated as scenario `name`; with
    /// `mocks`, its mocks too.
    static func imported(_ fixture: String, as name: String, mocks: Bool = false) -> GoldenScenario {
        let folder = root.appendingPathComponent("Tests/Scenarios/\(name)")
        return GoldenScenario(specs: root.appendingPathComponent("Tests/ImportTests/Fixtures/\(fixture).expected"),
                              expected: folder.appendingPathComponent("expected"),
                              mocksExpected: mocks ? folder.appendingPathComponent("mocks") : nil,
                              mocksModule: mocks ? "Golden\(name)" : nil)
    }

    static func named(_ name: String) -> GoldenScenario {
        let folder = root.appendingPathComponent("Tests/Scenarios/\(name)")
        return GoldenScenario(specs: folder, expected: folder.appendingPathComponent("expected"),
                              mocksExpected: folder.appendingPathComponent("mocks"))
    }

    func generate() throws -> (files: [RenderedFile], diagnostics: [String]) {
        let manager = FileManager.default
        let names = try manager.contentsOfDirectory(atPath: specs.path)
            .filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && $0 != "specgen.yml" }.sorted()
        let inputs = try names.map { name in
            SpecInput(path: name, bytes: Array(try Data(contentsOf: specs.appendingPathComponent(name))),
                      source: specs.lastPathComponent + "/" + name)
        }
        var options = GenerationOptions()
        options.mocksModule = mocksModule
        if let config = manager.contents(atPath: specs.appendingPathComponent("specgen.yml").path) {
            let parsed = GenConfig.parse(Array(config), path: "specgen.yml").config
            options.access = parsed.access ?? .public
            options.conformances = parsed.conformances
            options.properties = parsed.properties ?? .mutable
            options.mocksModule = parsed.module ?? mocksModule
        }
        let folder = specs.path
        let result = Generation.run(inputs, options: options) { path in
            manager.contents(atPath: folder + "/" + path).map(Array.init)
        }
        return (result.files, result.diagnostics.flatMap(\.lines))
    }

    /// Compares (or with GEN_RECORD=1 records) the expected folder; a failure shows a unified diff per changed
    /// file and names added and removed files.
    func check(file: StaticString = #filePath, line: UInt = #line) throws {
        let (files, diagnostics) = try generate()
        XCTAssertEqual(diagnostics, [], "the scenario's specs must be valid", file: file, line: line)
        try compare(files.filter { $0.kind == .api }, with: expected, file: file, line: line)
        let mocks = files.filter { $0.kind == .mocks }
        if let mocksExpected, !mocks.isEmpty || FileManager.default.fileExists(atPath: mocksExpected.path) {
            try compare(mocks, with: mocksExpected, file: file, line: line)
        }
    }

    private func compare(_ files: [RenderedFile], with expected: URL, file: StaticString, line: UInt) throws {
        let manager = FileManager.default
        let existing = Set((try? manager.contentsOfDirectory(atPath: expected.path))?
                               .filter { $0.hasSuffix(".swift") } ?? [])
        let produced = Dictionary(files.map { ($0.fileName, $0.contents) }, uniquingKeysWith: { first, _ in first })
        if ProcessInfo.processInfo.environment["GEN_RECORD"] == "1" {
            try manager.createDirectory(at: expected, withIntermediateDirectories: true)
            for name in existing.subtracting(produced.keys) {
                try manager.removeItem(at: expected.appendingPathComponent(name))
            }
            for (name, contents) in produced {
                try contents.write(to: expected.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            return
        }
        var problems: [String] = []
        let added = Set(produced.keys).subtracting(existing).sorted()
        let removed = existing.subtracting(produced.keys).sorted()
        if !added.isEmpty {
            problems.append("added (not in \(expected.lastPathComponent)/): \(added.joined(separator: ", "))")
        }
        if !removed.isEmpty { problems.append("removed (no longer generated): \(removed.joined(separator: ", "))") }
        for name in produced.keys.sorted() where existing.contains(name) {
            let old = try String(contentsOf: expected.appendingPathComponent(name), encoding: .utf8)
            if old != produced[name] {
                problems.append(UnifiedDiff.make(old: old, new: produced[name]!, oldName: "expected/\(name)",
                                                 newName: "generated/\(name)"))
            }
        }
        if !problems.isEmpty {
            XCTFail("golden files of \(specs.lastPathComponent) differ (GEN_RECORD=1 swift test re-records):\n"
                    + problems.joined(separator: "\n"),
                    file: file, line: line)
        }
    }
}
