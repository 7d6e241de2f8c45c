import YAML

extension SpecParser {
    static let endpointKeys = ["doc", "method", "path", "params", "query", "headers", "body", "response", "responses",
                               "errors", "example", "paging", "deprecated", "security", "stream"]
    static let paramKeys = ["type", "name", "doc", "default", "dates"]
    /// Keys only some kinds of parameter take.
    static let paramKeysByKind: [ShapeFinding.Parameter: [String]] = [
        .path: ["multiSegment"], .query: ["const", "style"], .header: ["const"],
    ]

    mutating func endpoints(_ node: Node) -> [Endpoint] {
        let pairs = diagnostics.pairs(node, .endpoints)
        return pairs.compactMap { pair in endpoint(key: pair.key, value: pair.value) }
    }

    mutating func endpoint(key: Node, value: Node) -> Endpoint? {
        guard let name = diagnostics.text(key, .endpointName) else { return nil }
        guard let reader = MappingReader(value, place: .endpoint(name), allowed: Self.endpointKeys,
                                         diagnostics: &diagnostics) else { return nil }
        guard let pathNode = reader["path"] else {
            if !reader.isMisspelt("path") {
                diagnostics.error(.shape(.missingKey("path", in: .endpoint(name))), at: key.mark)
            }
            return nil
        }
        let placeholders = pathPlaceholders(pathNode)
        var endpoint = Endpoint(name: Located(name, at: key.mark),
                                path: Located(pathNode.string ?? "", at: pathNode.mark))
        if let doc = reader["doc"] { endpoint.doc = diagnostics.text(doc, .key("doc")) }
        endpoint.deprecated = diagnostics.deprecation(reader["deprecated"])
        if let node = reader["method"], let text = diagnostics.text(node, .key("method")) {
            if let method = HTTPMethodName(rawValue: text) {
                endpoint.method = method
            } else {
                let names = HTTPMethodName.allCases.map(\.rawValue)
                let upper = text.uppercased()
                let near = names.contains(upper) ? upper : didYouMean(text, among: names)
                diagnostics.error(.parse(.unknownChoice(.httpMethod, text, suggestion: near)), at: node.mark)
            }
        }
        let declared = reader["params"].map { params($0, kind: .path) } ?? []
        endpoint.pathParams = pathParams(placeholders: placeholders, declared: declared, path: endpoint.path.value)
        endpoint.pathParts = Self.pathParts(endpoint.path.value, placeholders: placeholders.map(\.value))
        if let node = reader["query"] { endpoint.query = params(node, kind: .query) }
        if let node = reader["headers"] { endpoint.headers = params(node, kind: .header) }
        if let node = reader["body"] { body(node, into: &endpoint) }
        if let node = reader["response"] { endpoint.response = diagnostics.type(node) }
        if let node = reader["responses"] {
            if let response = reader.keyNode("response") {
                diagnostics.error(.shape(.responseAndResponses(endpoint: name)), at: response.mark)
            }
            endpoint.responses = statusBodies(node, errors: false)
            endpoint.responsesMark = node.mark
        }
        if let node = reader["stream"] {
            endpoint.stream = stream(node, endpoint: name)
            for key in ["response", "responses"] {
                if let response = reader.keyNode(key) {
                    diagnostics.error(.shape(.responseAndStream(endpoint: name, response: key)), at: response.mark)
                }
            }
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
        guard let path = diagnostics.text(node, .key("path")) else { return [] }
        let shift = node.scalar?.style == .plain ? 0 : (path.utf8.contains(UInt8(ascii: "\n")) ? nil : 1)
        func mark(_ offset: Int) -> Mark { shift.map { node.mark.advanced(by: $0 + offset) } ?? node.mark }
        guard path.hasPrefix("/") else {
            diagnostics.error(.parse(.path(path, .notAbsolute)), at: node.mark)
            return []
        }
        let characters = Array(path.unicodeScalars)
        if let question = characters.firstIndex(of: "?") {
            diagnostics.error(.parse(.path(path, .queryString)), at: mark(question))
            return []
        }
        if let hash = characters.firstIndex(of: "#") {
            diagnostics.error(.parse(.path(path, .fragment)), at: mark(hash))
            return []
        }
        var placeholders: [Located<String>] = []
        var seen: [String: Mark] = [:]
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "}" {
                diagnostics.error(.parse(.path(path, .unopenedBrace)), at: mark(index))
                return []
            }
            guard character == "{" else { index += 1; continue }
            guard let close = characters[(index + 1)...].firstIndex(where: { $0 == "}" || $0 == "{" || $0 == "/" }),
                  characters[close] == "}" else {
                diagnostics.error(.parse(.path(path, .unclosedBrace)), at: mark(index))
                return []
            }
            var name = ""
            name.unicodeScalars.append(contentsOf: characters[(index + 1)..<close])
            if name.isEmpty {
                diagnostics.error(.parse(.path(path, .emptyPlaceholder)), at: mark(index))
                return []
            }
            if let first = seen[name] {
                diagnostics.error(.parse(.path(path, .repeatedPlaceholder(name))), at: mark(index),
                                  note: (.parse(.firstPlaceholder(name)), first))
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
            let near = didYouMean(param.name.value, among: names)
            diagnostics.error(.parse(.pathParameterNotInPath(param.name.value, path: path, suggestion: near)),
                              at: param.name.mark)
        }
        return placeholders.map { placeholder in
            if let param = declared.first(where: { $0.name.value == placeholder.value }) { return param }
            var param = Param(name: placeholder, type: .named("String", at: placeholder.mark))
            param.isDeclared = false
            return param
        }
    }

    private mutating func params(_ node: Node, kind: ShapeFinding.Parameter) -> [Param] {
        let pairs = diagnostics.pairs(node, .parameters(kind))
        return pairs.compactMap { param(key: $0.key, value: $0.value, kind: kind) }
    }

    private mutating func param(key: Node, value: Node, kind: ShapeFinding.Parameter) -> Param? {
        guard let name = diagnostics.text(key, .parameterName(kind)) else { return nil }
        let place = ShapeFinding.Place.parameter(kind, name)
        var param: Param
        if value.mapping != nil {
            let allowed = Self.paramKeys + (Self.paramKeysByKind[kind] ?? [])
            guard let reader = MappingReader(value, place: place, allowed: allowed, diagnostics: &diagnostics) else {
                return nil
            }
            let constValue = reader["const"].map(Literal.init)
            var type: TypeRef?
            if let typeNode = reader["type"] {
                guard let parsed = diagnostics.type(typeNode) else { return nil }
                type = parsed
            } else if let constValue, let inferred = inferredType(constValue) {
                type = .named(inferred, at: constValue.mark)
            } else {
                if !reader.isMisspelt("type") {
                    diagnostics.error(.shape(.missingKey("type", in: place)), at: key.mark)
                }
                return nil
            }
            param = Param(name: Located(name, at: key.mark), type: type!)
            param.swiftName = swiftName(reader["name"])
            if let doc = reader["doc"] { param.doc = diagnostics.text(doc, .key("doc")) }
            param.defaultValue = reader["default"].map(Literal.init)
            param.constValue = constValue
            if let node = reader["style"], let text = diagnostics.text(node, .key("style")) {
                if let style = QueryStyle(rawValue: text) {
                    param.style = Located(style, at: node.mark)
                } else {
                    let names = QueryStyle.allCases.map(\.rawValue)
                    let near = didYouMean(text, among: names)
                    diagnostics.error(.parse(.unknownChoice(.queryStyle, text, suggestion: near)), at: node.mark)
                }
            }
            if let node = reader["multiSegment"] {
                if node.scalar != nil, case .bool(let flag) = node.resolved {
                    param.multiSegment = Located(flag, at: node.mark)
                } else {
                    diagnostics.error(.shape(.notABoolean(key: "multiSegment", found: node.form)), at: node.mark)
                }
            }
            if let node = reader["dates"], let dates = dates(node) { param.dates = Located(dates, at: node.mark) }
            if let constKey = reader.keyNode("const"), reader.has("default") {
                diagnostics.error(.shape(.constAndDefault(place)), at: constKey.mark)
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
            guard let path = diagnostics.text(pairs[0].value, .key("file")) else { return nil }
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
