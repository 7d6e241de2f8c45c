import Foundation
import Names
import OpenAPIKit
import SpecModel
import YAML

/// gen-import's stages, from the located tree to spec text: bundle (``Bundler``) → overlays →
/// Swagger 2.0 read as 3.0 (``Swagger2``) → normalize → decode → select → convert → name → layout →
/// build (the project's spec model) → gen's own checks of the built specs, in process (``SpecChecks``) →
/// write (``SpecWriter``), once. Each stage hands the next a value of its own; every loss goes into one
/// list, which the warnings and the summary are made from. What gen refuses is taken out where it is — an
/// endpoint skipped, a model replaced by `JSON` — by the subject of gen's finding (``Refusals``), and the
/// rest built and checked again.
public enum Importer {
    /// The first line of every file gen-import writes; a file without it is the user's.
    public static let headerPrefix = "# Imported by gen-import from "

    /// The whole import of the document `source` holds.
    public static func run(_ source: OpenAPISource, options: ImportOptions) -> Result<ImportOutput, ImportFailure> {
        let firstDocument = (options.overlays.map(\.document).max() ?? 0) + 1
        let (bundled, bundling) = Bundler.bundle(source, files: options.files, firstDocument: firstDocument)
        let overlaid: (source: OpenAPISource, warnings: [Diagnostic])
        switch bundled.applying(options.overlays) {
        case .success(let applied): overlaid = applied
        case .failure(let failure): return .failure(failure)
        }
        let (upgraded, upgrading) = Swagger2.upgrade(overlaid.source)
        let (normalized, normalizing) = Normalizer.normalize(upgraded)
        return DocumentLoader.load(normalized, selecting: options).map { loaded in
            let converted = convert(loaded.document, source: normalized, options: options,
                                    losses: bundling + upgrading + normalizing + loaded.losses)
            var built = build(converted, refusals: Refusals())
            // gen's findings that gen-import could take nothing out for: none unless gen-import has a bug.
            var unrefused: [Diagnostic] = []
            for round in 0... {
                let errors = check(built)
                guard !errors.isEmpty else { break }
                var refusals = built.refusals
                guard round < Refusals.rounds, refusals.take(errors, from: converted) else {
                    unrefused = errors
                    break
                }
                built = build(converted, refusals: refusals)
                // gen reads an example only to check it against its endpoint's response, and what it finds there is all
                // it says of it: with the examples it found problems in left out, and nothing else, it has nothing left
                // to refuse. A debug build (the tests') checks that again.
                if refusals.leftOutExamplesAlone {
                    #if DEBUG
                    unrefused = check(built)
                    #endif
                    break
                }
            }
            var output = write(converted, built)
            output.checkDiagnostics = unrefused.map { located($0, in: normalized) }
            #if DEBUG
            // What gen reads is the text: a debug build (the tests') reads it back as gen does: it must say the same.
            output.checkDiagnostics += readBack(output)
            #endif
            output.overlayWarnings = overlaid.warnings
            output.overlaid = overlaid.source
            let mark = { (id: ImportedModelID) in normalized.node(at: converted.models[id.index].location).node.mark }
            for (member, keeper) in converted.mergedInto {
                output.alike[mark(keeper), default: []].append(mark(member))
            }
            return output
        }
    }

    /// gen's errors on the specs of `built`, from its checks in process.
    static func check(_ built: Built) -> [Diagnostic] {
        SpecChecks.check(built.specs).diagnostics.filter { $0.severity == .error }
    }

    /// gen's errors on the specs' text as gen reads it (each file's text parsed, then checked across files): none
    /// unless the writer and the reader part ways. (ImportTests compare what the text reads back as with the specs
    /// written.)
    static func readBack(_ output: ImportOutput) -> [Diagnostic] {
        let parsed = output.files.map { SpecLoader.parse(SpecInput(path: $0.name, bytes: Array($0.text.utf8))) }
        let errors = parsed.flatMap(\.diagnostics) + SpecChecks.check(parsed.compactMap(\.spec)).diagnostics
        return errors.filter { $0.severity == .error }
    }

    /// A finding of gen's on a built spec, at the place in the document (or overlay) its spec value was built from.
    static func located(_ diagnostic: Diagnostic, in source: OpenAPISource) -> Diagnostic {
        Diagnostic(diagnostic.severity, .imported(.refused(diagnostic.finding, file: diagnostic.location.file, .none)),
                   at: source.location(of: diagnostic.location.mark),
                   notes: diagnostic.notes.map { note in
                       Diagnostic.Note(note.finding, at: source.location(of: note.location.mark))
                   })
    }

    /// What the stages before layout made of a document.
    struct Converted {
        var document: OpenAPI.Document
        var source: OpenAPISource
        var selection: Selection
        var endpoints: [ImportedEndpoint]
        var models: [ImportedModel]
        var losses: [ImportLoss]
        var naming: ImportNaming
        var security: SecurityConverter
        /// Models merged into another (written nowhere).
        var merged: Set<ImportedModelID> = []
        /// For each model merged into another, the one it became.
        var mergedInto: [ImportedModelID: ImportedModelID] = [:]
    }

