import SpecModel

extension ConfigFinding {
    /// The finding in words.
    var words: String {
        switch self {}
    }
}
