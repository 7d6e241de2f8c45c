import Foundation
import Names
import OpenAPIKit
import SpecModel
import Wording
import YAML

/// gen-import's stages, from the located tree to spec text: normalize → decode → select → convert → name → layout
/// → build (the project's spec model) → write (``SpecWriter``) → gen's own checks of what was written. Each stage
/// hands the next a value of its own; every loss goes into one list, which the warnings and the summary are made
/// from. What gen still refuses is taken out where it is — an endpoint skipped, a model replaced by `JSON` — and the
/// rest written again.
public enum Importer {
    /// The first line of every file gen-import writes; a file without it is the user's.
    public static let headerPrefix = "# Imported by gen-import from "

    /// The whole import of the document `source` holds.
    public static func run(_ source: OpenAPISource, options: ImportOptions) -> Result<ImportOutput, ImportFailure> {
        run(source, options: options, leaving: { _ in })
    }

    /// The same, handing `leaving` what the import was made from as it ends — the document's trees, its decoded model,
    /// the converted models, gen's reading of the files — instead of freeing it there: a command that exits right after
    /// can keep it, as freeing a big document's trees and models piece by piece takes a tenth of a second of one core.
    public static func run(_ source: OpenAPISource, options: ImportOptions, leaving: (Any) -> Void) -> Result<ImportOutput, ImportFailure> {
        let overlaid: (source: OpenAPISource, warnings: [Diagnostic])
        switch source.applying(options.overlays) {
        case .success(let applied): overlaid = applied
        case .failure(let failure): return .failure(failure)
        }
        let (normalized, normalizing) = Normalizer.normalize(overlaid.source)
        return DocumentLoader.load(normalized, selecting: options).map { document in
            let converted = convert(document, source: normalized, options: options, losses: normalizing)
            var refusals = Refusals()
            var output = write(converted, refusals: refusals)
            // A round after gen's refusals writes again only the files they change, and gen reads again only those. What
            // is written last has been checked: after the last round of refusals, what gen still says is gen-import's bug.
            var parsed: [String: ParsedSpec] = [:]
            for round in 0... {
                let diagnostics = check(output, source: normalized, parsed: &parsed)
                guard !diagnostics.isEmpty else { break }
                guard round < Refusals.rounds, refusals.take(diagnostics, from: converted) else {
                    output.checkDiagnostics = diagnostics
                    break
                }
                output = write(converted, refusals: refusals, reusing: output)
                // gen reads an example only to check it against its endpoint's response, and what it finds there is all
                // it says of it: with the examples it found problems in left out, and nothing else, it has nothing left
                // to refuse. A debug build (the tests') checks that again.
                if refusals.leftOutExamplesAlone {
                    #if DEBUG
                    output.checkDiagnostics = check(output, source: normalized, parsed: &parsed)
                    #endif
                    break
                }
            }
            output.warnings = overlaid.warnings + output.warnings
            leaving((converted, parsed, normalized, overlaid))
            return output
        }
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
    }

