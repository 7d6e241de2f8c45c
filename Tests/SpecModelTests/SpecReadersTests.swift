import Foundation
@testable import Generator
import SpecModel
import XCTest
import YAML

/// Specs as other tools read them (Scripts/spec-check.py: PyYAML's pure-Python and libyaml loaders, `jsonschema`
/// against Schemas/): every spec of the repository and what the writer quotes read as gen reads them and are valid,
/// and a misspelt key fails the schema at that key, where gen reports it too. Without python3, PyYAML or jsonschema
/// these tests fail (`.ci/run` installs them).
final class SpecReadersTests: XCTestCase {
    /// A text as the script gets it, with gen's reading of it; nil (with a failure) when gen's reader refuses it.
    static func item(_ name: String, _ text: String, schema: String?) -> SpecCheckScript.Item? {
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let document = YAMLLoader.load(Array(body.utf8))
        guard document.errors.isEmpty, let root = document.root else {
            XCTFail("\(name): gen's YAML reader refuses it: \(document.errors.map(\.message))")
            return nil
        }
        return SpecCheckScript.Item(name: name, text: body, schema: schema, ours: YAMLCanonical.value(root))
    }

    /// The YAML files of `folder` (relative to the repository), in its subfolders too.
    private func yamlFiles(under folder: String) -> [URL] {
        let root = JSONSchemaFile.repository.appendingPathComponent(folder)
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if ["yaml", "yml"].contains(url.pathExtension) { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    func testEverySpecAndConfigOfTheRepositoryReadsAlikeEverywhereAndIsValid() throws {
        var items: [SpecCheckScript.Item] = []
        let fixtures = JSONSchemaFile.repository.appendingPathComponent("Tests/ImportTests/Fixtures")
        let imported = try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
            .filter { $0.hasSuffix(".expected") }
        let folders = ["Specs", "Tests/Scenarios"] + imported.sorted().map { "Tests/ImportTests/Fixtures/\($0)" }
        for folder in folders {
            let files = yamlFiles(under: folder)
            XCTAssertFalse(files.isEmpty, folder)
            for file in files {
                let name = String(file.path.dropFirst(JSONSchemaFile.repository.path.count + 1))
                let kind = GenConfig.fileNames.contains(file.lastPathComponent) ? "config" : "spec"
                if let item = Self.item(name, try String(contentsOf: file, encoding: .utf8), schema: kind) {
                    items.append(item)
                }
            }
        }
        XCTAssertGreaterThan(items.filter { $0.schema == "config" }.count, 5)
        for result in try SpecCheckScript.run(items) {
            XCTAssertEqual(result.problems, [], result.name)
        }
    }

    func testWhatTheWriterWritesReadsAlikeEverywhere() throws {
        var spec = Spec(file: "Odd.yaml")
        spec.service = Located("Odd", at: .start)
        spec.doc = Located("10:30, 2024-05-01 and yes", at: .start)
        let texts = ["true", "no", "off", "On", "y", "null", "~", "", "1", "017", "0o17", "0_7", "1_000", "1:30",
                     "1e5", "1.5", ".inf", "-.5", "0x1F", "0b101", "2024-05-01", "2011-01-26T19:06:43Z", "=", "<<",
                     "a?", "a?b", "?a", "a, b", "a: b", "a:b", "#x", "x #y", "{x}", "[x]", "*x", "&x", "!x", "|x",
                     ">x", "%x", "@x", "`x", "'x", "\"x", "-x", "- x", ":x", "line\nbreak", "tab\tstop", "\u{85}x",
                     "x\u{2028}y", "\u{FEFF}bom", "a\u{FFFE}", " lead", "trail ", "é", "http://x/y?a=b", "2fa", "v1.0",
                     "12:30 pm"]
        let enumeration = Model(name: Located("Texts", at: .start),
                                kind: .enumeration(texts.map { EnumCase(rawValue: Located($0, at: .start)) }))
        var holder = Model(name: Located("Holder", at: .start), kind: .object(texts.map {
            Property(name: Located($0.isEmpty ? "_" : $0, at: .start), type: .optional(.named("Int", at: .start)))
        }))
        holder.doc = "A doc: with a colon? 0755"
        var endpoint = Endpoint(name: Located("get", at: .start), path: Located("/x", at: .start))
        endpoint.response = .named("JSON", at: .start)
        endpoint.example = .inline(.list(texts.map { .text($0) } + [
            .number(1e-7), .number(1e300), .number(-0.0), .integer(.min), Literal(.int(17), at: .start, written: "017"),
            Literal(.double(100_000), at: .start, written: "1e5"),
            .map(texts.map { (key: $0, value: .boolean(true)) }),
        ]))
        spec.models = [enumeration, holder]
        spec.endpoints = [endpoint]
        let text = SpecWriter.text(spec)
        let item = try XCTUnwrap(Self.item("written", text, schema: nil))
        XCTAssertEqual(try SpecCheckScript.run([item]).first?.problems, [], text)
    }

    /// Specs with a misspelt key, and the path to it.
    private static let misspelt: [(text: String, path: [String])] = [
        ("servce: Shop\n", ["servce"]),
        ("service: Shop\nendpoints:\n  getPet:\n    pathh: /pets\n", ["endpoints", "getPet", "pathh"]),
        ("models:\n  Pet:\n    properties:\n      id: { typ: String }\n", ["models", "Pet", "properties", "id", "typ"]),
        ("models:\n  Pet:\n    propertes:\n      id: String\n", ["models", "Pet", "propertes"]),
        ("service: S\nendpoints:\n  list:\n    path: /a\n    paging: { style: page, pagesize: 20 }\n",
         ["endpoints", "list", "paging", "pagesize"]),
        ("service: S\nendpoints:\n  e:\n    path: /a\n    query: { q: { type: Int, multisegment: true } }\n",
         ["endpoints", "e", "query", "q", "multisegment"]),
        ("service: S\nendpoints:\n  e:\n    path: /a\n    body: { type: Pet, encodng: form }\n",
         ["endpoints", "e", "body", "encodng"]),
    ]

    func testAMisspeltKeyFailsTheSchemaAtThatKeyWhereGenReportsIt() throws {
        let items = Self.misspelt.compactMap { Self.item($0.path.joined(separator: "."), $0.text, schema: "spec") }
        let results = try SpecCheckScript.run(items)
        XCTAssertEqual(results.count, Self.misspelt.count)
        for (result, (text, path)) in zip(results, Self.misspelt) {
            XCTAssertTrue(result.schemaErrors.contains { $0.path == path }, "\(path): \(result.schemaErrors)")
            // gen reports the same key: an error at the key's own line and column.
            let root = try XCTUnwrap(YAMLLoader.load(Array(text.utf8)).root)
            let key = try XCTUnwrap(Self.keyNode(root, path))
            let diagnostics = SpecParser.parse(root, file: "T.yaml").diagnostics
            XCTAssertTrue(diagnostics.contains { $0.location.mark == key.mark }, "\(path): \(diagnostics)")
        }
    }

    /// The key node at the end of a path of mapping keys.
    private static func keyNode(_ root: Node, _ path: [String]) -> Node? {
        var node = root
        for (index, name) in path.enumerated() {
            guard let pair = node.mapping?.first(where: { $0.key.string == name }) else { return nil }
            if index == path.count - 1 { return pair.key }
            node = pair.value
        }
        return nil
    }
}
