import SpecModel

extension ExampleFinding {
    /// The finding in words.
    var words: String {
        switch self {}
    }
}