    /// Select, convert and name; `inParts`: the operations of a whole import converted in parts on all cores (false: one
    /// after the other, which makes the same).
    static func convert(_ document: OpenAPI.Document, source: OpenAPISource, options: ImportOptions, losses earlier: [ImportLoss],
                        inParts: Bool = true) -> Converted {
        let selection = Selector.select(document, source: source, options: options)
        var operations = OperationConverter(schemas: SchemaConverter(components: document.components, source: source),
                                            components: document.components, document: document)
        if !selection.filtered {
            // A for loop: OpenAPIKit's OrderedDictionary maps (and gives `keys`) in quadratic time.
            var names: [String] = []
            for (key, _) in document.components.schemas { names.append(key.rawValue) }
            for key in source.ordered(names, key: { $0 }, at: ["components", "schemas"]) { _ = operations.schemas.component(key) }
        }
        var endpoints = operations.endpoints(selection.operations, componentsDone: !selection.filtered && inParts)
        operations.schemas.finishUnions()
        var losses = earlier + selection.losses + operations.schemas.losses
        let merging = ModelMerging(models: operations.schemas.models, losses: losses)
        let rewrite = merging.rewrite
        let models = operations.schemas.models.map(rewrite.callAsFunction)
        endpoints = endpoints.map(rewrite.callAsFunction)
        let inference = PagingInference(models: models, source: source)
        for index in endpoints.indices {
            endpoints[index].isListShaped = endpoints[index].method == .get && endpoints[index].response.flatMap(inference.list) != nil
            guard let found = inference.infer(endpoints[index], inferring: options.infersPaging) else { continue }
            endpoints[index].paging = found.paging
            endpoints[index].pagingPattern = found.pattern
            losses.append(ImportLoss(subjects: [.operation(endpoints[index].index)], effect: found.paging == nil ? .notes : .infers,
                                     message: found.note, location: endpoints[index].location, mark: found.mark))
        }
        let security = SecurityConverter(document, source: source)
        losses += security.losses
        for index in endpoints.indices { endpoints[index].security = security.security(ofOperationAt: endpoints[index].location) }
        let composer = ExampleComposer(models: models, source: source)
        let examples = endpoints.concurrentMap(chunkSize: 32) { composer.example(for: $0) }
        for index in endpoints.indices {
            guard let (example, composed) = examples[index] else { continue }
            endpoints[index].example = example
            if composed {
                losses.append(ImportLoss(subjects: [.operation(endpoints[index].index)], effect: .infers,
                                         message: "example response composed from the schemas' property examples",
                                         location: endpoints[index].responseContent ?? endpoints[index].location))
            }
        }
        if !document.webhooks.isEmpty {
            losses.append(ImportLoss(subjects: [.document], effect: .notes, message: "webhooks (requests the API makes) are not imported",
                                     location: ["webhooks"]))
        }
        let service = options.service ?? ImportedNames.serviceName(document.info.title)
        let naming = ImportNaming.decide(service: service, endpoints: endpoints, models: models, merged: Set(merging.merged.keys))
        return Converted(document: document, source: source, selection: selection, endpoints: endpoints, models: models,
                         losses: losses, naming: naming, security: security)
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
    private static func spec(of file: ImportLayout.File, converted: Converted, builder: SpecBuilder, endpoints: [ImportedEndpoint]) -> Spec {
        var spec = Spec(file: file.name + ".yaml")
        spec.version = "1.1"
        if file.name != "Shared" {
            spec.service = Located(converted.naming.service, at: .start)
            let shared = builder.sharedErrors(file.endpoints)
            spec.errors = shared
            let security = converted.security.schemes.isEmpty ? nil : Self.commonSecurity(file.endpoints.map { endpoints[$0].security })
            spec.security = security.map { builder.security($0, at: ["security"]) }
            spec.endpoints = file.endpoints.map { builder.endpoint($0, sharedErrors: shared, fileSecurity: security) }
        }
        if file.isServiceFile {
            spec.doc = Self.serviceDoc(converted.document).map { Located($0, at: .start) }
            spec.auth = converted.security.auth(builder.located)
            spec.baseURL = Self.baseURL(converted.document).map { Located($0, at: builder.mark(["servers", "0", "url"])) }
        }
        spec.models = file.models.map(builder.model)
        return spec
    }

    /// The files the endpoints kept and the models they reach go to; in a whole import, every component's model too.
    private static func layout(_ converted: Converted, refusals: Refusals, endpoints: [ImportedEndpoint], models: [ImportedModel]) -> ImportLayout {
        var roots = endpoints.flatMap(\.uses)
        if !converted.selection.filtered {
            roots += models.indices.filter { models[$0].origin.isComponent }.map(ImportedModelID.init)
        }
        let reached = ImportLayout.reached(from: roots, in: models, skipping: refusals.models)
        let written = models.indices.map(ImportedModelID.init).filter { reached.contains($0) && !refusals.models.contains($0) }
        return ImportLayout.plan(service: converted.naming.service, tags: converted.document.tags?.map(\.name) ?? [],
                                 endpoints: endpoints, models: models, written: written)
    }

    /// Lay out, build and write the specs, leaving out what gen refused; a file whose spec is what `earlier` wrote keeps
    /// its text, and when only examples left out differ from `earlier`'s, its layout stands and only the files of their
    /// endpoints are built again. The files are built and written on all cores.
    static func write(_ converted: Converted, refusals: Refusals, reusing earlier: ImportOutput? = nil) -> ImportOutput {
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
        // The names of the endpoints written, in their order (the naming's are of all the converted ones).
        var naming = converted.naming
        naming.endpoints = kept.map { converted.naming.endpoints[$0] }
        // What only examples left out since `earlier` change: the files of their endpoints; the layout stays.
        let before = earlier?.written.flatMap { $0.refusals.differsInExamplesAlone(from: refusals) ? $0 : nil }
        let layout = before?.layout ?? Self.layout(converted, refusals: refusals, endpoints: endpoints, models: models)
        let examplesLeftOut = before.map { refusals.examples.symmetricDifference($0.refusals.examples) }
        let builder = SpecBuilder(source: converted.source, naming: naming, models: models, endpoints: endpoints, standIns: refusals.models)
        var output = ImportOutput()
        output.service = converted.naming.service
        let overlays = converted.source.overlays.map { URL(fileURLWithPath: $0).lastPathComponent }
        let header = headerPrefix + URL(fileURLWithPath: converted.source.file).lastPathComponent
            + (overlays.isEmpty ? "" : " with " + (overlays.count == 1 ? "overlay " : "overlays ") + overlays.joined(separator: ", "))
            + ". Delete this line to edit the file by hand: gen-import then leaves it alone."
        let earlierFiles = Dictionary((earlier?.files ?? []).enumerated().map { ($0.element.name, $0.offset) }) { first, _ in first }
        let files = layout.files.concurrentMap(chunkSize: 4) { file in
            if let earlier, let examplesLeftOut, let index = earlierFiles[file.name + ".yaml"],
               !file.endpoints.contains(where: { examplesLeftOut.contains(endpoints[$0].index) }) {
                return (spec: earlier.specs[index], text: earlier.files[index].text, origins: earlier.origins[index])
            }
            let spec = Self.spec(of: file, converted: converted, builder: builder, endpoints: endpoints)
            if let earlier, let index = earlierFiles[file.name + ".yaml"], earlier.specs[index] == spec {
                return (spec: spec, text: earlier.files[index].text, origins: earlier.origins[index])
            }
            let text = SpecWriter.write(spec, comments: [String(header.dropFirst(2))])
            return (spec: spec, text: text.text, origins: text.origins)
        }
        output.written = (refusals, layout)
        output.files = files.map { ($0.spec.file, $0.text) }
        output.origins = files.map(\.origins)
        output.specs = files.map(\.spec)
        let losses = converted.losses.filter { loss in
            // The note of paging gen refused gives way to the warning that says so.
            guard loss.effect == .infers, case .operation(let index)? = loss.subjects.first else { return true }
            return loss.message.hasPrefix("example") ? !refusals.examples.contains(index) : !refusals.paging.contains(index)
        } + refusals.losses
        output.listShaped = endpoints.count(where: \.isListShaped)
        for endpoint in endpoints where endpoint.paging != nil {
            output.paging[endpoint.pagingPattern ?? "", default: 0] += 1
        }
        Tally.count(selection: converted.selection, endpoints: converted.endpoints, models: models, losses: losses, into: &output)
        output.warnings = Tally.warnings(losses, endpoints: endpoints, models: models, source: converted.source)
        return output
    }
}
