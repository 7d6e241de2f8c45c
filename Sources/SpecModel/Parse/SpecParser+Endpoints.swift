import YAML

extension SpecParser {
    static let endpointKeys = ["doc", "method", "path", "params", "query", "headers", "body", "response", "responses", "errors",
                               "example", "paging", "deprecated", "security"]
    static let paramKeys = ["type", "name", "doc", "default"]
    /// Keys only some kinds of parameter take.
    static let paramKeysByKind = ["path parameter": ["multiSegment"], "query parameter": ["const", "style"], "header": ["const"]]

    mutating func endpoints(_ node: Node) -> [Endpoint] {
        let pairs = diagnostics.pairs(node, "a mapping of endpoint names to endpoints for 'endpoints'")
        return pairs.compactMap { pair in endpoint(key: pair.key, value: pair.value) }
    }

    mutating func endpoint(key: Node, value: Node) -> Endpoint? {
        guard let name = diagnostics.text(key, "an endpoint name") else { return nil }
        let what = "endpoint '\(name)'"
        guard let reader = MappingReader(value, what: what, allowed: Self.endpointKeys, diagnostics: &diagnostics,
                                         hint: "an endpoint has at least 'path:'") else { return nil }
        guard let pathNode = reader["path"] else {
            if !reader.isMisspelt("path") { diagnostics.error("\(what) needs a 'path:'", at: key.mark) }
            return nil
        }
        let placeholders = pathPlaceholders(pathNode)
        var endpoint = Endpoint(name: Located(name, at: key.mark), path: Located(pathNode.string ?? "", at: pathNode.mark))
        if let doc = reader["doc"] { endpoint.doc = diagnostics.text(doc, "'doc'") }
        endpoint.deprecated = diagnostics.deprecation(reader["deprecated"])
        if let node = reader["method"], let text = diagnostics.text(node, "'method'") {
            if let method = HTTPMethodName(rawValue: text) {
                endpoint.method = method
            } else {
                let names = HTTPMethodName.allCases.map(\.rawValue)
                let upper = text.uppercased()
                let near = names.contains(upper) ? " (did you mean '\(upper)'?)" : suggestion(text, among: names)
                diagnostics.error("unknown HTTP method '\(text)'\(near)", at: node.mark)
            }
        }
        let declared = reader["params"].map { params($0, kind: "path parameter") } ?? []
        endpoint.pathParams = pathParams(placeholders: placeholders, declared: declared, path: endpoint.path.value)
        endpoint.pathParts = Self.pathParts(endpoint.path.value, placeholders: placeholders.map(\.value))
        if let node = reader["query"] { endpoint.query = params(node, kind: "query parameter") }
        if let node = reader["headers"] {
            endpoint.headers = params(node, kind: "header")
            for header in endpoint.headers where !Self.isHeaderName(header.name.value) {
                diagnostics.error("'\(header.name.value)' is not a valid HTTP header name", at: header.name.mark)
            }
        }
        if let node = reader["body"] { body(node, into: &endpoint) }
        if let node = reader["response"] { endpoint.response = diagnostics.type(node) }
        if let node = reader["responses"] {
            if let response = reader.keyNode("response") {
                diagnostics.error("\(what) has both 'response' and 'responses'; list every status under 'responses'", at: response.mark)
            }
            endpoint.responses = statusBodies(node, errors: false)
            endpoint.responsesMark = node.mark
        }
        if let node = reader["errors"] { endpoint.errors = statusBodies(node, errors: true) }
        if let node = reader["security"] { endpoint.security = security(node) }
        if let node = reader["example"] { endpoint.example = example(node) }
        if let node = reader["paging"] {
            // Paging with a malformed setting is dropped, so the checks against the response don't repeat it.
            let before = diagnostics.diagnostics.count
            let paging = paging(node, endpoint: name)
            endpoint.paging = diagnostics.diagnostics.count == before ? paging : nil
        }
        return endpoint
    }

