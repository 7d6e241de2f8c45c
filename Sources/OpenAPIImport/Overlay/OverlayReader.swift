import JSONPath
import SpecModel
import YAML

/// Reads an overlay's tree into an ``Overlay``, collecting every problem (located in the overlay's file).
struct OverlayReader {
    let file: String
    let document: Int
    private(set) var problems: [Diagnostic] = []
    /// What is read but not portable (member names with `-` after `.`).
    private(set) var warnings: [Diagnostic] = []

    init(file: String, document: Int) {
        self.file = file
        self.document = document
    }

    /// A mark keeps its `document`, as the places the importer reports do (`OpenAPISource.location(of:)`).
    private mutating func error(_ message: String, at mark: Mark) {
        problems.append(Diagnostic(.error, .importer(.malformedOverlay, message), at: Location(file: file, mark: mark)))
    }

    /// The keys of `node` not in `allowed` (extensions `x-…` are allowed everywhere) are errors.
    private mutating func checkKeys(_ pairs: [Pair], allowed: [String], in what: String) {
        for pair in pairs {
            guard let key = pair.key.string, !key.hasPrefix("x-"), !allowed.contains(key) else { continue }
            error("unknown key \(quoted(key)) in \(what)", at: pair.key.mark)
        }
    }

    private func value(_ pairs: [Pair], _ key: String) -> Pair? {
        pairs.first { $0.key.string == key }
    }

    /// A string, or an error saying what it should be.
    private mutating func string(_ pair: Pair, _ what: String) -> String? {
        guard pair.value.scalar != nil, case .string(let text) = pair.value.resolved else {
            error("expected a string for \(what), found \(pair.value.kindDescription)", at: pair.value.mark)
            return nil
        }
        return text
    }

    mutating func overlay(_ root: Node) -> Overlay? {
        guard let pairs = root.mapping else {
            error("an overlay is a mapping with 'overlay:', 'info:' and 'actions:', found \(root.kindDescription)",
                  at: root.mark)
            return nil
        }
        checkKeys(pairs, allowed: Overlay.topKeys, in: "an overlay")
        var version = ""
        if let pair = value(pairs, "overlay") {
            if let text = string(pair, "'overlay'") {
                version = text
                let parts = text.split(separator: ".", omittingEmptySubsequences: false)
                if parts.count != 3 || !["1.0", "1.1"].contains(parts[0] + "." + parts[1]) || parts[2].isEmpty
                   || !parts[2].allSatisfy(\.isNumber) {
                    error("unsupported overlay version \(quoted(text)); gen-import reads overlays 1.0.x and 1.1.x",
                          at: pair.value.mark)
                }
            }
        } else {
            error("missing 'overlay:' (the Overlay Specification version, 1.0.0)", at: root.mark)
        }
        if let pair = value(pairs, "info") {
            info(pair.value)
        } else {
            error("missing 'info:' (with 'title:' and 'version:')", at: root.mark)
        }
        if let pair = value(pairs, "extends") { _ = string(pair, "'extends'") }
        guard let pair = value(pairs, "actions") else {
            error("missing 'actions:' (a list of actions)", at: root.mark)
            return nil
        }
        guard let items = pair.value.sequence, !items.isEmpty else {
            error("expected a list of one or more actions for 'actions', found \(pair.value.kindDescription)",
                  at: pair.value.mark)
            return nil
        }
        let copies = version.hasPrefix("1.1")
        let actions = items.compactMap { action($0, copies: copies) }
        var seen: Set<TreeContent> = []
        for item in items where !seen.insert(TreeContent(item)).inserted {
            error("this action is the same as an earlier one; an overlay's actions are unique", at: item.mark)
        }
        return Overlay(file: file, document: document, version: version, actions: actions, warnings: warnings)
    }

    private mutating func info(_ node: Node) {
        guard let pairs = node.mapping else {
            error("expected a mapping for 'info' (with 'title:' and 'version:'), found \(node.kindDescription)",
                  at: node.mark)
            return
        }
        checkKeys(pairs, allowed: Overlay.infoKeys, in: "'info'")
        for key in ["title", "version"] {
            if let pair = value(pairs, key) {
                _ = string(pair, "'info.\(key)'")
            } else {
                error("missing '\(key):' in 'info'", at: node.mark)
            }
        }
        if let pair = value(pairs, "description") { _ = string(pair, "'info.description'") }
    }

    private mutating func action(_ node: Node, copies: Bool) -> Overlay.Action? {
        guard let pairs = node.mapping else {
            error("expected a mapping for an action (with 'target:'), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        checkKeys(pairs, allowed: copies ? Overlay.actionKeys : Overlay.actionKeys.filter { $0 != "copy" },
                  in: "an action")
        if let pair = value(pairs, "description") { _ = string(pair, "'description'") }
        var remove = false
        if let pair = value(pairs, "remove") {
            if pair.value.scalar != nil, case .bool(let flag) = pair.value.resolved { remove = flag } else {
                error("expected true or false for 'remove', found \(pair.value.kindDescription)", at: pair.value.mark)
            }
        }
        let copy = value(pairs, "copy").flatMap { pair in
            string(pair, "'copy'").flatMap { query($0, at: pair.value) }.map { ($0, pair.value.mark) }
        }
        guard let pair = value(pairs, "target") else {
            error("missing 'target:' (a JSONPath query such as $.paths['/pets'].get)", at: node.mark)
            return nil
        }
        guard let text = string(pair, "'target'"), let target = query(text, at: pair.value) else { return nil }
        return Overlay.Action(target: target, targetMark: pair.value.mark, update: value(pairs, "update")?.value,
                              remove: remove, copy: copy, mark: node.mark)
    }

    /// A JSONPath query, or an error at the character it fails at.
    private mutating func query(_ text: String, at node: Node) -> JSONPathQuery? {
        do {
            let query = try JSONPathQuery.parse(text, hyphenatedNames: true)
            if query.usesHyphenatedNames {
                warnings.append(Diagnostic(.warning, .importer(.overlayNonstandard,
                                                               "a member name with '-' after '.' is not standard "
                                                               + "JSONPath (other tools refuse it); write it "
                                                               + "bracketed: ['x-name']"),
                                           at: Location(file: file, mark: node.mark)))
            }
            return query
        } catch {
            // The character in the file: after the opening quote of a quoted scalar, on the scalar's line.
            let quoted = node.scalar?.style == .singleQuoted || node.scalar?.style == .doubleQuoted
            let before = String(text.unicodeScalars.prefix(error.offset))
            let column = before.contains("\n") ? node.mark : node.mark.advanced(by: error.offset + (quoted ? 1 : 0))
            self.error("not a JSONPath query: \(error.message)", at: column)
            return nil
        }
    }
}
