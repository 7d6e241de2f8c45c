import SpecModel

extension YAMLFinding {
    /// The finding in words.
    var words: String {
        switch self {}
    }
}
