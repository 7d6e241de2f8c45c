import SpecModel

extension ValueFinding {
    /// The finding in words.
    var words: String {
        switch self {}
    }
}
