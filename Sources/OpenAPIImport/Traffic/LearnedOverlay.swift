import SpecModel

/// The overlay recorded traffic teaches: an action (or two, where a `$ref` is wrapped) per contradiction, each said
/// in a comment above it — what the servers sent, how often, the first exchange that showed it, and where the schema
/// it changes is in the document. Recorded URLs and headers are never written: they carry tokens.
enum LearnedOverlay {
    /// A fix and what showed it.
    struct Entry: Sendable {
        var fix: TrafficFix
        /// The round of learning it was found in (a fix found later sits on the tree the earlier ones made).
        var round: Int
        /// The exchanges that showed it, by their place among the recordings.
        var exchanges: Set<Int>
        /// `GET /pets/{id}`: the operation of the first exchange that showed it.
        var operation: String
        /// The first exchange that showed it.
        var recorded: Location
        /// The schema it changes.
        var schema: Location

        /// `'tag' left out — not required: 3 exchanges, the first GET /pets/{id} at traffic.jsonl:4:1`.
        var said: String {
            fix.words + ": " + shown
        }

        /// `3 exchanges, the first GET /pets/{id} at traffic.jsonl:4:1`.
        var shown: String {
            "\(exchanges.count) exchange\(exchanges.count == 1 ? "" : "s"), the first \(operation) at \(recorded)"
        }
    }

    /// The overlay's text.
    static func text(_ entries: [Entry], document: String, recordings: [String]) -> String {
        var lines = [
            "# Learned by gen-import from recorded responses (" + recordings.joined(separator: ", ") + "):",
            "# each action removes a contradiction between \(document) and what the server sent.",
            "# Review them, then import with --overlay.",
            "overlay: 1.0.0",
            "info:",
            "  title: Fixes learned from recorded responses",
            "  version: 1.0.0",
            "actions:",
        ]
        // An action two fixes share (a schema and its copies, a `required` list two models share) is written once.
        var written: Set<LearnedAction> = []
        for entry in entries {
            let actions = entry.fix.actions.filter { written.insert($0).inserted }
            guard !actions.isEmpty else { continue }
            lines.append("  # " + entry.fix.words)
            lines.append("  # " + entry.shown + "; the schema at \(entry.schema)")
            for action in actions {
                lines.append("  - target: " + LearnedAction.json(action.target))
                lines.append("    description: " + LearnedAction.json(entry.fix.words))
                if let update = action.update {
                    lines.append("    update: " + update)
                } else {
                    lines.append("    remove: true")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
