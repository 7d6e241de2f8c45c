import SpecModel

extension TemplateFinding {
    /// The finding in words.
    var words: String {
        switch self {}
    }
}
