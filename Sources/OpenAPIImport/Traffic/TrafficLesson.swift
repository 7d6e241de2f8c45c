import SpecModel

/// What recorded traffic taught about a document: the overlay whose actions make the import decode it, what it
/// says, and how the exchanges fared before and after.
public struct TrafficLesson: Sendable {
    /// The overlay's text; nil when no recorded response contradicts the document.
    public var overlay: String?
    /// How many actions the overlay holds.
    public var actions = 0
    /// A warning per contradiction (at the schema it changes, in the document), per exchange that can't be read or
    /// matched (at the exchange), and per contradiction no change places (at the value, in the recording).
    public var diagnostics: [Diagnostic] = []
    /// The exchanges against the import as the document (and the overlays given) say.
    public var before = TrafficTally()
    /// The same with the learned overlay applied too.
    public var after = TrafficTally()

    /// `recorded: 120 exchanges: 110 checked (…); 97 decode as imported, 110 with the 7 learned actions`.
    public var summary: String {
        "recorded: " + before.summary + "; \(before.decoded) decode as imported"
            + (actions == 0 ? "" : ", \(after.decoded) with the \(actions) learned action\(actions == 1 ? "" : "s")")
    }
}
