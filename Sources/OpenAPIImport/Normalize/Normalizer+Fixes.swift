import SpecModel
import Foundation
import OpenAPIKit
import YAML

extension Normalizer.Walker {
    /// A schema's enum values and numeric bounds in the forms the document's version says.
    mutating func fixSchema(_ node: Node) -> Node? {
        guard var pairs = node.mapping else { return nil }
        if let reference = pairs.firstIndex(where: { $0.key.string == "$ref" }),
           let nullable = pairs.firstIndex(where: { $0.key.string == "nullable" && $0.value.resolved == .bool(true) }) {
            let mark = pairs[nullable].key.mark
            found(.nullableBesideReference, "'nullable: true' beside '$ref' read as a reference that may be null",
                  at: mark)
            let referenced = Node(.mapping([pairs[reference]]), mark: pairs[reference].key.mark)
            pairs.removeAll { $0.key.string == "$ref" || (is31 && $0.key.string == "nullable") }
            let members = is31 ? [referenced,
                                  Node(.mapping([Pair(key: Self.scalar("type", mark),
                                                      value: Node(.scalar(Scalar("null", style: .doubleQuoted)),
                                                                  mark: mark))]), mark: mark)]
                : [referenced]
            pairs.append(Pair(key: Self.scalar(is31 ? "anyOf" : "allOf", mark),
                              value: Node(.sequence(members), mark: mark)))
            return Node(.mapping(pairs), mark: node.mark, tag: node.tag)
        }
        var changed = false
        let types = Self.types(pairs)
        if let index = pairs.firstIndex(where: { $0.key.string == "enum" }), let values = pairs[index].value.sequence {
            var kept: [Node] = []
            var sawNull = false
            for value in values {
                guard value.scalar != nil, value.tag == nil else { kept.append(value); continue }
                let plain = value.scalar?.style == .plain
                let resolved = value.resolved
                if plain, resolved == .null {
                    sawNull = true
                } else if plain, types.contains("string"), resolved != .null, !Self.isString(resolved) {
                    let text = value.scalar?.value ?? ""
                    found(.unquotedEnumValue,
                          "\(quoted(text)) in a string enum read as the string \"\(Quoted.oneLine(text))\"",
                          at: value.mark)
                    kept.append(Node(.scalar(Scalar(text, style: .doubleQuoted)), mark: value.mark))
                } else {
                    kept.append(value)
                }
            }
            if sawNull {
                found(.nullEnumValue, "'null' among the values of an enum read as a nullable enum",
                      at: pairs[index].value.mark)
                makeNullable(&pairs, types: types, mark: pairs[index].value.mark)
            }
            if kept != values || sawNull {
                let at = pairs.firstIndex { $0.key.string == "enum" }!
                pairs[at].value = Node(.sequence(kept), mark: pairs[at].value.mark, tag: pairs[at].value.tag)
                changed = true
            }
        }
        changed = fixItemsList(&pairs, types: types) || changed
        changed = splitTypeList(&pairs, types: types) || changed
        changed = typeOfStringEnum(&pairs, types: types) || changed
        changed = fixExclusiveBounds(&pairs) || changed
        if types.contains("integer") { changed = fixIntegerBounds(&pairs) || changed }
        return changed ? Node(.mapping(pairs), mark: node.mark, tag: node.tag) : nil
    }

    /// `items` written as a list of schemas (JSON Schema's older tuple form, which OpenAPI doesn't have; vendors write
    /// `items: [{$ref: message}, {type: null}]` for "a message or null"): one of them (`oneOf`), for each item of an
    /// array, or in a schema that is no array for the value itself.
    private mutating func fixItemsList(_ pairs: inout [Pair], types: [String]) -> Bool {
        guard let index = pairs.firstIndex(where: { $0.key.string == "items" }),
              let members = pairs[index].value.sequence, !members.isEmpty else { return false }
        let mark = pairs[index].key.mark
        let list = pairs[index].value
        let oneOf = members.count == 1 ? members[0]
            : Node(.mapping([Pair(key: Self.scalar("oneOf", mark), value: list)]), mark: list.mark)
        if types.contains("array") {
            found(.itemsList, "'items' written as a list (a tuple, which OpenAPI doesn't have); read as an array of "
                  + "items that are each one of its schemas", at: mark)
            pairs[index].value = oneOf
        } else {
            found(.itemsList, "'items' written as a list in a schema that is no array; read as one of its schemas",
                  at: mark)
            pairs.remove(at: index)
            let composing = ["allOf", "anyOf", "oneOf", "$ref"]
            if members.count > 1, !pairs.contains(where: { composing.contains($0.key.string ?? "") }) {
                pairs.append(Pair(key: Self.scalar("oneOf", mark), value: list))
            } else if let allOf = pairs.firstIndex(where: { $0.key.string == "allOf" }),
                      let written = pairs[allOf].value.sequence {
                pairs[allOf].value = Node(.sequence(written + [oneOf]), mark: pairs[allOf].value.mark)
            } else {
                pairs.append(Pair(key: Self.scalar("allOf", mark), value: Node(.sequence([oneOf]), mark: list.mark)))
            }
        }
        return true
    }

