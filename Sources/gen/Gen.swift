import ArgumentParser
import Foundation
import Generator
import Render
import SpecModel
import Translate

@main
struct Gen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gen",
        abstract: "Generates Swift requests and models from Specgen YAML endpoint specs.",
        discussion: """
            Reads every spec given (a folder means its *.yaml and *.yml files, sorted, except the config file \\
            specgen.yml), checks them all and reports each problem on a line of its own:

              path:line:col: error: message

            With an output folder (--output, or output: in specgen.yml) it writes one Swift file per type \\
            there, only when the file's bytes change; on any error it writes nothing. Without one it only checks.

            specgen.yml in the (first) specs folder sets defaults: output, access, templates (paths relative \\
            to it). Flags override it.

            Exit status: 0 on success, 1 on any error, 64 on a usage error.
            The spec format is described in Docs/SpecFormat.md, templates in Docs/Templates.md.
            """,
        version: specgenVersion
    )

    @Argument(help: ArgumentHelp("Spec files or folders of specs.", valueName: "specs"))
    var specs: [String]

    @Option(name: [.short, .long], help: ArgumentHelp("The folder to write generated files to.", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("Access level of generated declarations: public, package or internal (default public).",
                               valueName: "level"))
    var access: String?

    @Option(help: ArgumentHelp("A folder of .mustache templates that replace the built-in ones, file by file.",
                               valueName: "dir"))
    var templates: String?

    @Option(help: ArgumentHelp("The folder to write mock networkers to (one per service, for a test-support target).",
                               valueName: "dir"))
    var mocksOutput: String?

    @Option(help: ArgumentHelp("The generated API's module name, which the mocks import.", valueName: "name"))
    var module: String?

    @Flag(help: "Write nothing; exit 1 if any generated file would be added, changed or removed, and show how.")
    var check = false

    @Flag(help: "Write nothing; print what a run would write and remove.")
    var dryRun = false

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    func validate() throws {
        if check, dryRun { throw ValidationError("--check and --dry-run don't go together") }
        if let access, AccessLevel(rawValue: access) == nil {
            throw ValidationError("--access takes public, package or internal, not '\(access)'")
        }
    }

    /// The run's result and the output folders' old texts, kept until the process exits: freeing a large run's
    /// specs, views and texts one object at a time is work nobody needs (the process ends right after).
    nonisolated(unsafe) static var outlivesRun: [Any] = []

    func run() throws {
        let collected = SpecFiles.collect(specs)
        for problem in collected.problems { Output.error("error: \(problem)") }
        guard collected.problems.isEmpty else { throw ExitCode.failure }

        let settings: Settings
        do {
            settings = try Settings.resolve(specs: specs, output: output, access: access, templates: templates,
                                            mocksOutput: mocksOutput, module: module)
        } catch {
            Output.error("error: \(error)")
            throw ExitCode.failure
        }
        for problem in settings.problems { Output.error("error: \(problem)") }
        guard settings.problems.isEmpty else { throw ExitCode.failure }
        var readers: [String: ExistingFilesReader] = [:]
        for folder in [settings.output, settings.mocksOutput].compactMap({ $0.map(Settings.normalized) }) {
            readers[folder] = ExistingFilesReader(OutputFolder(path: folder))
        }
        let result = Generation.run(collected.inputs, options: settings.options) { path in
            FileManager.default.contents(atPath: path).map(Array.init)
        }
        Gen.outlivesRun.append(result)
        let diagnostics = settings.diagnostics + result.diagnostics
        for line in DiagnosticReport.lines(diagnostics) { Output.error(line) }
        if diagnostics.contains(where: { $0.severity == .error }) {
            Output.error(DiagnosticReport.summary(diagnostics))
            throw ExitCode.failure
        }
        let summary = SpecSummary(result.specs).description
        guard let folder = settings.output.map(Settings.normalized) else {
            if !quiet { Output.standard(summary) }
            return
        }
        var targets = [(folder: folder, files: result.files.filter { $0.kind == .api })]
        if let mocks = settings.mocksOutput.map(Settings.normalized) {
            targets.append((mocks, result.files.filter { $0.kind == .mocks }))
        }
        try write(targets, summary: summary, readers: readers)
    }

    /// Writes (or with --check / --dry-run, compares) the generated files in their output folders. Every folder
    /// is planned before any is changed, so a problem in one leaves all of them as they were.
    private func write(_ targets: [(folder: String, files: [RenderedFile])], summary: String,
                       readers: [String: ExistingFilesReader]) throws {
        var plans: [(output: OutputFolder, plan: WritePlan)] = []
        var problems: [String] = []
        for (folder, files) in targets {
            let output = OutputFolder(path: folder)
            do {
                let existing = try readers[folder]?.files() ?? output.existingFiles()
                let plan = WritePlan(files: files, existing: existing)
                problems += plan.invalidNames.map { "error: '\($0)' would be written outside \(folder)" }
                problems += plan.blocked.map { "error: \(folder)/\($0) exists and was not generated by gen (no header); move it or rename the type" }
                plans.append((output, plan))
            } catch {
                problems.append("error: \(error)")
            }
        }
        Gen.outlivesRun.append(plans)
        guard problems.isEmpty else {
            problems.forEach(Output.error)
            Output.error("\(counted(problems.count, "error")); nothing was written")
            throw ExitCode.failure
        }
        if !quiet {
            for (output, plan) in plans {
                for name in plan.foreign { Output.error("warning: \(output.path)/\(name) was not generated by gen (no header); left as is") }
            }
        }
        if check {
            let stale = plans.filter { !$0.plan.isUpToDate }
            guard stale.isEmpty else {
                for (output, plan) in stale {
                    plan.report(folder: output.path).forEach(Output.standard)
                    let count = plan.added.count + plan.changed.count + plan.removed.count
                    Output.error("error: \(counted(count, "generated file")) in \(output.path) out of date (\(plan.added.count) to add, \(plan.changed.count) to change, \(plan.removed.count) to remove); run gen without --check")
                }
                throw ExitCode.failure
            }
            if !quiet {
                Output.standard(summary)
                for (output, plan) in plans { Output.standard("\(counted(plan.unchanged.count, "file")) in \(output.path): up to date") }
            }
            return
        }
        if dryRun {
            for (output, plan) in plans {
                for file in plan.added { Output.standard("would add \(output.path)/\(file.fileName)") }
                for (file, _) in plan.changed { Output.standard("would change \(output.path)/\(file.fileName)") }
                for (name, _) in plan.removed { Output.standard("would remove \(output.path)/\(name)") }
            }
            Output.standard(summary)
            for (output, plan) in plans { Output.standard("\(output.path) (dry run, nothing written): \(plan.summary(dryRun: true))") }
            return
        }
        do {
            for (output, plan) in plans { try output.apply(plan) }
        } catch {
            Output.error("error: \(error)")
            throw ExitCode.failure
        }
        if !quiet {
            Output.standard(summary)
            for (output, plan) in plans { Output.standard("\(output.path): \(plan.summary())") }
        }
    }
}
