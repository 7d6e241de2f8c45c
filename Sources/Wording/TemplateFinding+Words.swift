import SpecModel

extension TemplateFinding {
    /// The finding in words.
    var words: String {
        switch self {
        case .replacesNone(let file, let templates):
            "'\(file)' replaces no template; gen's templates "
                + "are \(templates.map { $0 + ".mustache" }.joined(separator: ", "))"
        case .doesNotParse(let reason): "template does not parse: \(reason)"
        case .unreadableFolder(let folder): "cannot read templates folder '\(folder)'"
        }
    }
}
