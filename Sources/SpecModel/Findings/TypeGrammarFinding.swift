/// A type as written that doesn't parse.
public enum TypeGrammarFinding: Hashable, Sendable {
}
