import SpecModel

extension ExampleFileFinding {
    /// The finding in words.
    var words: String {
        switch self {
        case .unreadable(let path): "cannot read example file '\(path)'"
        }
    }
}
