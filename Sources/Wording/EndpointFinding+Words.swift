import SpecModel

extension EndpointFinding {
    /// The finding in words.
    var words: String {
        switch self {}
    }
}
