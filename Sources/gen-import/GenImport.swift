import ArgumentParser
import Foundation
import FileOutput
import Generator
import OpenAPIImport
import Render
import Translate
import SpecModel
import Wording

/// The command line: reads the document, prints the importer's warnings and summary, checks the specs it wrote
/// with gen's own pipeline, and writes them through gen's write path.
@main
struct GenImport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gen-import",
        abstract: "Writes Specgen specs from an OpenAPI 3.0 or 3.1 document, or a Swagger 2.0 one (YAML or JSON).",
        discussion: """
            One service per document, named from info.title (or --service); endpoints grouped by their first tag \
            into files (more than 100 without a tag: by their path's resource, /v1/customers to Customers.yaml), \
            models that several files use in Shared.yaml; specgen.yml only if the folder has none. Inline schemas \
            written alike are one model (a component written alike keeps its name and is that model). \
            Every file starts with a line saying it was imported: a re-run overwrites such files and refuses to \
            touch one whose line was deleted (the file is then yours).

            A document split over many files is read whole: its $refs to other files (relative paths, from the \
            folder of the file they are written in) are resolved first, and what another file holds keeps its own \
            file's line and column. A file that can't be read, or a URL (never fetched), costs only what refers to it.

            A Swagger 2.0 document is read as the OpenAPI 3.0 document it means (after its files are read and \
            overlays applied: overlays target the 2.0 document), each warning at the 2.0 document's line and column.

            What the format can't say exactly is a warning at its place in the document, on one line \
            (path:line:col: warning: … [class]); the operation is then approximated (JSON or Data stand-ins) or \
            skipped, and the summary counts them. A value that can't be read at all costs only the operation, path or \
            component that holds it. The same words at many places print once, with how many more there are \
            (--verbose prints each); after them, a line per class says how often it was found, what it costs, and \
            Docs/Import.md says how to fix each class. --diagnostics-format json prints one JSON object per \
            diagnostic instead.

            List operations whose document shows how they page get paging controllers, each inference a note at the \
            operation (x-specgen-paging says it exactly, or false turns it off); examples become the mocks' answers; \
            security schemes become the service's credentials (auth: and security:).

            --tag, --operation and --path-prefix import part of a document (one flag's values are alternatives, \
            different flags must all match), and only that part is decoded: the chosen operations and the \
            components they reach.

            --overlay applies an Overlay document's actions (update, remove, copy; targets are RFC 9535 JSONPath \
            queries) to the document first: the way to fix a vendor document's mistakes without editing it. A target \
            that selects nothing is a warning in the overlay; a malformed overlay an error there, \
            and nothing is written.

            --responses reads recorded exchanges (a HAR file, or JSON Lines of {method, url, status, headers, body}), \
            decodes each 2xx JSON body as its operation's response the way generated code does, and warns at each \
            schema a recorded response contradicts; --write-overlay writes an overlay with a commented action per \
            contradiction (a key made optional, null allowed, a type widened, an enum value added) and imports with \
            it. Only the response's media type is read from recorded headers; no header, URL or query is copied.

            Exit status: 0 on success (also with warnings, unless --strict), 1 on any error, 64 on a usage error.
            """,
        version: SpecgenVersion.gen
    )

    @Argument(help: ArgumentHelp("The OpenAPI document.", valueName: "openapi"))
    var document: String

    @Option(name: [.short, .long], help: ArgumentHelp("The folder to write specs to.", valueName: "dir"))
    var output: String

    @Option(help: ArgumentHelp("The service's name (default: from info.title).", valueName: "name"))
    var service: String?

    @Option(help: ArgumentHelp("Only operations with this tag (repeatable).", valueName: "tag"))
    var tag: [String] = []

    @Option(help: ArgumentHelp("Only the operation with this operationId (repeatable).", valueName: "id"))
    var operation: [String] = []

    @Option(help: ArgumentHelp("Only operations whose path starts with this (repeatable).", valueName: "prefix"))
    var pathPrefix: [String] = []

    @Option(help: ArgumentHelp("An Overlay (1.0 or 1.1) to apply to the document before anything else (repeatable, "
                               + "applied in order).",
                               valueName: "overlay"))
    var overlay: [String] = []

    @Option(help: ArgumentHelp("Recorded exchanges to check the import against: a HAR file or JSON Lines of "
                               + "{method, url, status, headers, body} (repeatable).",
                               valueName: "file"))
    var responses: [String] = []

    @Option(help: ArgumentHelp("With --responses: write the overlay that makes the import decode them, and import "
                               + "with it.",
                               valueName: "overlay"))
    var writeOverlay: String?

    @Flag(help: """
        Don't infer paging from what operations show (x-specgen-paging and the vendors' paging extensions \
        still say it).
        """)
    var noPaging = false

    @Flag(help: ArgumentHelp("Write nothing; exit 1 if any spec (or the --write-overlay file) would be added, "
                             + "changed or removed, and show how."))
    var check = false

    @Flag(help: "Write nothing; print what a run would write and remove.")
    var dryRun = false

    @Flag(help: "Exit 1 when there are warnings.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print only errors and warnings.")
    var quiet = false

    @Flag(help: "Print every warning at each of its places (by default the same words at many places print once).")
    var verbose = false

    @Option(help: ArgumentHelp("How diagnostics print: text (default) or json (one object per line, for editors and "
                               + "CI).",
                               valueName: "format"))
    var diagnosticsFormat: DiagnosticListing.Format = .text

    private var listing: DiagnosticListing { DiagnosticListing(format: diagnosticsFormat, verbose: verbose) }

    func validate() throws {
        if check, dryRun { throw ValidationError("--check and --dry-run don't go together") }
        if writeOverlay != nil, responses.isEmpty { throw ValidationError("--write-overlay learns from --responses") }
        if let writeOverlay, overlay.contains(writeOverlay) {
            throw ValidationError("--write-overlay would overwrite an overlay it applies: learn into another file")
        }
        if let service, !SwiftName.isIdentifier(service) {
            throw ValidationError("--service takes a Swift identifier, not '\(service)'")
        }
    }

    func run() throws {
        guard let data = FileManager.default.contents(atPath: document) else {
            Output.error("error: " + Finding.output(.unreadableFile(document)).words)
            throw ExitCode.failure
        }
        var overlays: [Overlay] = []
        var unreadable: [Diagnostic] = []
        for (index, path) in overlay.enumerated() {
            guard let bytes = FileManager.default.contents(atPath: path) else {
                Output.error("error: cannot read overlay '\(path)'")
                throw ExitCode.failure
            }
            switch Overlay.read(Array(bytes), file: path, document: index + 1) {
            case .success(let read): overlays.append(read)
            case .failure(let failure): unreadable += failure.diagnostics
            }
        }
        guard unreadable.isEmpty else {
            listing.lines(unreadable).forEach(Output.error)
            throw ExitCode.failure
        }
        var options = ImportOptions(service: service, tags: tag, operations: operation, pathPrefixes: pathPrefix,
                                    infersPaging: !noPaging, overlays: overlays)
        let source: OpenAPISource
        switch OpenAPISource.read(Array(data), file: document) {
        case .failure(let failure):
            listing.lines(failure.diagnostics).forEach(Output.error)
            throw ExitCode.failure
        case .success(let read):
            source = read
        }
        let lesson = try learn(source, options: &options)
        let imported: ImportOutput
        switch Importer.run(source, options: options) {
        case .failure(let failure):
            listing.lines(failure.diagnostics).forEach(Output.error)
            throw ExitCode.failure
        case .success(let output):
            imported = output
        }
        let warnings = imported.overlayWarnings + Diagnostic.sortedByPlace(imported.warnings)
        listing.lines(warnings).forEach(Output.error)
        try checkWithGen(imported)
        let folder = OutputFolder(path: output)
        var files = imported.files.map { RenderedFile(fileName: $0.name, contents: $0.text) }
        let existing = try folder.existingFiles()
        if !GenConfig.fileNames.contains(where: { existing[$0] != nil }) {
            files.append(RenderedFile(fileName: GenConfig.fileNames[0],
                                      contents: Self.config(service: imported.service)))
        }
        let specs = existing.filter { $0.key.hasSuffix(".yaml") || $0.key.hasSuffix(".yml") }
        let plan = WritePlan(files: files, existing: specs, header: Importer.headerPrefix)
        if !quiet { listing.summary(warnings, costs: imported.costs).forEach(Output.standard) }
        try report(plan, imported: imported)
        if let lesson, !quiet { Output.standard(lesson.summary) }
        if strict, !imported.warnings.isEmpty || !imported.overlayWarnings.isEmpty { throw ExitCode.failure }
    }

    /// With --responses: what the recorded exchanges teach, its warnings printed; with --write-overlay the overlay
    /// written (unless --check or --dry-run) and added to `options`, so the import decodes what was recorded.
    private func learn(_ source: OpenAPISource, options: inout ImportOptions) throws -> TrafficLesson? {
        guard !responses.isEmpty else { return nil }
        var recordings: [Recording] = []
        var problems: [Diagnostic] = []
        for path in responses {
            guard let bytes = FileManager.default.contents(atPath: path) else {
                Output.error("error: " + Finding.output(.unreadableFile(path)).words)
                throw ExitCode.failure
            }
            let read = RecordingReader.read(Array(bytes), file: path)
            recordings += read.recordings
            problems += read.diagnostics
        }
        listing.lines(problems).forEach(Output.error)
        guard !problems.contains(where: { $0.severity == .error }) else { throw ExitCode.failure }
        let name = writeOverlay ?? "learned.yaml"
        let lesson: TrafficLesson
        switch TrafficLearner.learn(source, options: options, recordings: recordings, overlayFile: name,
                                    files: responses.map { URL(fileURLWithPath: $0).lastPathComponent }) {
        case .failure(let failure):
            listing.lines(failure.diagnostics).forEach(Output.error)
            throw ExitCode.failure
        case .success(let learned):
            lesson = learned
        }
        listing.lines(lesson.diagnostics).forEach(Output.error)
        guard let writeOverlay else { return lesson }
        guard let text = lesson.overlay else {
            if !quiet { Output.standard("\(writeOverlay): no recorded response contradicts the document; not written") }
            return lesson
        }
        if case .success(let learned) = Overlay.read(Array(text.utf8), file: writeOverlay,
                                                     document: options.overlays.count + 1) {
            options.overlays.append(learned)
        }
        if check {
            guard FileManager.default.contents(atPath: writeOverlay) == Data(text.utf8) else {
                Output.error("error: \(writeOverlay) is out of date: a run would write it anew")
                throw ExitCode.failure
            }
        } else if dryRun {
            Output.standard("\(writeOverlay): would be written (\(lesson.actions) actions)")
        } else {
            try OutputFolder.writeWhole(writeOverlay, text)
        }
        return lesson
    }

    /// gen's checks of what was imported (run by the importer, located in the document): an error there is
    /// gen-import's bug, and nothing is written.
    private func checkWithGen(_ imported: ImportOutput) throws {
        let errors = imported.checkDiagnostics
        guard !errors.isEmpty else { return }
        listing.lines(errors).forEach(Output.error)
        Output.error("error: gen rejects \(errors.count == 1 ? "a spec" : "specs") gen-import wrote (a gen-import "
                     + "bug); nothing was written")
        throw ExitCode.failure
    }

    private func report(_ plan: WritePlan, imported: ImportOutput) throws {
        var problems = plan.invalidNames.map {
            "error: " + Finding.output(.outsideFolder(name: $0, folder: output)).words
        }
        problems += plan.blocked.flatMap {
            Diagnostic(.error, .output(.importLineDeleted), at: Location(file: "\(output)/\($0)", mark: .start)).lines
        }
        guard problems.isEmpty else {
            problems.forEach(Output.error)
            throw ExitCode.failure
        }
        let summary = "\(document): \(imported.summary)"
        if check {
            guard plan.isUpToDate else {
                plan.report(folder: output).forEach(Output.standard)
                Output.error("error: " + Finding.output(.specsOutOfDate(folder: output)).words)
                throw ExitCode.failure
            }
            if !quiet { Output.standard(summary + "; \(output): up to date") }
            return
        }
        if dryRun {
            plan.report(folder: output).forEach(Output.standard)
            if !quiet { Output.standard(summary + "; \(output): " + plan.summary(dryRun: true)) }
            return
        }
        try OutputFolder(path: output).apply(plan)
        if !quiet { Output.standard(summary + "; \(output): " + plan.summary()) }
    }

    /// A first `specgen.yml`: generated code beside the specs, in `Sources/<Service>` of a package.
    static func config(service: String) -> String {
        """
        # Written once by gen-import; yours to edit (gen-import never overwrites it).
        output: ../Sources/\(service)
        mocksOutput: ../Tests/\(service)Mocks
        module: \(service)

        """
    }
}

extension DiagnosticListing.Format: ExpressibleByArgument {}
