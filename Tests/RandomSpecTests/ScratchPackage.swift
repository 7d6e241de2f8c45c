import Foundation
import Render
import TestSupport

/// A SwiftPM package under the repository's .build/ (ignored by git, kept between runs so builds are
/// incremental): the runtime's sources (a link to Sources/SpecgenRuntime), a target `S<seed>R<n>` per accepted spec
/// and `S<seed>R<n>Mocks` for its mock networkers, in Swift 6 mode with warnings as errors. Files are written only
/// when their bytes change.
struct ScratchPackage {
    var root: URL
    var swift: String

    struct Report {
        /// The compiler's errors in each failing spec's code, by spec target (`R12`).
        var failures: [String: [CompilerError]] = [:]
        /// The output of a failed build whose errors are not in any spec's code (nil when there was none).
        var unattributed: String?
        var builds: [SwiftBuild.Outcome] = []
    }

    /// Builds every spec's targets with one `swift build`. SwiftPM stops scheduling work at the first target
    /// that fails, so after a failed build the failing specs are taken out and the rest built again (incrementally)
    /// until what is left builds: a build with errors takes out at least one target, so this ends.
    func build(_ specs: [RandomSpec]) throws -> Report {
        try writeSources(specs)
        var api = specs.map(\.target)
        var mocks = Set(specs.filter { !$0.mockFiles.isEmpty }.map(\.target))
        var report = Report()
        for _ in 0...(api.count + mocks.count) {
            try writeIfChanged(manifest(api: api, mocks: api.filter(mocks.contains)),
                               to: root.appendingPathComponent("Package.swift"))
            let outcome = try SwiftBuild.run(package: root, swift: swift)
            report.builds.append(outcome)
            if outcome.status == 0 { return report }
            let errors = CompilerError.parse(outcome.output).errors.filter { error in
                api.contains(error.specTarget) && (!error.isInMocks || mocks.contains(error.specTarget))
            }
            guard !errors.isEmpty else {
                report.unattributed = outcome.output
                return report
            }
            for error in errors { report.failures[error.specTarget, default: []].append(error) }
            let failedAPI = Set(errors.filter { !$0.isInMocks }.map(\.specTarget))
            api.removeAll(where: failedAPI.contains)
            mocks.subtract(failedAPI.union(errors.filter(\.isInMocks).map(\.specTarget)))
        }
        report.unattributed = "still failing after \(report.builds.count) builds"
        return report
    }

    /// The manifest: tools 6.2 (for `treatAllWarnings`), Swift 6 mode, the platforms Specgen supports.
    func manifest(api: [String], mocks: [String]) -> String {
        func list(_ names: [String]) -> String { "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        return """
            // swift-tools-version: 6.2
            // Written by RandomSpecTests: a target per random spec gen accepted (S<seed>R<n>) and one for its \
            mocks (S<seed>R<n>Mocks).
            import PackageDescription

            let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]
            let specs: [String] = \(list(api))
            let mocks: [String] = \(list(mocks))

            let package = Package(
                name: "RandomSpecs",
                platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
                targets: [.target(name: "SpecgenRuntime")]
                    + specs.map { .target(name: $0, dependencies: ["SpecgenRuntime"], swiftSettings: strict) }
                    + mocks.map { .target(name: $0 + "Mocks", dependencies: ["SpecgenRuntime", .target(name: $0)], \
            swiftSettings: strict) },
                swiftLanguageModes: [.v6]
            )

            """
    }

    /// Links the runtime, writes each spec's YAML (Specs/) and files (Sources/S<seed>R<n>, Sources/S<seed>R<n>Mocks),
    /// and removes what an earlier run left that this one doesn't write.
    private func writeSources(_ specs: [RandomSpec]) throws {
        let manager = FileManager.default
        let sources = root.appendingPathComponent("Sources")
        try manager.createDirectory(at: sources, withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        let runtime = sources.appendingPathComponent("SpecgenRuntime")
        let runtimeSources = RandomSpecSettings.repository.appendingPathComponent("Sources/SpecgenRuntime")
        if (try? manager.destinationOfSymbolicLink(atPath: runtime.path)) != runtimeSources.path {
            try? manager.removeItem(at: runtime)
            try manager.createSymbolicLink(at: runtime, withDestinationURL: runtimeSources)
        }
        var folders: [String: [RenderedFile]] = [:]
        for spec in specs {
            for file in spec.files {
                try writeIfChanged(file.text, to: root.appendingPathComponent("Specs/\(file.path)"))
            }
            folders[spec.target] = spec.apiFiles
            if !spec.mockFiles.isEmpty { folders[spec.target + "Mocks"] = spec.mockFiles }
        }
        for name in try manager.contentsOfDirectory(atPath: sources.path)
            where name != "SpecgenRuntime" && folders[name] == nil {
            try manager.removeItem(at: sources.appendingPathComponent(name))
        }
        let specNames = Set(specs.flatMap { $0.files.map(\.path) })
        for name in try manager.contentsOfDirectory(atPath: root.appendingPathComponent("Specs").path)
            where !specNames.contains(name) {
            try manager.removeItem(at: root.appendingPathComponent("Specs/\(name)"))
        }
        for (name, files) in folders {
            let folder = sources.appendingPathComponent(name)
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            let names = Set(files.map(\.fileName))
            for old in try manager.contentsOfDirectory(atPath: folder.path) where !names.contains(old) {
                try manager.removeItem(at: folder.appendingPathComponent(old))
            }
            for file in files { try writeIfChanged(file.contents, to: folder.appendingPathComponent(file.fileName)) }
        }
    }

    private func writeIfChanged(_ text: String, to url: URL) throws {
        if let old = FileManager.default.contents(atPath: url.path), old == Data(text.utf8) { return }
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
