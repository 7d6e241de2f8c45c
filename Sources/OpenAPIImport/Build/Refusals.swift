import SpecModel
import YAML

/// What gen refused of the specs an import built, taken out where it is: an endpoint it refuses is skipped, a model it
/// refuses stands as `JSON` in what uses it (which is then approximated), an example or a paging it refuses is left
/// out — each with gen's finding in the warning, at the place in the document. Which one a finding is about is its
/// kind's subject (``FindingSubject``): never its words, which an import can't read.
struct Refusals {
    /// How many rounds of refusals an import takes at most (what one round takes out may make gen refuse more).
    static let rounds = 4

    /// Endpoints by their place among the selected operations.
    var endpoints: Set<Int> = []
    var models: Set<ImportedModelID> = []
    /// Endpoints whose inferred paging gen refused: they keep their request, without a controller.
    var paging: Set<Int> = []
    /// Endpoints whose example gen refused (it doesn't fit the response): they keep the rest.
    var examples: Set<Int> = []
    /// Required properties through which a model holds itself (no finite value can): read as nullable.
    var nullable: Set<PropertyID> = []
    var losses: [ImportLoss] = []
    /// Whether the last round left out examples alone: then nothing else it built changed, and gen has nothing more to
    /// say of it (an example is checked only against its endpoint's response).
    private(set) var leftOutExamplesAlone = false

    /// Takes out what `findings` (gen's errors) are about. False when one of them is about nothing that can be taken
    /// out, or about something already out: then gen-import itself is at fault.
    mutating func take(_ findings: [Diagnostic], from converted: Importer.Converted) -> Bool {
        let names = Subjects(converted)
        leftOutExamplesAlone = false
        var progress = false
        // A model that holds itself through required properties: the first of them may be null, since no value can
        // hold itself all the way down (GitHub's team requires its parent team). Taken alone: what else gen said (an
        // example with that null) may follow from it.
        for finding in findings {
            guard case .property(let model, let name)? = finding.finding.subject,
                  let property = names.property(name, of: model),
                  nullable.insert(property).inserted else { continue }
            losses.append(ImportLoss(subjects: [.model(property.model)], effect: .notes,
                                     finding: .importer(.requiredSelfModel,
                                                        "\(quoted(name)) is required and holds its own model, which no "
                                                        + "value can do all the way down; read as nullable"),
                                     location: [],
                                     mark: finding.location.mark))
            progress = true
        }
        if progress { return true }
        var examplesAlone = true
        let examplesBefore = examples
        for finding in findings {
            let mark = names.place(of: finding), file = finding.location.file
            func lose(_ subject: ImportLoss.Subject, _ effect: ImportLoss.Effect, _ refusal: ImportFinding.Refusal) {
                losses.append(ImportLoss(subjects: [subject], effect: effect,
                                         finding: .imported(.refused(finding.finding, file: file, refusal)),
                                         location: [], mark: mark))
                progress = true
            }
            switch finding.finding.subject {
            case .example(let name)?:
                // An example gen refuses is left out once, for all it says about it; a finding on one an earlier round
                // left out says leaving it out didn't settle it.
                guard let endpoint = names.endpoints[name] else { return false }
                guard examples.insert(endpoint).inserted else {
                    if examplesBefore.contains(endpoint) { examplesAlone = false }
                    continue
                }
                lose(.operation(endpoint), .notes, .exampleLeftOut)
            case .paging(let name)?:
                examplesAlone = false
                guard let endpoint = names.endpoints[name] else { return false }
                guard paging.insert(endpoint).inserted else { continue }
                lose(.operation(endpoint), .notes, .pagingLeftOut)
            case .model(let name)?, .property(let name, _)?:
                examplesAlone = false
                guard let model = names.models[name], models.insert(model).inserted else { return false }
                lose(.model(model), .approximates, .modelAsJSON)
            case .endpoint(let name)?:
                examplesAlone = false
                guard let endpoint = names.endpoints[name], endpoints.insert(endpoint).inserted else { return false }
                lose(.operation(endpoint), .skips, .operationSkipped)
            case nil:
                return false
            }
        }
        leftOutExamplesAlone = progress && examplesAlone
        return progress
    }

    /// The models and endpoints of an import by the names the specs give them, and the models' properties by name (a
    /// property's name in the specs is its JSON key).
    struct Subjects {
        let converted: Importer.Converted
        var models: [String: ImportedModelID] = [:]
        var endpoints: [String: Int] = [:]
        /// Where each endpoint's example and paging are, by the endpoint's place among the selected operations.
        var examples: [Int: Mark] = [:]
        var paging: [Int: Mark] = [:]

        init(_ converted: Importer.Converted) {
            self.converted = converted
            for endpoint in converted.endpoints {
                examples[endpoint.index] = endpoint.example?.mark
                paging[endpoint.index] = endpoint.paging?.mark
            }
            // A merged model is written nowhere, so gen names none: its name may be another's.
            for (index, name) in converted.naming.models.enumerated()
                where !converted.merged.contains(ImportedModelID(index: index)) {
                models[name] = ImportedModelID(index: index)
            }
            for (endpoint, name) in zip(converted.endpoints, converted.naming.endpoints) {
                endpoints[name] = endpoint.index
            }
            for (endpoint, name) in zip(converted.endpoints, converted.naming.streamEndpoints) {
                if let name { endpoints[name] = endpoint.index }
            }
        }

        /// Where a refusal of `finding` is said: at the example or the paging it leaves out (whatever value in it the
        /// finding is at, which its words say), else where the finding is.
        func place(of finding: Diagnostic) -> Mark {
            switch finding.finding.subject {
            case .example(let name)?: endpoints[name].flatMap { examples[$0] } ?? finding.location.mark
            case .paging(let name)?: endpoints[name].flatMap { paging[$0] } ?? finding.location.mark
            default: finding.location.mark
            }
        }

        /// The required, non-nullable property `name` of the model named `model`.
        func property(_ name: String, of model: String) -> PropertyID? {
            guard let id = models[model], case .object(let properties, _) = converted.models[id.index].kind,
                  let index = properties.firstIndex(
                      where: { $0.key == name && $0.required && !$0.type.nullable }) else { return nil }
            return PropertyID(model: id, index: index)
        }
    }

    /// A property of an imported model, by its place among the model's properties.
    struct PropertyID: Hashable {
        var model: ImportedModelID
        var index: Int
    }
}
