import SpecModel

extension ExampleFileFinding {
    /// The finding in words.
    var words: String {
        switch self {}
    }
}
