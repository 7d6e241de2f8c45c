import SpecModel

extension Finding {
    /// The finding in words, as printed after `path:line:col: error: `.
    public var words: String {
        switch self {
        case .yaml(let finding): finding.words
        case .shape(let finding): finding.words
        case .typeGrammar(let finding): finding.words
        case .parse(let finding): finding.words
        case .exampleFile(let finding): finding.words
        case .types(let finding): finding.words
        case .service(let finding): finding.words
        case .model(let finding): finding.words
        case .union(let finding): finding.words
        case .endpoint(let finding): finding.words
        case .paging(let finding): finding.words
        case .example(let finding): finding.words
        case .value(let finding): finding.words
        case .auth(let finding): finding.words
        case .naming(let finding): finding.words
        case .config(let finding): finding.words
        case .template(let finding): finding.words
        case .output(let finding): finding.words
        case .importer(_, let text): text
        case .imported(let finding): finding.words
        }
    }
}
