import SpecModel
import TestSupport
import XCTest
import YAML

/// The random spec generator itself: reproducible, covering the spec format, and written by SpecModel's writer
/// into text that the parser reads back as the specs that were made.
final class SpecGeneratorTests: XCTestCase {
    private func texts(seed: UInt64, index: Int) -> String {
        SpecGenerator.texts(seed: seed, index: index).map { "\($0.path)\n\($0.text)" }.joined()
    }

    func testSameSeedGivesTheSameSpecs() {
        let first = (0..<20).map { texts(seed: 42, index: $0) }
        // Other seeds in between: no state is shared between specs.
        _ = (0..<5).map { texts(seed: 7, index: $0) }
        let second = (0..<20).reversed().map { texts(seed: 42, index: $0) }.reversed()
        XCTAssertEqual(first, Array(second))
    }

    func testSeedsAndIndexesGiveDifferentSpecs() {
        let specs = (1...5).flatMap { seed in (0..<10).map { texts(seed: UInt64(seed), index: $0) } }
        XCTAssertGreaterThan(Set(specs).count, 45, "different seeds and indexes should give different specs")
    }

    /// Every construct of the spec format shows up in a few hundred specs.
    func testSpecsCoverTheFormat() {
        var counts: [String: Int] = [:]
        for index in 0..<300 {
            for construct in Constructs.found(in: SpecGenerator.specs(seed: 1, index: index)) {
                counts[construct, default: 0] += 1
            }
        }
        for construct in Constructs.all {
            XCTAssertGreaterThan(counts[construct] ?? 0, 0, "no random spec holds \(construct)")
        }
    }

    /// The writer's round trip: each file as made, written, reads back as itself.
    func testWrittenSpecsReadBackAsMade() throws {
        var files = 0, refused = 0
        for index in 0..<300 {
            for spec in SpecGenerator.specs(seed: 3, index: index) {
                let text = SpecWriter.text(spec)
                let document = YAMLLoader.load(Array(text.utf8))
                let root = try XCTUnwrap(document.root, "\(spec.file):\n\(text)\(document.errors)")
                let parsed = SpecParser.parse(root, file: spec.file)
                files += 1
                // A spec made with a mistake in names is refused, as a written one would be; the others read back
                // whole.
                guard parsed.diagnostics.isEmpty, document.errors.isEmpty else {
                    refused += 1
                    continue
                }
                if let difference = StructuralDifference.first(spec, parsed.spec,
                                                               ignoring: ["pathParts", "responsesMark", "exampleValue",
                                                                          "written"]) {
                    XCTFail("spec \(index), \(spec.file) reads back differently at \(difference)\n\(text)")
                }
            }
        }
        XCTAssertLessThan(refused * 10, files, "the parser refuses \(refused) of \(files) files: too few are compared")
    }
}
