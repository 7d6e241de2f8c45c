import SpecModel

extension ShapeFinding {
    /// The finding in words.
    var words: String {
        switch self {}
    }
}
