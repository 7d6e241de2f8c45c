import SpecModel

extension OutputFinding {
    /// The finding in words.
    var words: String {
        switch self {}
    }
}
