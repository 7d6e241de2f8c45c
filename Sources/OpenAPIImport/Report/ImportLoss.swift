import SpecModel
import Wording
import YAML

/// One thing the import could not carry over as the document says it, with why and where: the one record that the
/// warnings are written from and that decides which operations count as exact, approximated or skipped.
struct ImportLoss: Sendable {
    /// Whom it costs.
    enum Subject: Hashable, Sendable {
        /// One operation (by its place among the selected ones).
        case operation(Int)
        /// A model: every operation that uses it (at any depth) is approximated.
        case model(ImportedModelID)
        /// A model that only operations reading it suffer from (a response that matches several members of an
        /// untagged union is read as the first): operations that decode it are approximated.
        case modelWhenRead(ImportedModelID)
        /// Nothing that is imported (callbacks, webhooks).
        case document
    }

    /// What it does to its subject.
    enum Effect: Hashable, Sendable {
        /// Imported, but not quite as the document says.
        case approximates
        /// Not imported at all.
        case skips
        /// Said for the record; no operation is worse for it.
        case notes
        /// What was read from what the document shows (paging), said as a `note:`.
        case infers
    }

    /// Whom it costs: usually one; a component that makes no model charges its losses to each of its users.
    var subjects: Set<Subject>
    var effect: Effect
    var message: String
    /// Where in the document: a path of keys and indices, or (for what the normalize stage found) a mark.
    var location: [String]
    var mark: Mark?

    init(subjects: Set<Subject>, effect: Effect, message: String, location: [String], mark: Mark? = nil) {
        self.subjects = subjects
        self.effect = effect
        self.message = message
        self.location = location
        self.mark = mark
    }
}
