import Foundation

/// The knobs of the random spec tests, read from the environment:
///
/// - `SPECGEN_RANDOM_SEED` (default `1`; CI also runs `2,3`): the run's seeds, comma-separated. Spec `n` of a seed
///   is always the same text.
/// - `SPECGEN_RANDOM_COUNT` (default 100): how many specs to generate of each seed (and compile, those gen accepts).
/// - `SPECGEN_RANDOM_FAILURES` (default `.build/random-specs-failures`): where each failing spec is saved
///   (`compile-seed-<seed>/S<seed>R<n>.yaml`, its compiler errors and generated files; `diagnostics-seed-<seed>/`).
/// - `SPECGEN_SWIFTC` (default `swiftc` on the PATH): the compiler the specs' code is compiled with.
///
/// `SPECGEN_RANDOM_SEED=7,8 SPECGEN_RANDOM_COUNT=300 swift test --filter RandomSpecTests` runs a longer search;
/// `Scripts/random-spec-sweep` runs many seeds.
struct RandomSpecSettings {
    var seeds: [UInt64]
    var count: Int
    var failures: URL
    var swiftc: String

    /// The repository: three levels up from this file.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func fromEnvironment() -> RandomSpecSettings {
        let environment = ProcessInfo.processInfo.environment
        let build = repository.appendingPathComponent(".build")
        return RandomSpecSettings(
            seeds: environment["SPECGEN_RANDOM_SEED"].map { $0.split(separator: ",").compactMap { UInt64($0) } }
                ?? [1],
            count: environment["SPECGEN_RANDOM_COUNT"].flatMap { Int($0) } ?? 100,
            failures: environment["SPECGEN_RANDOM_FAILURES"].map { URL(fileURLWithPath: $0) }
                ?? build.appendingPathComponent("random-specs-failures"),
            swiftc: environment["SPECGEN_SWIFTC"] ?? "swiftc"
        )
    }

    /// The folder the accepted specs are compiled in (under .build/: ignored, and incremental across runs).
    var scratch: URL {
        Self.repository.appendingPathComponent(".build/random-specs")
    }
}
