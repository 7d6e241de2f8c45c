/// A type as written that doesn't parse.
public enum TypeGrammarFinding: Hashable, Sendable {
    /// No type where one is needed (null, or only spaces).
    case missingType
    /// A type in YAML's list form (`[A, B]` unquoted) that names other than one element type.
    case listTypeNotOneElement
    /// A dictionary type in YAML's list form that holds other than one key/value pair.
    case dictionaryTypeNotOnePair
    /// A dictionary type whose key type isn't `String`.
    case dictionaryKeyNotString
    /// A mapping where a type is expected.
    case mappingForType
    /// A type that doesn't follow the grammar: the text as written, and what is wrong in it (nil when nothing more
    /// precise is known).
    case malformed(String, Malformation?)

    /// What is wrong in a malformed type.
    public enum Malformation: Hashable, Sendable {
        /// More text after a whole type.
        case expectedEnd
        /// `T??`.
        case optionalTwice
        /// No type name where one is needed.
        case expectedName
        /// Brackets nest deeper than the limit.
        case tooDeep(maxDepth: Int)
        /// A type name starting with a digit.
        case nameStartsWithDigit
        /// `<…>` after a name other than `Expandable`.
        case argumentOutsideExpandable
        /// `Expandable<…>` without a model name in it.
        case expandableWithoutModel
        /// `Expandable<Model` without its `>`.
        case expectedClosingAngle
        /// `[T` without its `]`.
        case expectedClosingBracket
    }
}
