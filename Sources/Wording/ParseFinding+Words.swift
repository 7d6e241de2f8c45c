import SpecModel

extension ParseFinding {
    /// The finding in words.
    var words: String {
        switch self {}
    }
}
