import Foundation
import XCTest

/// Random specs (`SpecGenerator`) through gen's whole pipeline, one spec per run: every diagnostic points into
/// its spec's text, and the code of every spec gen accepts compiles, in Swift 6 mode without warnings, with its
/// mocks — all accepted specs of a run built as one scratch package (`ScratchPackage`), each its own module.
///
/// By default 60 specs of seed 1: about 70 s on two cores from a clean scratch package, 30 s once it is built.
/// Longer searches: `SPECGEN_RANDOM_SEED=7 SPECGEN_RANDOM_COUNT=300 swift test --filter RandomSpecTests` (all
/// knobs: `RandomSpecSettings`). A failure prints each failing spec's YAML and its compiler errors and
/// saves them under `.build/random-specs-failures/`.
final class RandomSpecTests: XCTestCase {
    private let settings = RandomSpecSettings.fromEnvironment()

    private func makeSpecs() -> [RandomSpec] {
        (0..<settings.count).map { RandomSpec.make(seed: settings.seed, index: $0) }
    }

    func testEveryDiagnosticIsLocatedInItsSpec() throws {
        let folder = FailureFolder(root: settings.failures, test: "diagnostics", seed: settings.seed)
        for spec in makeSpecs() {
            let problems = DiagnosticLocations(file: spec.fileName, text: spec.yaml).problems(in: spec.result.diagnostics)
            guard !problems.isEmpty else { continue }
            try folder.save(spec, problems: problems)
            XCTFail("\(spec.title): diagnostics outside the spec's text\n--- \(spec.fileName)\n\(spec.yaml)--- problems\n"
                    + problems.joined(separator: "\n"))
        }
    }

    func testEveryAcceptedSpecCompiles() throws {
        let specs = makeSpecs()
        let accepted = specs.filter(\.isAccepted)
        if specs.count >= 20 {
            XCTAssertGreaterThanOrEqual(accepted.count * 4, specs.count,
                                        "gen accepts fewer than a quarter of the random specs: too few are compiled")
        }
        let report = try ScratchPackage(root: settings.scratch, swift: settings.swift).build(accepted)
        let folder = FailureFolder(root: settings.failures, test: "compile", seed: settings.seed)
        for spec in accepted {
            guard let errors = report.failures[spec.target] else { continue }
            let lines = errors.map { describe($0, in: spec) }
            try folder.save(spec, problems: lines)
            XCTFail("\(spec.title): gen accepts it, but its code doesn't compile\n--- \(spec.fileName)\n\(spec.yaml)"
                    + "--- compiler errors\n" + lines.joined(separator: "\n"))
        }
        if let output = report.unattributed {
            let tail = output.split(separator: "\n").suffix(60).joined(separator: "\n")
            XCTFail("the scratch package failed to build outside the specs' code:\n\(tail)")
        }
        let seconds = report.builds.map(\.seconds).reduce(0, +)
        print("random specs, seed \(settings.seed): \(specs.count) generated, \(accepted.count) accepted, "
              + "\(specs.count - accepted.count) rejected, \(report.failures.count) accepted but failed to compile "
              + "(\(report.builds.count) builds, \(String(format: "%.1f", seconds)) s)")
    }

    /// A compiler error with the line of generated code it points at.
    private func describe(_ error: CompilerError, in spec: RandomSpec) -> String {
        let file = spec.result.files.first { $0.fileName == error.file && ($0.kind == .mocks) == error.isInMocks }
        let lines = file?.contents.split(separator: "\n", omittingEmptySubsequences: false)
        guard let lines, error.line >= 1, error.line <= lines.count else { return error.description }
        return error.description + "\n    | " + lines[error.line - 1].trimmingCharacters(in: .whitespaces)
    }
}
