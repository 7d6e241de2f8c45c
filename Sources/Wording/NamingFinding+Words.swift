import SpecModel

extension NamingFinding {
    /// The finding in words.
    var words: String {
        switch self {}
    }
}
