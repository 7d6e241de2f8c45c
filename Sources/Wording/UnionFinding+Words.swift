import SpecModel

extension UnionFinding {
    /// The finding in words.
    var words: String {
        switch self {}
    }
}
