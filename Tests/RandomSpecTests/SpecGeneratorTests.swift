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

    /// The writer's round trip: each file as made, written, reads back as itself (the specs on all cores, then
    /// compared).
    func testWrittenSpecsReadBackAsMade() throws {
        let outcomes = Parallel.map(Array(0..<300)) { index in
            SpecGenerator.specs(seed: 3, index: index).map { spec -> (refused: Bool, failure: String?) in
                let text = SpecWriter.text(spec)
                let document = YAMLLoader.load(Array(text.utf8))
                guard let root = document.root else { return (false, "\(spec.file):\n\(text)\(document.errors)") }
                let parsed = SpecParser.parse(root, file: spec.file)
                // A spec made with a mistake in names is refused, as a written one would be; the others read back
                // whole.
                guard parsed.diagnostics.isEmpty, document.errors.isEmpty else { return (true, nil) }
                let difference = StructuralDifference.first(spec, parsed.spec, ignoring: [
                    "pathParts", "responsesMark", "exampleValue", "written"])
                let failure = difference.map { "spec \(index), \(spec.file) reads back differently at \($0)\n\(text)" }
                return (false, failure)
            }
        }.flatMap { $0 }
        for failure in outcomes.compactMap(\.failure) { XCTFail(failure) }
        let refused = outcomes.filter(\.refused).count
        XCTAssertLessThan(refused * 10, outcomes.count,
                          "the parser refuses \(refused) of \(outcomes.count) files: too few are compared")
    }
}
