import SpecModel
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
        /// An operation the decoder couldn't read, left out before any was selected (`GET /pets`).
        case unreadOperation(String)
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

    /// What an inferred operation's note is about: a refusal of gen's takes the note of what it refuses back.
    enum Aspect: Hashable, Sendable {
        case paging, example
    }

    /// Whom it costs: usually one; a component that makes no model charges its losses to each of its users.
    var subjects: Set<Subject>
    var effect: Effect
    /// What is said: gen-import's own words, or gen's finding with what gen-import did about it.
    var finding: Finding
    /// Where in the document: a path of keys and indices, or (for what the normalize stage found) a mark.
    var location: [String]
    var mark: Mark?
    /// For an operation's paging or example inferred (``Effect/infers``), which of the two.
    var aspect: Aspect?

    init(subjects: Set<Subject>, effect: Effect, finding: Finding, location: [String], mark: Mark? = nil,
         aspect: Aspect? = nil) {
        self.subjects = subjects
        self.effect = effect
        self.finding = finding
        self.location = location
        self.mark = mark
        self.aspect = aspect
    }

    /// A loss said in gen-import's own words, of class `cause`.
    init(subjects: Set<Subject>, effect: Effect, cause: ImportCause, message: String, location: [String],
         mark: Mark? = nil, aspect: Aspect? = nil) {
        self.init(subjects: subjects, effect: effect, finding: .importer(cause, message), location: location,
                  mark: mark, aspect: aspect)
    }
}
