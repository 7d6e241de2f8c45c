/// What gen-import says of gen's findings on the specs it built: what it took out for one, or that one it could take
/// nothing out for remains (gen-import's own fault). The finding is gen's, kept as data.
public enum ImportFinding: Hashable, Sendable {
    /// gen's finding on a spec gen-import built (in `file`), and what gen-import did about it.
    case refused(Finding, file: String, Refusal)
    /// `x-specgen-paging` that doesn't read as a spec's paging, with what the spec's reader found: the operation gets
    /// no controller.
    case unreadPaging([Finding])

    /// What gen-import did about a finding of gen's.
    public enum Refusal: Hashable, Sendable {
        /// The endpoint's example was left out.
        case exampleLeftOut
        /// The endpoint's paging was left out: it gets no controller.
        case pagingLeftOut
        /// The model was imported as `JSON`.
        case modelAsJSON
        /// The operation was skipped.
        case operationSkipped
        /// Nothing: the finding is about nothing gen-import can take out, so it is gen-import's fault.
        case none
    }
}
