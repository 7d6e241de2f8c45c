import ArgumentParser
import Foundation
import Generator
import SpecModel

@main
struct Gen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gen",
        abstract: "Checks Specgen YAML endpoint specs and generates Swift from them.",
        discussion: """
            Reads every spec given (a folder means its *.yaml and *.yml files, sorted, except the config file \
            specgen.yml) and reports each problem on a line of its own:

              path:line:col: error: message

            Exit status: 0 when every spec is valid, 1 on any error in a spec, 64 on a usage error.
            The spec format is described in Docs/SpecFormat.md.
            """,
        version: specgenVersion
    )

    @Argument(help: ArgumentHelp("Spec files or folders of specs.", valueName: "specs"))
    var specs: [String]

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    func run() throws {
        let collected = SpecFiles.collect(specs)
        for problem in collected.problems { Output.error("error: \(problem)") }
        guard collected.problems.isEmpty else { throw ExitCode.failure }

        let loaded = SpecLoader.load(collected.inputs)
        for line in DiagnosticReport.lines(loaded.diagnostics) { Output.error(line) }
        if loaded.hasErrors {
            Output.error(DiagnosticReport.summary(loaded.diagnostics))
            throw ExitCode.failure
        }
        if !quiet { Output.standard(SpecSummary(loaded.specs).description) }
    }
}
