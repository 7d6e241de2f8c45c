import SpecModel

extension ModelFinding {
    /// The finding in words.
    var words: String {
        switch self {}
    }
}
