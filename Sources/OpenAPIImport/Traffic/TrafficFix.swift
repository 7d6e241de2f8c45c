import JSONPath
import SpecModel
import YAML

/// A contradiction between the document and what a server sent, as the change to the document that removes it: the
/// overlay actions, in words, at the schema they change. Made from a problem decoding a recorded body found, at the
/// schema the import read the type from (``SchemaTree``).
struct TrafficFix: Sendable {
    /// What the recording showed, and what the fix makes of the schema: `'tag' left out — not required`.
    var words: String
    var actions: [LearnedAction]
    /// Where the schema it changes starts in the document.
    var schema: Mark

    /// What tells two fixes apart: their actions.
    var key: [LearnedAction] { actions }

    /// The fix of `problem`, found decoding a body as a response whose schema starts at `response`; nil when the
    /// import's type can't be traced to a schema that a change would fix. `copies` gives a schema's place and those
    /// of its copies (schemas written alike are one model: each copy takes the fix).
    static func make(_ problem: DecodingProblem, response: Mark?, tree: SchemaTree, api: CheckedAPI,
                     copies: ([PathElement]) -> [[PathElement]] = { [$0] }) -> TrafficFix? {
        let modelPath = problem.model.flatMap { tree.path(of: api[$0].declared.name.mark) }.map(tree.resolved)
        switch problem.problem {
        case .missingKey(let key, _, _):
            guard let modelPath else { return nil }
            let owners = copies(modelPath).flatMap { tree.requiring(key, from: $0) }
            guard let first = owners.first, let mark = tree.node(at: first)?.mark else { return nil }
            let literal = "'" + key.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "'", with: "\\'") + "'"
            let actions = owners.map {
                LearnedAction(target: SchemaTree.query($0 + [.name("required")]) + "[?@ == \(literal)]", update: nil)
            }
            return TrafficFix(words: words(problem.problem) + " — not required", actions: actions, schema: mark)
        case .expected(let expectation, _, let found):
            guard let path = place(problem.holder, response: response, tree: tree),
                  let mark = tree.node(at: path)?.mark else { return nil }
            let fix: (words: String, actions: ([PathElement]) -> [LearnedAction]?)
            switch (expectation, found.kind) {
            case (_, .null):
                fix = ("nullable", { nullable($0, tree) })
            case (.date, .string), (.valueOf, .string), (.fitting, .integer):
                fix = ("its format dropped", { formatDropped($0, tree) })
            case (.integer, .number):
                fix = ("a number", { integerToNumber($0, tree) })
            default:
                let kind = jsonType(found.kind)
                fix = ("\(article(kind)) allowed too", { widened($0, to: kind, tree) })
            }
            guard let actions = fix.actions(path) else { return nil }
            return TrafficFix(words: words(problem.problem) + " — " + fix.words,
                              actions: actions + copies(path).dropFirst().flatMap { fix.actions($0) ?? [] },
                              schema: mark)
        case .notEnumValue(let value, _, _):
            guard let modelPath, let list = tree.node(at: modelPath + [.name("enum")])?.sequence,
                  let mark = tree.node(at: modelPath)?.mark else { return nil }
            let numeric = list.first?.form == .integer && Int(value) != nil
            let added = "[" + (numeric ? value : LearnedAction.json(value)) + "]"
            return TrafficFix(words: words(problem.problem) + " — added",
                              actions: copies(modelPath).filter { tree.node(at: $0 + [.name("enum")]) != nil }
                                  .map { .update($0 + [.name("enum")], added) },
                              schema: mark)
        case .noUnionMember:
            guard let modelPath, let mark = tree.node(at: modelPath)?.mark,
                  let list = ["oneOf", "anyOf", "items"].first(where: {
                      tree.node(at: modelPath + [.name($0)])?.sequence != nil
                  })
            else { return nil }
            let kind = jsonType(problem.found)
            return TrafficFix(words: words(problem.problem) + " — a member for \(article(kind))",
                              actions: copies(modelPath).filter { tree.node(at: $0 + [.name(list)]) != nil }
                                  .map { .update($0 + [.name(list)], "[{\"type\":\"\(kind)\"}]") },
                              schema: mark)
        }
    }

    /// The schema of the part of the value the holder names: the property's (or the response's), then `items` or
    /// `additionalProperties` for each step, through `$ref`s.
    private static func place(_ holder: ValueHolder, response: Mark?, tree: SchemaTree) -> [PathElement]? {
        guard let mark = holder.property ?? response, var path = tree.path(of: mark) else { return nil }
        for step in holder.steps {
            guard let below = tree.below(path, key: step == .element ? "items" : "additionalProperties") else {
                return nil
            }
            path = below
        }
        return path
    }

    /// `null` allowed, in the document's own form; a `$ref` wrapped (it can't hold more keywords).
    static func nullable(_ path: [PathElement], _ tree: SchemaTree) -> [LearnedAction]? {
        let reference = tree.reference(at: path)
        switch (tree.dialect, reference) {
        case (.swagger2, _): return [.update(path, "{\"x-nullable\":true}")]
        case (.openAPI30, let reference?):
            return [.update(path, "{\"nullable\":true,\"allOf\":[{\"$ref\":\(LearnedAction.json(reference))}]}"),
                    .remove(path + [.name("$ref")])]
        case (.openAPI30, nil): return [.update(path, "{\"nullable\":true}")]
        case (.openAPI31, _): return widened(path, to: "null", tree)
        }
    }

    /// Values of JSON type `kind` allowed beside the schema's: the type a list of both, a member more of its
    /// `oneOf` or `anyOf`, or a `$ref` wrapped in an `anyOf` with the new type.
    static func widened(_ path: [PathElement], to kind: String, _ tree: SchemaTree) -> [LearnedAction]? {
        guard let node = tree.node(at: path) else { return nil }
        if let reference = tree.reference(at: path) {
            return [.update(path, "{\"anyOf\":[{\"$ref\":\(LearnedAction.json(reference))},{\"type\":\"\(kind)\"}]}"),
                    .remove(path + [.name("$ref")])]
        }
        if let type = node.value(at: ["type"]) {
            if type.sequence != nil { return [.update(path + [.name("type")], "[\"\(kind)\"]")] }
            guard let name = type.string else { return nil }
            return [.remove(path + [.name("type")]),
                    .update(path, "{\"type\":[\(LearnedAction.json(name)),\"\(kind)\"]}")]
        }
        for list in ["oneOf", "anyOf"] where node.value(at: [list])?.sequence != nil {
            return [.update(path + [.name(list)], "{\"type\":\"\(kind)\"}")]
        }
        // Any other schema (an `allOf`, say): what it says of values moved into the first member of an `anyOf`.
        let literal = Literal(node)
        guard case .map(let entries) = literal.kind else { return nil }
        let moved = entries.filter { !annotations.contains($0.key) && !$0.key.hasPrefix("x-") }
        guard !moved.isEmpty else { return nil }
        let first = JSONText.from(Literal(.map(moved), at: literal.mark))
        return [.update(path, "{\"anyOf\":[\(first),{\"type\":\"\(kind)\"}]}")]
            + moved.map { .remove(path + [.name($0.key)]) }
    }

    /// What a schema says of itself rather than of its values: stays where it is when the rest is wrapped.
    static let annotations: Set = ["description", "title", "example", "examples", "readOnly", "writeOnly", "deprecated",
                                   "default", "externalDocs", "xml", "discriminator"]

    /// A string's format (a date, a UUID, a URL) or an integer's size dropped, where the schema says it.
    static func formatDropped(_ path: [PathElement], _ tree: SchemaTree) -> [LearnedAction]? {
        let schema = tree.resolved(path)
        guard tree.node(at: schema + [.name("format")]) != nil else { return nil }
        return [.remove(schema + [.name("format")])]
    }

    /// An integer schema made a number (and its size dropped).
    static func integerToNumber(_ path: [PathElement], _ tree: SchemaTree) -> [LearnedAction]? {
        let schema = tree.resolved(path)
        guard tree.node(at: schema + [.name("type")])?.string == "integer" else {
            return widened(path, to: "number", tree)
        }
        return [.update(schema, "{\"type\":\"number\"}")]
            + (tree.node(at: schema + [.name("format")]) == nil ? [] : [.remove(schema + [.name("format")])])
    }

    static func jsonType(_ kind: ValueProblem.Kind) -> String {
        switch kind {
        case .null: "null"
        case .boolean: "boolean"
        case .integer: "integer"
        case .number: "number"
        case .string: "string"
        case .list: "array"
        case .mapping: "object"
        }
    }

    private static func article(_ kind: String) -> String {
        switch kind {
        case "array", "integer", "object": "an " + kind
        case "null": "null"
        default: "a " + kind
        }
    }

    /// What the recorded value is, against what the import declares: `'tag' left out`, `'abc' where Int is declared`.
    static func words(_ problem: ValueProblem) -> String {
        switch problem {
        case .missingKey(let key, _, let model): "\(quoted(key)) left out of \(model)"
        case .expected(_, let type, let found):
            ((found.kind == .string ? found.written.map(quoted) : found.written) ?? article(jsonType(found.kind)))
                + " where \(type) is declared"
        case .notEnumValue(let value, let enumeration, _): "\(quoted(value)), which \(enumeration) doesn't list"
        case .noUnionMember(let union, _): "a value that fits no member of \(union)"
        }
    }
}
