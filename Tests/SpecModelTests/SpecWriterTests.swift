import Foundation
import SpecModel
import Wording
import TestSupport
import XCTest
import YAML

/// The spec writer against the parser: what it writes reads back as the spec it was given, for every spec in
/// this repository (example API, golden scenarios, import fixtures); random specs are written by it too
/// (RandomSpecTests checks them the same way).
final class SpecWriterTests: XCTestCase {
    /// Spec fields the parser derives or that only say where things were written.
    static let derived: Set<String> = ["pathParts", "responsesMark", "exampleValue", "written"]

    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every spec file of the repository: `*.yaml` under Specs/, Tests/Scenarios and the import fixtures' expected
    /// specs.
    private func repositorySpecs() throws -> [URL] {
        var files: [URL] = []
        for folder in ["Specs", "Tests/Scenarios", "Tests/ImportTests/Fixtures"] {
            let root = Self.repository.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "yaml" else { continue }
                // Fixture inputs are OpenAPI documents; their expected specs live in `*.expected` folders.
                if folder.hasPrefix("Tests/ImportTests"),
                   !url.deletingLastPathComponent().lastPathComponent.hasSuffix(".expected") { continue }
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    private func parse(_ text: String, file: String) -> (spec: Spec?, errors: [String]) {
        let document = YAMLLoader.load(Array(text.utf8))
        guard let root = document.root else { return (nil, document.errors.map(\.message)) }
        var parsed = SpecParser.parse(root, file: file)
        parsed.spec.source = file
        return (parsed.spec, document.errors.map(\.message) + parsed.diagnostics.flatMap(\.lines))
    }

    func testEveryRepositorySpecReadsBackAsItself() throws {
        let files = try repositorySpecs()
        XCTAssertGreaterThan(files.count, 20)
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            let (original, errors) = parse(text, file: url.lastPathComponent)
            guard let original, errors.isEmpty else { continue }
            let written = SpecWriter.text(original)
            let (reread, rereadErrors) = parse(written, file: url.lastPathComponent)
            XCTAssertEqual(rereadErrors, [], "\(url.lastPathComponent) as written:\n\(written)")
            guard let reread else { continue }
            if let difference = StructuralDifference.first(original, reread, ignoring: Self.derived) {
                XCTFail("\(url.lastPathComponent) reads back differently at \(difference)\n\(written)")
            }
            XCTAssertEqual(SpecWriter.text(reread), written, "writing is not stable for \(url.lastPathComponent)")
        }
    }

    func testScalarsThatYAMLWouldReadOtherwiseAreQuoted() throws {
        var spec = Spec(file: "T.yaml")
        spec.service = Located("Shop", at: .start)
        let texts = ["true", "no", "null", "~", "", "1", "-1", "1.5", ".inf", "a, b", "a: b", "#x", "{x}", "[x]", "*x",
                     "&x", "!x", "|x", ">x", "'x", "\"x", "%x", "@x", "`x", "x #y", "line\nbreak", "tab\tstop",
                     "\u{FEFF}bom", " lead", "trail ", "ünï", "\u{7}", "\\", "http://x/y?a=b", "C#", "a:b", "x, y",
                     "~x", "a - b", "The pet's name.", "50%", "é", "a: \u{301}b", "a #\u{301}b", "\u{85}x",
                     "x\u{2028}y", "Yes", "NULL", "yes please"]
        var model = Model(name: Located("Texts", at: .start),
                          kind: .enumeration(texts.map { EnumCase(rawValue: Located($0, at: .start)) }))
        model.doc = "Two\nlines, and \"quotes\"."
        spec.models = [model]
        let written = SpecWriter.text(spec)
        let (reread, errors) = parse(written, file: "T.yaml")
        XCTAssertEqual(errors, [], written)
        XCTAssertEqual(reread?.models.first?.cases.map(\.rawValue.value), texts, written)
        XCTAssertEqual(reread?.models.first?.doc, model.doc)
        XCTAssertTrue(written.contains("doc: |-\n      Two\n      lines"), written)
    }

    func testValuesReadBackAsTheSameKindAndValue() throws {
        let values: [Literal] = [.null, .boolean(true), .integer(-9_223_372_036_854_775_808), .integer(0),
                                 .number(1e-7), .number(3), .number(-.infinity), .number(.nan),
                                 .number(1.2345678901234567e19), .text("12"), .text("true"),
                                 .list([.integer(1), .text("a, b"), .list([])]),
                                 .map([(key: "1", value: .null), (key: "a b", value: .map([]))])]
        var spec = Spec(file: "T.yaml")
        spec.service = Located("Shop", at: .start)
        var endpoint = Endpoint(name: Located("get", at: .start), path: Located("/x", at: .start))
        endpoint.response = .named("JSON", at: .start)
        endpoint.example = .inline(.list(values))
        spec.endpoints = [endpoint]
        let written = SpecWriter.text(spec)
        let (reread, errors) = parse(written, file: "T.yaml")
        XCTAssertEqual(errors, [], written)
        guard case .inline(let value)? = reread?.endpoints.first?.example else { return XCTFail(written) }
        XCTAssertNil(StructuralDifference.first(Literal.list(values), value, ignoring: Self.derived), written)
    }
}

/// The comparison the round trips rest on: blind to positions, not to content.
final class StructuralDifferenceTests: XCTestCase {
    func testPositionsAreIgnoredAndContentIsNot() throws {
        let spec = try validSpec(
            "service: Shop\nmodels:\n  Item:\n    properties:\n      id: String\n      tags: \"[String]?\"\n")
        var moved = try validSpec(
            "\n\nservice: Shop\nmodels:\n  Item:\n    properties: { id: String, tags: \"[String]?\" }\n")
        XCTAssertNil(StructuralDifference.first(spec, moved))
        moved.models[0].kind = .object([Property(name: Located("id", at: .start), type: .named("Int", at: .start))]
                                       + moved.models[0].properties.dropFirst())
        XCTAssertEqual(StructuralDifference.first(spec, moved),
                       ".models[0].kind.object[0].type.named..0: String vs Int")
    }
}