    /// The keywords that apply to values of one type only, by the type.
    private static let typeKeywords: [String: Set<String>] = [
        "number": ["multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum"],
        "string": ["maxLength", "minLength", "pattern", "contentMediaType", "contentEncoding"],
        "array": ["items", "prefixItems", "maxItems", "minItems", "uniqueItems", "contains"],
        "object": ["properties", "patternProperties", "additionalProperties", "required", "maxProperties",
                   "minProperties", "propertyNames"],
    ]

    /// A list of several types (`type: [string, integer]`): `oneOf` a schema per type, each with the keywords of its
    /// type (a number's `format` with the numbers, any other with the strings), and `null` among them a member of its
    /// own; the keywords of every type (a description, an enum) stay. The decoder would read the first type alone
    /// (and a value of another would fail decoding). Said nowhere, as nothing is lost.
    private func splitTypeList(_ pairs: inout [Pair], types: [String]) -> Bool {
        let kinds = types.filter { $0 != "null" }
        let composing: Set<String> = ["$ref", "allOf", "oneOf", "anyOf"]
        guard kinds.count > 1, Set(kinds).count == kinds.count,
              !pairs.contains(where: { composing.contains($0.key.string ?? "") }),
              let typeIndex = pairs.firstIndex(where: { $0.key.string == "type" }) else { return false }
        let mark = pairs[typeIndex].value.mark
        let numericFormats: Set<String> = ["int32", "int64", "float", "double", "integer", "number"]
        var members: [Node] = []
        for kind in types {
            let group = kind == "integer" ? "number" : kind
            var member = [Pair(key: Self.scalar("type", mark), value: Node(.scalar(Scalar(kind, style: .doubleQuoted)),
                                                                             mark: mark))]
            member += pairs.filter { pair in
                let key = pair.key.string ?? ""
                if key == "format" {
                    let numeric = numericFormats.contains(pair.value.string ?? "")
                    return group == (numeric ? "number" : "string")
                }
                return Self.typeKeywords[group]?.contains(key) ?? false
            }
            members.append(Node(.mapping(member), mark: mark))
        }
        let typed = Set(Self.typeKeywords.values.flatMap { $0 } + ["format", "type"])
        pairs = pairs.filter { !typed.contains($0.key.string ?? "") }
        pairs.append(Pair(key: Self.scalar("oneOf", mark), value: Node(.sequence(members), mark: mark)))
        return true
    }

    /// `type: string` for an enum of several values, all strings, that names no type (`enum: [user, team]`): what
    /// else could hold them. Said nowhere, as nothing is lost.
    private func typeOfStringEnum(_ pairs: inout [Pair], types: [String]) -> Bool {
        let composing: Set<String> = ["type", "$ref", "allOf", "oneOf", "anyOf", "not", "const"]
        guard types.isEmpty, !pairs.contains(where: { composing.contains($0.key.string ?? "") }),
              let values = pairs.first(where: { $0.key.string == "enum" })?.value.sequence, values.count > 1,
              values.allSatisfy({ $0.tag == nil && $0.scalar != nil
                                  && ($0.scalar?.style != .plain || Self.isString($0.resolved)) }),
              let mark = pairs.first(where: { $0.key.string == "enum" })?.key.mark else { return false }
        pairs.append(Pair(key: Self.scalar("type", mark), value: Self.scalar("string", mark)))
        return true
    }

    /// The schema's `type`, as a list.
    static func types(_ pairs: [Pair]) -> [String] {
        guard let type = pairs.first(where: { $0.key.string == "type" })?.value else { return [] }
        if let text = type.string { return [text] }
        return type.sequence?.compactMap(\.string) ?? []
    }

