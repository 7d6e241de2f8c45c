import Foundation
import TestSupport
import XCTest

/// Random specs (`SpecGenerator`) through gen's whole pipeline, one spec per run: every diagnostic points into
/// its spec's text, and the code of every spec gen accepts compiles, in Swift 6 mode without warnings, with its
/// mocks — each spec its own module and its mocks another, compiled with `swiftc` (`ScratchModules`).
///
/// By default the 100 specs of seed 1: about 15 s on two cores from a clean scratch folder, and only the specs whose
/// code changed after an edit; CI also runs seeds 2 and 3 (`Scripts/random-spec-sweep 2 3 100`). Many seeds are
/// compiled in batches of about ``specsPerBuild`` accepted specs. Longer searches: `SPECGEN_RANDOM_SEED=7,8
/// SPECGEN_RANDOM_COUNT=300 swift test --filter RandomSpecTests`, or `Scripts/random-spec-sweep` (all knobs:
/// `RandomSpecSettings`). A failure prints each failing spec's YAML and its compiler errors and saves them under
/// `.build/random-specs-failures/`.
final class RandomSpecTests: XCTestCase {
    private let settings = RandomSpecSettings.fromEnvironment()

    /// The run's specs of `seed`, made on all cores.
    private func makeSpecs(seed: UInt64) -> [RandomSpec] {
        Parallel.map(Array(0..<settings.count)) { RandomSpec.make(seed: seed, index: $0) }
    }

    func testEveryDiagnosticIsLocatedInItsSpec() throws {
        for seed in settings.seeds {
            let folder = FailureFolder(root: settings.failures, test: "diagnostics", seed: seed)
            let specs = makeSpecs(seed: seed)
            printRejections(specs, seed: seed)
            for spec in specs {
                let problems = DiagnosticLocations(files: spec.files).problems(in: spec.result.diagnostics)
                guard !problems.isEmpty else { continue }
                try folder.save(spec, problems: problems)
                XCTFail("\(spec.title): diagnostics outside the spec's text\n\(spec.yaml)--- problems\n"
                        + problems.joined(separator: "\n"))
            }
        }
    }

    /// Accepted specs compiled together at the most (a sweep over many seeds is compiled in batches of whole seeds).
    static let specsPerBuild = 400

    func testEveryAcceptedSpecCompiles() throws {
        var batch: [(seed: UInt64, specs: [RandomSpec])] = []
        for seed in settings.seeds {
            batch.append((seed, makeSpecs(seed: seed)))
            if batch.map({ $0.specs.filter(\.isAccepted).count }).reduce(0, +) >= Self.specsPerBuild {
                try compile(batch)
                batch = []
            }
        }
        if !batch.isEmpty { try compile(batch) }
    }

    /// The accepted specs of `runs` (the specs of a seed each) compiled together, then each seed's failures and counts.
    private func compile(_ runs: [(seed: UInt64, specs: [RandomSpec])]) throws {
        let accepted = runs.flatMap { $0.specs.filter(\.isAccepted) }
        let report = try ScratchModules(root: settings.scratch, swiftc: settings.swiftc).build(accepted)
        for (seed, specs) in runs {
            let accepted = specs.filter(\.isAccepted)
            if specs.count >= 20 {
                XCTAssertGreaterThanOrEqual(accepted.count * 4, specs.count,
                                            "gen accepts fewer than a quarter of the random specs: too few compile")
            }
            let folder = FailureFolder(root: settings.failures, test: "compile", seed: seed)
            let failed = accepted.filter { report.failures[$0.target] != nil }
            for spec in failed {
                let lines = (report.failures[spec.target] ?? []).map { describe($0, in: spec) }
                try folder.save(spec, problems: lines)
                XCTFail("\(spec.title): gen accepts it, but its code doesn't compile\n\(spec.yaml)"
                        + "--- compiler errors\n" + lines.joined(separator: "\n"))
            }
            printConstructs(specs, compiled: accepted.filter { report.failures[$0.target] == nil }, seed: seed)
            print("random specs, seed \(seed): \(specs.count) generated, \(accepted.count) accepted, "
                  + "\(specs.count - accepted.count) rejected, \(failed.count) accepted but failed to compile")
        }
        if let output = report.unattributed {
            let tail = output.split(separator: "\n").suffix(60).joined(separator: "\n")
            XCTFail("a compile failed outside the specs' code:\n\(tail)")
        }
        print("random specs, seeds \(runs.map { String($0.seed) }.joined(separator: ", ")): \(accepted.count) "
              + "accepted specs, \(report.compiled) modules compiled and \(report.reused) unchanged in "
              + String(format: "%.1f s", report.seconds))
    }

    /// Why gen refused the specs it refused: each one's first error, with quoted names left out, by how often.
    private func printRejections(_ specs: [RandomSpec], seed: UInt64) {
        var reasons: [String: Int] = [:]
        for spec in specs where !spec.isAccepted {
            guard let first = spec.result.diagnostics.first(where: { $0.severity == .error }) else { continue }
            let reason = first.message.replacingOccurrences(of: "'[^']*'", with: "…", options: .regularExpression)
            reasons[reason, default: 0] += 1
        }
        print("random specs, seed \(seed): \(reasons.values.reduce(0, +)) refused, by first error")
        for (reason, count) in reasons.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            print("  \(count) × \(reason)")
        }
    }

    /// How many specs of the run held each construct, how many of those gen accepted and how many compiled.
    private func printConstructs(_ specs: [RandomSpec], compiled: [RandomSpec], seed: UInt64) {
        func tally(_ specs: [RandomSpec]) -> [String: Int] {
            var counts: [String: Int] = [:]
            for spec in specs {
                for construct in Constructs.found(in: SpecGenerator.specs(seed: spec.seed, index: spec.index)) {
                    counts[construct, default: 0] += 1
                }
            }
            return counts
        }
        let made = tally(specs), accepted = tally(specs.filter(\.isAccepted)), built = tally(compiled)
        print("random specs, seed \(seed): construct — made / accepted / compiled")
        for construct in Constructs.all {
            print("  \(construct): \(made[construct] ?? 0) / \(accepted[construct] ?? 0) / \(built[construct] ?? 0)")
        }
    }

    /// A compiler error with the line of generated code it points at.
    private func describe(_ error: CompilerError, in spec: RandomSpec) -> String {
        let file = spec.result.files.first { $0.fileName == error.file && ($0.kind == .mocks) == error.isInMocks }
        let lines = file?.contents.split(separator: "\n", omittingEmptySubsequences: false)
        guard let lines, error.line >= 1, error.line <= lines.count else { return error.description }
        return error.description + "\n    | " + lines[error.line - 1].trimmingCharacters(in: .whitespaces)
    }
}
