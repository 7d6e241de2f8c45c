import SpecModel

extension TypeFinding {
    /// The finding in words.
    var words: String {
        switch self {}
    }
}