    /// Select, convert and name.
    static func convert(_ document: OpenAPI.Document, source: OpenAPISource, options: ImportOptions,
                        losses earlier: [ImportLoss])
        -> Converted {
        let selection = Selector.select(document, source: source, options: options)
        var operations = OperationConverter(schemas: SchemaConverter(components: document.components, source: source),
                                            components: document.components, document: document)
        if !selection.filtered {
            // A for loop: OpenAPIKit's OrderedDictionary maps (and gives `keys`) in quadratic time.
            var names: [String] = []
            for (key, _) in document.components.schemas { names.append(key.rawValue) }
            for key in source.ordered(names, key: { $0 }, at: ["components", "schemas"]) {
                _ = operations.schemas.component(key)
            }
        }
        var endpoints = selection.operations.enumerated().compactMap { index, selected in
            operations.endpoint(selected, index: index)
        }
        operations.schemas.finishUnions()
        var losses = earlier + selection.losses + operations.schemas.losses
        let merging = ModelMerging(models: operations.schemas.models, losses: losses)
        let rewrite = merging.rewrite
        let models = operations.schemas.models.map(rewrite.callAsFunction)
        endpoints = endpoints.map(rewrite.callAsFunction)
        let inference = PagingInference(models: models, source: source)
        for index in endpoints.indices {
            endpoints[index].isListShaped = endpoints[index].method == .get
                && endpoints[index].response.flatMap(inference.list) != nil
            guard let found = inference.infer(endpoints[index], inferring: options.infersPaging) else { continue }
            endpoints[index].paging = found.paging
            endpoints[index].pagingPattern = found.pattern
            losses.append(ImportLoss(subjects: [.operation(endpoints[index].index)],
                                     effect: found.paging == nil ? .notes : .infers,
                                     finding: found.note, location: endpoints[index].location, mark: found.mark,
                                     aspect: .paging))
        }
        let security = SecurityConverter(document, source: source)
        losses += security.losses
        for index in endpoints.indices {
            endpoints[index].security = security.security(ofOperationAt: endpoints[index].location)
        }
        let composer = ExampleComposer(models: models, source: source)
        let examples = endpoints.map { composer.example(for: $0) }
        for index in endpoints.indices {
            guard let (example, composed) = examples[index] else { continue }
            endpoints[index].example = example
            if composed {
                losses.append(ImportLoss(subjects: [.operation(endpoints[index].index)], effect: .infers,
                                         cause: .exampleComposed,
                                         message: "example response composed from the schemas' property examples",
                                         location: endpoints[index].responseContent ?? endpoints[index].location,
                                         aspect: .example))
            }
        }
        if !document.webhooks.isEmpty {
            losses.append(ImportLoss(subjects: [.document], effect: .notes, cause: .webhooks,
                                     message: "webhooks (requests the API makes) are not imported",
                                     location: ["webhooks"]))
        }
        let service = options.service ?? ImportedNames.serviceName(document.info.title)
        let naming = ImportNaming.decide(service: service, endpoints: endpoints, models: models,
                                         merged: Set(merging.merged.keys))
        return Converted(document: document, source: source, selection: selection, endpoints: endpoints, models: models,
                         losses: losses, naming: naming, security: security, merged: Set(merging.merged.keys),
                         mergedInto: merging.merged)
    }

    /// The credentials most of a file's endpoints take (the first of those most taken): the file's `security:`. Nil
    /// for a file without endpoints.
    static func commonSecurity(_ securities: [[[String]]]) -> [[String]]? {
        var counts: [[[String]]: Int] = [:]
        for security in securities { counts[security, default: 0] += 1 }
        guard let most = counts.values.max() else { return nil }
        return securities.first { counts[$0] == most }
    }

    /// The spec of one file of the layout.
    private static func spec(of file: ImportLayout.File, converted: Converted, builder: SpecBuilder,
                             endpoints: [ImportedEndpoint]) -> Spec {
        var spec = Spec(file: file.name + ".yaml")
        // Streams are of format 1.2.
        spec.version = file.endpoints.contains { endpoints[$0].stream != nil } ? "1.2" : "1.1"
        if file.name != "Shared" {
            spec.service = Located(converted.naming.service, at: .start)
            let shared = builder.sharedErrors(file.endpoints)
            spec.errors = shared
            let security = converted.security.schemes.isEmpty ? nil
                : Self.commonSecurity(file.endpoints.map { endpoints[$0].security })
            spec.security = security.map { builder.security($0, at: ["security"]) }
            spec.endpoints = file.endpoints.flatMap {
                builder.endpoints($0, sharedErrors: shared, fileSecurity: security)
            }
        }
        if file.isServiceFile {
            spec.doc = Self.serviceDoc(converted.document).map { Located($0, at: .start) }
            spec.auth = converted.security.auth(builder.located)
            spec.baseURL = Self.baseURL(converted.document)
                .map { Located($0, at: builder.mark(["servers", "0", "url"])) }
        }
        spec.models = file.models.map(builder.model)
        return spec
    }

