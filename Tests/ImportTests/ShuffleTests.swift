import Foundation
@testable import OpenAPIImport
import SpecModel
import TestSupport
import XCTest
import YAML

/// Names depend on the document's keys, never on its order: a document imported, then imported again with its
/// component schemas and paths in other orders, gives every model and endpoint the same name and definition (schemas
/// written alike merged into the same one).
final class ShuffleTests: XCTestCase {
    /// The models and endpoints of an import by name, each as the spec writer writes it alone.
    private func definitions(_ output: ImportOutput) throws -> [String: String] {
        var result: [String: String] = [:]
        for file in output.files {
            let root = try XCTUnwrap(YAMLLoader.load(Array(file.text.utf8)).root)
            let spec = SpecParser.parse(root, file: file.name).spec
            for model in spec.models {
                var single = Spec(file: "x")
                single.models = [model]
                result["model " + model.name.value] = SpecWriter.text(single)
            }
            for endpoint in spec.endpoints {
                var single = Spec(file: "x")
                single.service = spec.service
                single.endpoints = [endpoint]
                result["endpoint " + endpoint.name.value] = SpecWriter.text(single)
            }
        }
        return result
    }

    /// `root` with the entries of the mappings at `paths` in an order drawn from `rng`.
    private func shuffled(_ root: Node, _ paths: [[String]], rng: inout SplitMix64) -> Node {
        func visit(_ node: Node, _ at: [String]) -> Node {
            guard case .mapping(var pairs) = node.kind else { return node }
            pairs = pairs.map { Pair(key: $0.key, value: visit($0.value, at + [$0.key.string ?? ""])) }
            if paths.contains(at) {
                for index in pairs.indices.reversed() where index > 0 {
                    pairs.swapAt(index, Int(rng.next() % UInt64(index + 1)))
                }
            }
            return Node(.mapping(pairs), mark: node.mark, tag: node.tag)
        }
        return visit(root, [])
    }

    func testShuffledComponentsAndPathsGiveTheSameNames() throws {
        let fixtures = ["Operations.yaml", "Objects.yaml", "Unions.yaml", "Enums.json", "NotImported.yaml",
                        "Repeats.yaml", "GitHub.json"]
        // Each fixture on all cores; the failures asserted after.
        let failures = Parallel.map(fixtures) { fixture in
            Result { try shuffleFailures(fixture) }
        }
        for failure in try failures.flatMap({ try $0.get() }) { XCTFail(failure) }
    }

    /// What differs when `fixture` is imported again three times, its paths and component schemas shuffled each time.
    private func shuffleFailures(_ fixture: String) throws -> [String] {
        let bytes = try Data(contentsOf: ImportGoldenTests.fixtures.appendingPathComponent(fixture))
        let source = try OpenAPISource.read(Array(bytes), file: fixture).get()
        let original = try definitions(try Importer.run(source, options: ImportOptions()).get())
        var rng = SplitMix64(seed: 7)
        var failures: [String] = []
        for round in 0..<3 {
            guard let root = YAMLLoader.load(Array(bytes)).root else { return ["\(fixture): no document"] }
            let text = JSONText.from(Literal(shuffled(root, [["paths"], ["components", "schemas"]], rng: &rng)))
            let again = try OpenAPISource.read(Array(text.utf8), file: fixture).get()
            let reimported = try definitions(try Importer.run(again, options: ImportOptions()).get())
            if Set(reimported.keys) != Set(original.keys) {
                let differing = Set(reimported.keys).symmetricDifference(original.keys).sorted()
                failures.append("\(fixture), round \(round): names differ: \(differing)")
            }
            for (name, definition) in original.sorted(by: { $0.key < $1.key }) where reimported[name] != definition {
                failures.append("\(fixture), round \(round): \(name) "
                                + "differs\n\(definition)\nvs\n\(reimported[name] ?? "nothing")")
            }
        }
        return failures
    }
}
