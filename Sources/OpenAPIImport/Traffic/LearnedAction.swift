import JSONPath
import SpecModel

/// An overlay action learned from recorded traffic: a target, and the value merged there (JSON text) or a removal.
struct LearnedAction: Hashable, Sendable {
    var target: String
    /// The value merged into what the target selects, as JSON text; nil: what it selects is removed.
    var update: String?

    static func update(_ path: [PathElement], _ json: String) -> LearnedAction {
        LearnedAction(target: SchemaTree.query(path), update: json)
    }

    static func remove(_ path: [PathElement]) -> LearnedAction {
        LearnedAction(target: SchemaTree.query(path), update: nil)
    }

    /// A string as JSON writes it.
    static func json(_ text: String) -> String {
        JSONText.from(.text(text))
    }
}
