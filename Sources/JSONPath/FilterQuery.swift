/// A query inside a filter expression (RFC 9535 §2.3.5.1): relative to the current node (`@…`) or to the
/// document's root (`$…`).
struct FilterQuery: Hashable, Sendable {
    /// What the query starts from.
    enum Origin: Hashable, Sendable {
        /// `$`: the root of the document being queried.
        case root
        /// `@`: the node the filter is testing.
        case current
    }

    /// `$` or `@`.
    var origin: Origin
    /// The segments after the identifier.
    var segments: [Segment]

    /// True when the query can select at most one node (§2.3.5.1: only name and index child segments), so that
    /// it may be compared or passed where a value is expected.
    var isSingular: Bool { segments.allSatisfy(\.isSingular) }
}