    /// `nullable: true` (3.0), or `null` among the types (3.1).
    private func makeNullable(_ pairs: inout [Pair], types: [String], mark: Mark) {
        if !is31 {
            pairs.removeAll { $0.key.string == "nullable" }
            pairs.append(Pair(key: Self.scalar("nullable", mark), value: Node(.scalar(Scalar("true")), mark: mark)))
        } else if let index = pairs.firstIndex(where: { $0.key.string == "type" }), !types.contains("null") {
            let items = (types + ["null"]).map { Node(.scalar(Scalar($0, style: .doubleQuoted)), mark: mark) }
            pairs[index].value = Node(.sequence(items), mark: pairs[index].value.mark)
        }
    }

    /// `exclusiveMinimum: true` + `minimum: 1` (3.0) ↔ `exclusiveMinimum: 1` (3.1), and the same for maximum.
    private mutating func fixExclusiveBounds(_ pairs: inout [Pair]) -> Bool {
        var changed = false
        for (exclusive, inclusive) in [("exclusiveMinimum", "minimum"), ("exclusiveMaximum", "maximum")] {
            guard let index = pairs.firstIndex(where: { $0.key.string == exclusive }),
                  pairs[index].value.scalar != nil else { continue }
            let value = pairs[index].value
            switch (is31, value.resolved) {
            case (true, .bool(let flag)):
                let bound = pairs.first { $0.key.string == inclusive }?.value
                found(.exclusiveBoundForm, "'\(exclusive): \(flag)' is the 3.0 form; read "
                        + "as \(flag && bound != nil ? "'\(exclusive): \(bound!.string ?? "")'" : "no bound")",
                      at: value.mark)
                pairs.remove(at: index)
                if flag, let bound, let at = pairs.firstIndex(where: { $0.key.string == inclusive }) {
                    pairs[at] = Pair(key: Self.scalar(exclusive, pairs[at].key.mark), value: bound)
                }
                changed = true
            case (false, .int), (false, .double):
                found(.exclusiveBoundForm, "'\(exclusive): \(value.string ?? "")' is the 3.1 form; read as "
                                           + "'\(inclusive): \(value.string ?? "")' and '\(exclusive): true'",
                      at: value.mark)
                pairs.removeAll { $0.key.string == inclusive }
                let at = pairs.firstIndex { $0.key.string == exclusive }!
                pairs[at].value = Node(.scalar(Scalar("true")), mark: value.mark)
                pairs.append(Pair(key: Self.scalar(inclusive, value.mark), value: value))
                changed = true
            default:
                continue
            }
        }
        return changed
    }

    /// Bounds of an integer schema that aren't integers (`0.5`, `9223372036854776000`): the nearest integer inside.
    private mutating func fixIntegerBounds(_ pairs: inout [Pair]) -> Bool {
        var changed = false
        for index in pairs.indices {
            guard let key = pairs[index].key.string,
                  ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"].contains(key),
                  pairs[index].value.scalar != nil, case .double(let number) = pairs[index].value.resolved,
                  number.isFinite else { continue }
            let lower = key.hasSuffix("inimum")
            let rounded = lower ? number.rounded(.up) : number.rounded(.down)
            let clamped = rounded >= 9.2233720368547758e18 ? Int.max
                : rounded <= -9.2233720368547758e18 ? Int.min : Int(rounded)
            let written = pairs[index].value.string ?? ""
            found(.integerBound, "\(quoted("\(key): \(written)")) on an integer read as '\(key): \(clamped)'",
                  at: pairs[index].value.mark)
            pairs[index].value = Node(.scalar(Scalar(String(clamped))), mark: pairs[index].value.mark)
            changed = true
        }
        return changed
    }

    /// A path parameter is always required.
    mutating func fixParameter(_ node: Node) -> Node? {
        guard var pairs = node.mapping,
              pairs.contains(where: { $0.key.string == "in" && $0.value.string == "path" }) else { return nil }
        let required = pairs.first { $0.key.string == "required" }?.value
        if let required, required.resolved == .bool(true) { return nil }
        let name = pairs.first { $0.key.string == "name" }?.value.string ?? ""
        found(.optionalPathParameter, "path parameter \(quoted(name)) is not marked required; read as required",
              at: required?.mark ?? node.mark)
        pairs.removeAll { $0.key.string == "required" }
        pairs.append(Pair(key: Self.scalar("required", node.mark),
                          value: Node(.scalar(Scalar("true")), mark: node.mark)))
        return Node(.mapping(pairs), mark: node.mark, tag: node.tag)
    }

