import Generator
import SpecModel
import Wording
import TestSupport
import XCTest

/// gen reads an example only to check it against its endpoint's response, and finds every problem there as an example
/// finding naming that endpoint. Over random specs, some of whose examples are spoilt (a value somewhere in
/// them replaced by one that doesn't fit), leaving out the examples gen found problems in leaves exactly its other
/// diagnostics, and so does leaving out every example. gen-import relies on it: a round of its refusals that leaves out
/// examples alone isn't checked again.
final class ExampleIndependenceTests: XCTestCase {
    func testLeavingOutExamplesLeavesGensOtherDiagnostics() {
        let cases: [(seed: UInt64, index: Int)] = [UInt64(1), 2, 3].flatMap { seed in
            (0..<100).map { (seed: seed, index: $0) }
        }
        // Each spec on all cores, then compared.
        let outcomes = Parallel.map(cases) { place in
            let (seed, index) = place
            var rng = SplitMix64(seed: seed &+ 100, index: index)
            let parsed = SpecGenerator.texts(seed: seed, index: index).map { text in
                spoilingExamples(of: SpecLoader.parse(SpecInput(path: text.path, bytes: Array(text.text.utf8))),
                                 using: &rng)
            }
            let diagnostics = Generation.check(parsed)
            let named = Set(diagnostics.compactMap(exampleEndpoint))
            let others = diagnostics.filter { exampleEndpoint($0) == nil }.flatMap(\.lines)
            let problemsLeftOut = parsed.map { leavingOutExamples(of: $0) { named.contains($0.name.value) } }
            let allLeftOut = parsed.map { leavingOutExamples(of: $0) { $0.response != nil } }
            return (named: named, others: others, problemsLeftOut: Generation.check(problemsLeftOut).flatMap(\.lines),
                    allLeftOut: Generation.check(allLeftOut).flatMap(\.lines))
        }
        for (place, outcome) in zip(cases, outcomes) {
            XCTAssertEqual(outcome.problemsLeftOut, outcome.others, "seed \(place.seed), spec \(place.index)")
            XCTAssertEqual(outcome.allLeftOut, outcome.others, "seed \(place.seed), spec \(place.index)")
        }
        // The spoiling reaches most specs, and some specs have other problems beside their examples'.
        XCTAssertGreaterThan(outcomes.filter { !$0.named.isEmpty }.count, 100)
        XCTAssertGreaterThan(outcomes.filter { !$0.named.isEmpty && !$0.others.isEmpty }.count, 20)
    }

    /// The endpoint whose example a diagnostic finds doesn't fit its response; nil for any other.
    private func exampleEndpoint(_ diagnostic: Diagnostic) -> String? {
        if case .example(.doesNotFit(let endpoint, _)) = diagnostic.finding { return endpoint }
        return nil
    }

    /// Each example of an endpoint with a response, spoilt at one place with a chance of a half.
    private func spoilingExamples(of parsed: ParsedSpec, using rng: inout SplitMix64) -> ParsedSpec {
        guard var spec = parsed.spec else { return parsed }
        for index in spec.endpoints.indices where spec.endpoints[index].response != nil && rng.chance(0.5) {
            let endpoint = spec.endpoints[index]
            // An example in a file is checked as the value it was read as; any other, as written.
            if case .file = endpoint.example, let read = endpoint.exampleValue {
                spec.endpoints[index].exampleValue = CheckedExample(value: spoilt(read.value, using: &rng),
                                                                    file: read.file)
            } else {
                var written = Literal(.map([]), at: endpoint.name.mark)
                if case .inline(let value) = endpoint.example { written = value }
                spec.endpoints[index].example = .inline(spoilt(written, using: &rng))
            }
        }
        var spoilt = parsed
        spoilt.spec = spec
        return spoilt
    }

    /// `value` with one value in it, or itself, replaced by a scalar or an empty collection of another kind.
    private func spoilt(_ value: Literal, using rng: inout SplitMix64) -> Literal {
        var value = value
        switch value.kind {
        case .map(var entries) where !entries.isEmpty && rng.chance(0.7):
            let index = rng.int(0...(entries.count - 1))
            entries[index].value = spoilt(entries[index].value, using: &rng)
            value.kind = .map(entries)
        case .list(var items) where !items.isEmpty && rng.chance(0.7):
            items[0] = spoilt(items[0], using: &rng)
            value.kind = .list(items)
        default:
            let replacements: [(Literal.Kind, String?)] = [(.string("spoilt"), "spoilt"), (.int(7), "7"),
                                                           (.bool(true), "true"), (.null, "null"), (.list([]), nil),
                                                           (.map([]), nil)]
            let (kind, written) = rng.pick(replacements.filter { $0.0 != value.kind })
            value = Literal(kind, at: value.mark, written: written)
        }
        return value
    }

    /// `parsed` without the examples of the endpoints `leavesOut` picks.
    private func leavingOutExamples(of parsed: ParsedSpec, _ leavesOut: (Endpoint) -> Bool) -> ParsedSpec {
        guard var spec = parsed.spec else { return parsed }
        for index in spec.endpoints.indices where leavesOut(spec.endpoints[index]) {
            spec.endpoints[index].example = nil
            spec.endpoints[index].exampleValue = nil
        }
        var left = parsed
        left.spec = spec
        return left
    }
}
