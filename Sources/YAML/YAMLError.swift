/// A located problem in a YAML file, with an optional second location (e.g. "first defined here").
public struct YAMLError: Error, Hashable, Sendable {
    /// What kind of problem it is, where a reader may treat one kind differently.
    public enum Kind: Hashable, Sendable {
        /// A mapping holds a key twice (the first is kept).
        case duplicateKey
        case other
    }

    /// What is wrong.
    public var message: String
    public var kind: Kind = .other
    /// Where.
    public var mark: Mark
    /// A related location and what it is.
    public var note: (message: String, mark: Mark)? {
        get { noteMark.map { (noteMessage, $0) } }
        set { noteMessage = newValue?.message ?? ""; noteMark = newValue?.mark }
    }
    private var noteMessage = ""
    private var noteMark: Mark?

    public init(_ message: String, at mark: Mark, note: (message: String, mark: Mark)? = nil) {
        self.message = message
        self.mark = mark
        self.note = note
    }
}
