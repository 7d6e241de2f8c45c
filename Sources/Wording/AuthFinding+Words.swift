import SpecModel

extension AuthFinding {
    /// The finding in words.
    var words: String {
        switch self {}
    }
}
