/// What a finding is about, among what a spec defines: the model or endpoint whose definition holds the finding's
/// place, or the part of an endpoint it is in. A stage that builds specs (gen-import) takes out what gen refuses by it.
public enum FindingSubject: Hashable, Sendable {
    /// A model (by name).
    case model(String)
    /// A required property of a model, through which the model contains itself.
    case property(model: String, property: String)
    /// An endpoint (by name): its parameters, body, responses, errors.
    case endpoint(String)
    /// An endpoint's example.
    case example(endpoint: String)
    /// An endpoint's paging.
    case paging(endpoint: String)
}

extension Finding {
    /// What the finding is about; nil for a finding about a file as a whole, a service's settings, the config or the
    /// output (nothing one model or endpoint could be taken out for).
    public var subject: FindingSubject? {
        switch self {
        case .yaml, .shape, .typeGrammar, .parse, .exampleFile, .config, .template, .output, .importer, .imported: nil
        case .types(let finding): finding.subject
        case .service: nil
        case .model(let finding): finding.subject
        case .union(let finding): finding.subject
        case .endpoint(let finding): finding.subject
        case .paging(let finding): finding.subject
        case .example(let finding): finding.subject
        case .value(let finding): finding.subject
        case .auth(let finding): finding.subject
        case .naming(let finding): finding.subject
        }
    }
}
