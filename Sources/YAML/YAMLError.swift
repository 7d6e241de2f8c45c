/// A located problem in a YAML file, with an optional second location (e.g. "first defined here").
public struct YAMLError: Error, Hashable, Sendable {
    /// What is wrong.
    public var message: String
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
