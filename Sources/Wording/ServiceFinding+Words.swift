import SpecModel

extension ServiceFinding {
    /// The finding in words.
    var words: String {
        switch self {}
    }
}
