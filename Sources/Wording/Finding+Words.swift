import SpecModel

extension Finding {
    /// The finding in words, as printed after `path:line:col: error: `.
    public var words: String {
        switch self {
        case .text(let text): text
        case .importer(let text): text
        }
    }
}
