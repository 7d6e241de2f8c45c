import ArgumentParser
import Foundation
import Generator
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

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    func validate() throws {
        if let access, AccessLevel(rawValue: access) == nil {
            throw ValidationError("--access takes public, package or internal, not '\(access)'")
        }
    }

    func run() throws {
        let collected = SpecFiles.collect(specs)
        for problem in collected.problems { Output.error("error: \(problem)") }
        guard collected.problems.isEmpty else { throw ExitCode.failure }

        let settings = try Settings.resolve(specs: specs, output: output, access: access, templates: templates)
        let result = Generation.run(collected.inputs, options: settings.options)
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
        let report: OutputFolder.Report
        do {
            report = try OutputFolder(path: folder).write(result.files)
        } catch {
            Output.error("error: \(error)")
            throw ExitCode.failure
        }
        if !quiet {
            Output.standard(summary)
            Output.standard("\(counted(result.files.count, "file")) in \(folder): \(report.written.count) written, \(report.unchanged.count) unchanged")
        }
    }
}