    /// Of keys the decoder reads as one, the first is kept (the decoder would keep whichever it read last): media
    /// types (a parameter it can't read is dropped, so `application/json;simple` is `application/json`) and status
    /// codes (`2xx` is `2XX`, `0200` is `200`). Each key kept is spelled as the decoder gives it back (`spelled`:
    /// `application/json;charset=utf-8` is `application/json; charset=utf-8`), so that the later stages, which name
    /// places by the decoder's keys, find it in the tree; the spelling says nothing more, so it goes without a warning.
    mutating func keepFirstOfKeysReadAsOne<Key: Equatable>(_ node: Node, _ what: String, read: (String) -> Key?,
                                                            spelled: (Key) -> String) -> Node? {
        guard let pairs = node.mapping else { return nil }
        var kept: [(written: String, key: Key?)] = []
        var keptPairs: [Pair] = []
        var changed = false
        for pair in pairs {
            let written = pair.key.string ?? ""
            let key = read(written)
            if let key, let first = kept.first(where: { $0.key == key }) {
                found(.keysReadAsOne,
                      "\(what) \(quoted(written)) reads as \(quoted(first.written)), written before it; left out",
                      at: pair.key.mark)
                changed = true
                continue
            }
            kept.append((written, key))
            var pair = pair
            if let key, spelled(key) != written, let scalar = pair.key.scalar {
                pair.key = Node(.scalar(Scalar(spelled(key),
                                               style: scalar.style == .plain ? .doubleQuoted : scalar.style)),
                                mark: pair.key.mark, tag: pair.key.tag)
                changed = true
            }
            keptPairs.append(pair)
        }
        return changed ? Node(.mapping(keptPairs), mark: node.mark, tag: node.tag) : nil
    }

    /// A response that refers to a request body gets that body's content; a response without a description an empty
    /// one.
    mutating func fixResponse(_ node: Node) -> Node? {
        guard var pairs = node.mapping else { return nil }
        if let reference = pairs.first(where: { $0.key.string == "$ref" })?.value {
            guard let key = reference.string.flatMap({ ComponentReference.key($0, kind: "requestBodies") }) else {
                return nil
            }
            guard let body = Self.child(root, ["components", "requestBodies", key])?.mapping else { return nil }
            found(.responseReferencesRequestBody,
                  "response refers to the request body \(quoted(key)); read as a response with its content",
                  at: reference.mark)
            var response = body.filter { $0.key.string == "content" }
            let description = body.first { $0.key.string == "description" }?.value
                ?? Node(.scalar(Scalar("", style: .doubleQuoted)), mark: reference.mark)
            response.insert(Pair(key: Self.scalar("description", reference.mark), value: description), at: 0)
            return Node(.mapping(response), mark: node.mark, tag: node.tag)
        }
        guard !pairs.contains(where: { $0.key.string == "description" }) else { return nil }
        found(.responseWithoutDescription, "response without a description; read with an empty one", at: node.mark)
        pairs.insert(Pair(key: Self.scalar("description", node.mark),
                          value: Node(.scalar(Scalar("", style: .doubleQuoted)), mark: node.mark)), at: 0)
        return Node(.mapping(pairs), mark: node.mark, tag: node.tag)
    }

    /// `content: { $ref: "#/components/mediaTypes/Balance" }` where that is a map of media types: the map.
    mutating func referredContent(_ node: Node) -> Node? {
        guard let pairs = node.mapping, pairs.count == 1, pairs[0].key.string == "$ref",
              let reference = pairs[0].value.string,
              reference.hasPrefix("#/"), let target = Self.child(root, ComponentReference.path(reference)),
              let media = target.mapping, !media.isEmpty,
              media.allSatisfy({ $0.key.string?.contains("/") ?? false }) else { return nil }
        found(.contentReference, "content written as a $ref to \(quoted(reference)); read as the content it refers to",
              at: pairs[0].value.mark)
        return target
    }

    /// `true` or `false` as a schema: `{}` (any value) or `{ not: {} }` (no value).
    mutating func fixBooleanSchema(_ node: Node) -> Node? {
        guard node.scalar?.style == .plain, node.tag == nil, case .bool(let any) = node.resolved else { return nil }
        found(.booleanSchema, "'\(any)' as a schema read as \(any ? "'{}' (any value)" : "'{ not: {} }' (no value)")",
              at: node.mark)
        let nothing = Pair(key: Self.scalar("not", node.mark), value: Node(.mapping([]), mark: node.mark))
        return Node(.mapping(any ? [] : [nothing]), mark: node.mark)
    }