    /// The files the endpoints kept and the models they reach go to; in a whole import, every component's model too.
    private static func layout(_ converted: Converted, refusals: Refusals, endpoints: [ImportedEndpoint],
                               models: [ImportedModel]) -> ImportLayout {
        var roots = endpoints.flatMap(\.uses)
        if !converted.selection.filtered {
            roots += models.indices.filter { models[$0].origin.isComponent }.map(ImportedModelID.init)
        }
        let reached = ImportLayout.reached(from: roots, in: models, skipping: refusals.models)
        let written = models.indices.map(ImportedModelID.init)
            .filter { reached.contains($0) && !refusals.models.contains($0) }
        return ImportLayout.plan(service: converted.naming.service, tags: converted.document.tags?.map(\.name) ?? [],
                                 endpoints: endpoints, models: models, written: written)
    }

    /// The specs of one round: what the refusals so far leave of the import, laid out and built.
    struct Built {
        var refusals: Refusals
        var layout: ImportLayout
        /// The endpoints built, in order (the refused ones out, the refused paging and examples left out of the rest).
        var endpoints: [ImportedEndpoint]
        /// The models, the properties refusals made nullable so.
        var models: [ImportedModel]
        /// A spec per file of the layout, in order.
        var specs: [Spec]
    }

    /// Lay out and build the specs, leaving out what gen refused.
    static func build(_ converted: Converted, refusals: Refusals) -> Built {
        var models = converted.models
        for property in refusals.nullable {
            guard case .object(var properties, let additional) = models[property.model.index].kind else { continue }
            properties[property.index].type.nullable = true
            models[property.model.index].kind = .object(properties, additional: additional)
        }
        let kept = converted.endpoints.indices.filter { !refusals.endpoints.contains(converted.endpoints[$0].index) }
        let endpoints = kept.map { position in
            var endpoint = converted.endpoints[position]
            if refusals.paging.contains(endpoint.index) { endpoint.paging = nil }
            if refusals.examples.contains(endpoint.index) { endpoint.example = nil }
            return endpoint
        }
        // The names of the endpoints built, in their order (the naming's are of all the converted ones).
        var naming = converted.naming
        naming.endpoints = kept.map { converted.naming.endpoints[$0] }
        naming.streamEndpoints = kept.map { converted.naming.streamEndpoints[$0] }
        let layout = Self.layout(converted, refusals: refusals, endpoints: endpoints, models: models)
        let builder = SpecBuilder(source: converted.source, naming: naming, models: models, endpoints: endpoints,
                                  standIns: refusals.models)
        let specs = layout.files.map { file in
            Self.spec(of: file, converted: converted, builder: builder, endpoints: endpoints)
        }
        return Built(refusals: refusals, layout: layout, endpoints: endpoints, models: models, specs: specs)
    }

    /// The specs' text (each once), what was lost and how the operations fared.
    static func write(_ converted: Converted, _ built: Built) -> ImportOutput {
        var output = ImportOutput()
        output.service = converted.naming.service
        let overlays = converted.source.overlays.map { URL(fileURLWithPath: $0).lastPathComponent }
        let header = headerPrefix + URL(fileURLWithPath: converted.source.file).lastPathComponent
            + (overlays.isEmpty ? "" : " with " + (overlays.count == 1 ? "overlay " : "overlays ")
               + overlays.joined(separator: ", "))
            + ". Delete this line to edit the file by hand: gen-import then leaves it alone."
        let texts = built.specs.map { SpecWriter.text($0, comments: [String(header.dropFirst(2))]) }
        output.files = zip(built.specs, texts).map { ($0.file, $1) }
        output.specs = built.specs
        let refusals = built.refusals
        let losses = converted.losses.filter { loss in
            // The note of paging or an example gen refused gives way to the warning that says so.
            guard loss.effect == .infers, case .operation(let index)? = loss.subjects.first else { return true }
            return loss.aspect == .example ? !refusals.examples.contains(index) : !refusals.paging.contains(index)
        } + refusals.losses
        output.listShaped = built.endpoints.count(where: \.isListShaped)
        for endpoint in built.endpoints where endpoint.paging != nil {
            output.paging[endpoint.pagingPattern ?? "", default: 0] += 1
        }
        Tally.count(selection: converted.selection, endpoints: converted.endpoints, models: built.models,
                    losses: losses, into: &output)
        output.warnings = Tally.warnings(losses, endpoints: built.endpoints, models: built.models,
                                         source: converted.source)
        return output
    }
}
