import SpecModel

extension PagingFinding {
    /// The finding in words.
    var words: String {
        switch self {}
    }
}
