import Foundation
@testable import Generator
import SpecModel
import XCTest
import YAML

/// Every ```yaml example of Docs/ and the README reads alike in gen's reader and in PyYAML's (Scripts/spec-check.py).
/// An example that is a whole spec — it starts as a spec file does, with `version:` or `service:`, and holds no `…`
/// left for the reader to fill in — is valid against the spec schema; one whose keys are all the config file's,
/// against the config schema. The others are parts of a spec (a `models:` or an `endpoints:` alone, a paging
/// mapping) and are only read. A file of another tool shown in the README (a CI workflow, named in its first line) is
/// not a spec: it is left to that tool.
final class DocsYAMLExamplesTests: XCTestCase {
    /// The ```yaml blocks of a Markdown file, each with the line its text starts at (a block inside a list item
    /// without the item's indentation).
    private func yamlBlocks(_ file: String) throws -> [(line: Int, text: String)] {
        let text = try String(contentsOf: JSONSchemaFile.repository.appendingPathComponent(file), encoding: .utf8)
        var blocks: [(line: Int, text: String)] = []
        var current: (line: Int, indent: Int, lines: [String])?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var block = current {
                if trimmed == "```" {
                    blocks.append((block.line, block.lines.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    block.lines.append(String(line.dropFirst(min(block.indent, line.prefix { $0 == " " }.count))))
                    current = block
                }
            } else if trimmed == "```yaml" {
                current = (index + 2, line.prefix { $0 == " " }.count, [])
            }
        }
        return blocks
    }

    /// The schema a block is checked against: "spec", "config", or nil (read only).
    private func schema(of root: Node) -> String? {
        guard let keys = root.mapping?.compactMap(\.key.string) else { return nil }
        if let first = keys.first, ["version", "service"].contains(first), !Self.holdsEllipsis(root) { return "spec" }
        return Set(keys).isSubset(of: GenConfig.keys) ? "config" : nil
    }

    /// True when a key or value is (or holds) `…`: a part the example leaves out.
    private static func holdsEllipsis(_ node: Node) -> Bool {
        switch node.kind {
        case .scalar(let scalar): scalar.value.contains("…")
        case .sequence(let items): items.contains(where: holdsEllipsis)
        case .mapping(let pairs): pairs.contains { holdsEllipsis($0.key) || holdsEllipsis($0.value) }
        }
    }

    /// The texts to check of a block: the block, or, for one that lists alternatives of one key (`body:` in each of
    /// its forms, which as one text would be duplicate keys), each entry on its own.
    private func texts(of block: (line: Int, text: String)) -> [(line: Int, text: String)] {
        let errors = YAMLLoader.load(Array(block.text.utf8)).errors
        guard !errors.isEmpty, errors.allSatisfy({ if case .duplicateKey = $0.kind { true } else { false } }) else {
            return [block]
        }
        var entries: [(line: Int, text: String)] = []
        for (offset, line) in block.text.split(separator: "\n").enumerated() {
            if line.first == " ", let last = entries.popLast() {
                entries.append((last.line, last.text + line + "\n"))
            } else {
                entries.append((block.line + offset, line + "\n"))
            }
        }
        return entries
    }

    func testEveryYAMLExampleReadsAlikeAndTheWholeOnesAreValid() throws {
        let docs = try FileManager.default.contentsOfDirectory(atPath: JSONSchemaFile.repository.path + "/Docs")
        var items: [SpecCheckScript.Item] = []
        for file in docs.filter({ $0.hasSuffix(".md") }).sorted().map({ "Docs/" + $0 }) + ["README.md"] {
            for block in try yamlBlocks(file) where !block.text.hasPrefix("# .github/") {
                for (line, text) in texts(of: block) {
                    let root = YAMLLoader.load(Array(text.utf8)).root
                    if let item = SpecReadersTests.item("\(file):\(line)", text, schema: root.flatMap(schema(of:))) {
                        items.append(item)
                    }
                }
            }
        }
        XCTAssertGreaterThan(items.count, 20)
        XCTAssertGreaterThanOrEqual(items.filter { $0.schema == "spec" }.count, 2)
        XCTAssertGreaterThanOrEqual(items.filter { $0.schema == "config" }.count, 2)
        for result in try SpecCheckScript.run(items) {
            XCTAssertEqual(result.problems, [], result.name)
        }
    }
}