    /// `{ oauth2: null }` in a security requirement: no scopes; a scheme the document doesn't declare: left out.
    mutating func fixSecurityRequirement(_ node: Node) -> Node? {
        guard let written = node.mapping else { return nil }
        var pairs: [Pair] = []
        for pair in written {
            guard let name = pair.key.string, !declaredSchemes.contains(name) else { pairs.append(pair); continue }
            found(.undeclaredSecurityScheme,
                  "security requirement names \(quoted(name)), which components.securitySchemes doesn't declare; "
                + "left out (no credentials are sent for it)", at: pair.key.mark)
        }
        var changed = pairs.count != written.count
        for index in pairs.indices where pairs[index].value.isNull {
            found(.nullSecurityScopes,
                  "security requirement \(quoted(pairs[index].key.string ?? "")) has null scopes; read as none",
                  at: pairs[index].value.mark)
            pairs[index].value = Node(.sequence([]), mark: pairs[index].value.mark)
            changed = true
        }
        return changed ? Node(.mapping(pairs), mark: node.mark, tag: node.tag) : nil
    }

    static func isString(_ value: ResolvedScalar) -> Bool {
        if case .string = value { return true }
        return false
    }

    static func scalar(_ text: String, _ mark: Mark) -> Node {
        Node(.scalar(Scalar(text)), mark: mark)
    }

    /// The node at `path` under `node` (mapping keys only).
    static func child(_ node: Node, _ path: [String]) -> Node? {
        var current = node
        for key in path {
            guard let next = current.mapping?.first(where: { $0.key.string == key })?.value else { return nil }
            current = next
        }
        return current
    }
}

extension Normalizer.Walker {
    /// The document with an `info` whose `title` and `version` are text, as OpenAPI requires (gen-import reads only the
    /// title, for the service's name): a missing or unreadable `info` or `title` is the file's name without its
    /// extension, a missing or unreadable `version` empty, a number or a boolean its text; nil when nothing is missing.
    mutating func completeInfo(_ root: Node, file: String) -> Node? {
        guard var pairs = root.mapping else { return nil }
        let index = pairs.firstIndex { $0.key.string == "info" }
        let info = index.map { pairs[$0].value }
        let stem = file.split(separator: "/").last.map { $0.split(separator: ".").first.map(String.init) ?? "" } ?? ""
        var fields = info?.mapping ?? []
        let mark = info?.mark ?? root.mark
        var changed = false
        if info?.mapping == nil {
            let what = info.map { "'info' is \($0.kindDescription), where a mapping goes" } ?? "no 'info'"
            found(.incompleteInfo, "\(what); read with the title \(quoted(stem)), the file's name", at: mark)
            changed = true
        }
        for (key, fallback) in [("title", stem), ("version", "")] {
            let written = fields.first { $0.key.string == key }?.value
            let text: String
            switch (written?.scalar, written?.resolved) {
            case (.some, .string?) where written?.isNull == false:
                continue
            case (let scalar?, _) where written?.isNull == false:
                text = scalar.value
                found(.incompleteInfo, "'\(key)' is \(written!.kindDescription) (\(quoted(text))), where text goes; "
                      + "read as text", at: written!.mark)
            default:
                text = fallback
                if info?.mapping != nil {
                    found(.incompleteInfo, "'info' without a readable \(key); read with "
                          + (key == "title" ? "the title \(quoted(text)), the file's name" : "an empty version"),
                          at: written?.mark ?? mark)
                }
            }
            fields.removeAll { $0.key.string == key }
            fields.append(Pair(key: Self.scalar(key, mark),
                               value: Node(.scalar(Scalar(text, style: .doubleQuoted)), mark: written?.mark ?? mark)))
            changed = true
        }
        guard changed else { return nil }
        let written = Node(.mapping(fields), mark: mark, tag: info?.mapping == nil ? nil : info?.tag)
        if let index { pairs[index].value = written } else {
            pairs.insert(Pair(key: Self.scalar("info", root.mark), value: written), at: 0)
        }
        return Node(.mapping(pairs), mark: root.mark, tag: root.tag)
    }
}
