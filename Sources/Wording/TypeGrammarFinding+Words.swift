import SpecModel

extension TypeGrammarFinding {
    /// The finding in words.
    var words: String {
        switch self {}
    }
}