    /// The placeholders of a path, each with its mark, after checking the path's form.
    private mutating func pathPlaceholders(_ node: Node) -> [Located<String>] {
        guard let path = diagnostics.text(node, "'path'") else { return [] }
        let shift = node.scalar?.style == .plain ? 0 : (path.utf8.contains(UInt8(ascii: "\n")) ? nil : 1)
        func mark(_ offset: Int) -> Mark { shift.map { node.mark.advanced(by: $0 + offset) } ?? node.mark }
        guard path.hasPrefix("/") else {
            diagnostics.error("path '\(path)' must start with '/' (it is relative to the service's baseURL)", at: node.mark)
            return []
        }
        let characters = Array(path.unicodeScalars)
        if let question = characters.firstIndex(of: "?") {
            diagnostics.error("path '\(path)' has a query string; declare query parameters under 'query:'", at: mark(question))
            return []
        }
        if let hash = characters.firstIndex(of: "#") {
            diagnostics.error("path '\(path)' has a fragment ('#'), which is never sent", at: mark(hash))
            return []
        }
        var placeholders: [Located<String>] = []
        var seen: [String: Mark] = [:]
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "}" {
                diagnostics.error("'}' without '{' in path '\(path)'", at: mark(index))
                return []
            }
            guard character == "{" else { index += 1; continue }
            guard let close = characters[(index + 1)...].firstIndex(where: { $0 == "}" || $0 == "{" || $0 == "/" }),
                  characters[close] == "}" else {
                diagnostics.error("'{' without '}' in path '\(path)'", at: mark(index))
                return []
            }
            var name = ""
            name.unicodeScalars.append(contentsOf: characters[(index + 1)..<close])
            if name.isEmpty {
                diagnostics.error("empty placeholder '{}' in path '\(path)'", at: mark(index))
                return []
            }
            if let first = seen[name] {
                diagnostics.error("placeholder '{\(name)}' appears twice in path '\(path)'", at: mark(index), note: ("the first is here", first))
            } else {
                seen[name] = mark(index)
                placeholders.append(Located(name, at: mark(index + 1)))
            }
            index = close + 1
        }
        return placeholders
    }

    /// Path parameters in placeholder order: declared ones as declared, the others `String`.
    private mutating func pathParams(placeholders: [Located<String>], declared: [Param], path: String) -> [Param] {
        let names = Set(placeholders.map(\.value))
        for param in declared where !names.contains(param.name.value) {
            diagnostics.error("path parameter '\(param.name.value)' is not used in the path '\(path)'\(suggestion(param.name.value, among: names))",
                              at: param.name.mark)
        }
        return placeholders.map { placeholder in
            if let param = declared.first(where: { $0.name.value == placeholder.value }) { return param }
            var param = Param(name: placeholder, type: .named("String", at: placeholder.mark))
            param.isDeclared = false
            return param
        }
    }

    private mutating func params(_ node: Node, kind: String) -> [Param] {
        let pairs = diagnostics.pairs(node, "a mapping of names to types for the \(kind)s")
        return pairs.compactMap { param(key: $0.key, value: $0.value, kind: kind) }
    }

    private mutating func param(key: Node, value: Node, kind: String) -> Param? {
        guard let name = diagnostics.text(key, "a \(kind) name") else { return nil }
        let what = "\(kind) '\(name)'"
        var param: Param
        if value.mapping != nil {
            let allowed = Self.paramKeys + (Self.paramKeysByKind[kind] ?? [])
            guard let reader = MappingReader(value, what: what, allowed: allowed, diagnostics: &diagnostics, hint: nil) else { return nil }
            let constValue = reader["const"].map(Literal.init)
            var type: TypeRef?
            if let typeNode = reader["type"] {
                guard let parsed = diagnostics.type(typeNode) else { return nil }
                type = parsed
            } else if let constValue, let inferred = inferredType(constValue) {
                type = .named(inferred, at: constValue.mark)
            } else {
                if !reader.isMisspelt("type") { diagnostics.error("\(what) needs a 'type:'", at: key.mark) }
                return nil
            }
            param = Param(name: Located(name, at: key.mark), type: type!)
            param.swiftName = swiftName(reader["name"])
            if let doc = reader["doc"] { param.doc = diagnostics.text(doc, "'doc'") }
            param.defaultValue = reader["default"].map(Literal.init)
            param.constValue = constValue
            if let node = reader["style"], let text = diagnostics.text(node, "'style'") {
                if let style = QueryStyle(rawValue: text) {
                    param.style = Located(style, at: node.mark)
                } else {
                    let names = QueryStyle.allCases.map(\.rawValue)
                    diagnostics.error("unknown query style '\(text)'\(suggestion(text, among: names)); use repeat, comma or brackets", at: node.mark)
                }
            }
            if let node = reader["multiSegment"] {
                if node.scalar != nil, case .bool(let flag) = node.resolved {
                    param.multiSegment = Located(flag, at: node.mark)
                } else {
                    diagnostics.error("expected true or false for 'multiSegment', found \(node.kindDescription)", at: node.mark)
                }
            }
            if let constKey = reader.keyNode("const"), reader.has("default") {
                diagnostics.error("\(what) has both 'const' and 'default'; a const value is always sent", at: constKey.mark)
            }
        } else {
            guard let type = diagnostics.type(value) else { return nil }
            param = Param(name: Located(name, at: key.mark), type: type)
        }
        return param
    }

    /// The type a const scalar implies; nil for lists and maps.
    private func inferredType(_ value: Literal) -> String? {
        switch value.kind {
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .null, .string: return "String"
        case .list, .map: return nil
        }
    }

    private mutating func example(_ node: Node) -> Example? {
        if let pairs = node.mapping, pairs.count == 1, pairs[0].key.string == "file" {
            guard let path = diagnostics.text(pairs[0].value, "'file'") else { return nil }
            return .file(Located(path, at: pairs[0].value.mark))
        }
        return .inline(Literal(node))
    }

    /// The path cut at its placeholders: `/users/{user}/recordings` → `/users/`, parameter 0, `/recordings`.
    /// `placeholders` are the names in the order they appear (each appears once).
    static func pathParts(_ path: String, placeholders: [String]) -> [PathPart] {
        var parts: [PathPart] = []
        var rest = Substring(path)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}"),
              let index = placeholders.firstIndex(of: String(rest[rest.index(after: open)..<close])) {
            if open > rest.startIndex { parts.append(.literal(String(rest[..<open]))) }
            parts.append(.parameter(index))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty || parts.isEmpty { parts.append(.literal(String(rest))) }
        return parts
    }
}
