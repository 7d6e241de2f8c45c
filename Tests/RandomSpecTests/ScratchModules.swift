import Foundation
import Render

/// The accepted specs' code compiled module by module under the repository's .build/ (ignored by git, kept between
/// runs): the runtime's sources as module `SpecgenRuntime`, then `S<seed>R<n>` per spec and `S<seed>R<n>Mocks` for
/// its mock networkers, each with one `swiftc` run of its own, as many at once as there are cores.
///
/// Each module is compiled whole (`-wmo`), in Swift 6 mode with warnings as errors, to its `.swiftmodule` only:
/// that runs type checking and the compiler's mandatory SIL passes, so every error and warning a build would report
/// (definite initialization included), without generating machine code. A module whose inputs are those of its last
/// successful compile (sources, the modules it imports, the compiler and flags: ``ModuleStamp``) is not compiled
/// again.
struct ScratchModules {
    var root: URL
    var swiftc: String

    struct Report {
        /// The compiler's errors in each failing spec's code, by spec target (`S1R12`).
        var failures: [String: [CompilerError]] = [:]
        /// The output of a failed compile whose errors are not in any spec's code (nil when there was none).
        var unattributed: String?
        /// Modules compiled by this run, and those whose last compile still held.
        var compiled = 0, reused = 0
        var seconds: Double = 0
    }

    private var sources: URL { root.appendingPathComponent("Sources") }
    private var modules: URL { root.appendingPathComponent("Modules") }

    func build(_ specs: [RandomSpec]) throws -> Report {
        let start = Date()
        try ScratchSources(root: root).write(specs)
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let compiler = try ModuleCompiler(swiftc: swiftc, modules: modules)
        var report = Report()
        let runtime = try compiler.compile([[ModuleCompiler.Job(module: "SpecgenRuntime", folder: runtimeFolder,
                                                                dependencies: [])]])[0][0]
        guard runtime.status == 0 else {
            report.unattributed = runtime.output
            return report
        }
        // Each spec's mocks right after its API, which they import. A spec that declares nothing (`keys:` alone)
        // generates no file: nothing to compile.
        let outcomes = try compiler.compile(specs.filter { !$0.apiFiles.isEmpty }.map { spec in
            let api = ModuleCompiler.Job(module: spec.target, folder: folder(spec.target),
                                         dependencies: [runtime.stamp])
            let mocks = ModuleCompiler.Job(module: spec.target + "Mocks", folder: folder(spec.target + "Mocks"),
                                           dependencies: [runtime.stamp])
            return spec.mockFiles.isEmpty ? [api] : [api, mocks]
        }).flatMap { $0 }
        for outcome in [runtime] + outcomes {
            if outcome.reused { report.reused += 1 } else { report.compiled += 1 }
            guard outcome.status != 0 else { continue }
            let errors = CompilerError.parse(outcome.output).errors
            if errors.isEmpty {
                report.unattributed = (report.unattributed ?? "") + outcome.output
            }
            for error in errors { report.failures[error.specTarget, default: []].append(error) }
        }
        report.seconds = Date().timeIntervalSince(start)
        return report
    }

    private var runtimeFolder: URL {
        RandomSpecSettings.repository.appendingPathComponent("Sources/SpecgenRuntime")
    }

    private func folder(_ module: String) -> URL { sources.appendingPathComponent(module) }
}
