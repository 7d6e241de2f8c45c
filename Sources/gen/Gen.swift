import ArgumentParser
import Foundation
import FileOutput
import Generator
import SpecModel
import Wording
import Translate

/// The command line: parses flags, reads what a run needs, prints what `Generation` reports and carries out its
/// writes. Every decision is `Generation`'s.
@main
struct Gen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gen",
        abstract: "Generates Swift requests and models from Specgen YAML endpoint specs.",
        discussion: """
            Reads every spec given (a folder means its *.yaml and *.yml files, sorted, except the config file \
            specgen.yml), checks them all and reports each problem on a line of its own:

              path:line:col: error: message

            The same words at many places print once, with how many more there are (--verbose prints each); \
            --diagnostics-format json prints one JSON object per diagnostic (file, line, column, kind, class, \
            message, fix, notes) instead, for editors and CI.

            With an output folder (--output, or output: in specgen.yml) it writes the Swift files there, per \
            spec one for its models, one for its requests and one for its controllers (--layout per-type: one \
            per type), only when a file's bytes change; on any error it writes nothing. Without one it only checks.

            With --layout modules the output folder becomes a local package: gen writes its Package.swift, and \
            the code in modules under Sources/ — per spec file a part, the types several parts use in \
            <module>Shared, and the library <module>, which re-exports them all — so that a change to one spec \
            rebuilds one module. It needs --module and --runtime (where the package finds SpecgenRuntime).

            specgen.yml in the (first) specs folder sets defaults: output, mocksOutput, module, access, \
            templates (paths relative to it), layout, conformances, runtime, properties. Flags override it.

            Exit status: 0 on success, 1 on any error, 64 on a usage error.
            The spec format is described in Docs/SpecFormat.md, templates in Docs/Templates.md.
            """,
        version: SpecgenVersion.gen
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

    @Option(help: ArgumentHelp("How declarations are spread over files: grouped (default), per-type, or modules (a "
                               + "local package of modules).",
                               valueName: "layout"))
    var layout: String?

    @Option(help: ArgumentHelp("With --layout modules: the package holding SpecgenRuntime, a path from the output "
                               + "folder or a git URL.",
                               valueName: "path-or-url"))
    var runtime: String?

    @Option(help: ArgumentHelp("How models declare their stored properties: var (default) or let (read-only models; a "
                               + "big API's one-file rebuild is a sixth shorter).",
                               valueName: "keyword"))
    var properties: String?

    @Flag(help: "Write nothing; exit 1 if any generated file would be added, changed or removed, and show how.")
    var check = false

    @Flag(help: "Write nothing; print what a run would write and remove.")
    var dryRun = false

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    @Flag(help: "Print every diagnostic at each of its places (by default the same words at many places print once).")
    var verbose = false

    @Option(help: ArgumentHelp("How diagnostics print: text (default) or json (one object per line, for editors and "
                               + "CI).",
                               valueName: "format"))
    var diagnosticsFormat: DiagnosticListing.Format = .text

    func validate() throws {
        if check, dryRun { throw ValidationError("--check and --dry-run don't go together") }
        if let access, AccessLevel(rawValue: access) == nil {
            throw ValidationError("--access takes public, package or internal, not '\(access)'")
        }
        if let layout, FileLayout(rawValue: layout) == nil {
            throw ValidationError("--layout takes grouped, per-type or modules, not '\(layout)'")
        }
        if let properties, StoredProperties(rawValue: properties) == nil {
            throw ValidationError("--properties takes var or let, not '\(properties)'")
        }
    }

    func run() throws {
        let collected = SpecFiles.collect(specs)
        for problem in collected.problems { Output.error("error: " + Finding.output(problem).words) }
        guard collected.problems.isEmpty else { throw ExitCode.failure }

        let flags = Settings.Flags(output: output, mocksOutput: mocksOutput, access: access, templates: templates,
                                   module: module, layout: layout, runtime: runtime, properties: properties)
        var settings = Settings.resolve(flags, config: SpecFiles.config(for: specs))
        if let folder = settings.templates {
            guard let files = SpecFiles.templates(in: folder) else {
                Output.error("error: " + Finding.template(.unreadableFolder(folder)).words)
                throw ExitCode.failure
            }
            settings.useTemplates(files)
        }
        for problem in settings.problems { Output.error("error: " + problem.words) }
        guard settings.problems.isEmpty else { throw ExitCode.failure }

        var folders: [(path: String, kind: OutputKind)] = []
        if let output = settings.output { folders.append((output, .api)) }
        if let mocks = settings.mocksOutput, settings.output != nil { folders.append((mocks, .mocks)) }
        // The modules layout writes module folders under the API's output: gen reads what they hold too.
        let readsModules = settings.options.layout == .modules
        let outputs = folders.map { folder in
            do {
                let existing = try OutputFolder(path: folder.path).existingFiles()
                let modules = readsModules && folder.kind == .api
                    ? try OutputFolder(path: folder.path).moduleFolders() : [:]
                return OutputFolderState(path: folder.path, kind: folder.kind, existing: existing, modules: modules)
            } catch let error as GenError {
                return OutputFolderState(path: folder.path, kind: folder.kind, existing: [:], problem: error.finding)
            } catch {
                return OutputFolderState(path: folder.path, kind: folder.kind, existing: [:],
                                         problem: .unreadableFolder(folder.path))
            }
        }
        let request = GenerationRequest(
            inputs: collected.inputs, options: settings.options, outputs: outputs,
            mode: check ? .check : dryRun ? .dryRun : .write, quiet: quiet, diagnostics: settings.diagnostics,
            listing: DiagnosticListing(format: diagnosticsFormat, verbose: verbose)
        ) { path in FileManager.default.contents(atPath: path).map(Array.init) }
        let result = Generation.run(request)
        result.messages.forEach(Output.print)
        guard result.succeeded else { throw ExitCode.failure }
        do {
            for folder in result.plans { try OutputFolder(path: folder.path).apply(folder.plan) }
        } catch let error as GenError {
            Output.error("error: " + Finding.output(error.finding).words)
            throw ExitCode.failure
        } catch {
            Output.error("error: \(error)")
            throw ExitCode.failure
        }
        result.afterWriting.forEach(Output.print)
    }
}

extension DiagnosticListing.Format: ExpressibleByArgument {}
