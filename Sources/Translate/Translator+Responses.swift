import Names
import SpecModel

extension Translator {
    /// What a request's several success responses and typed error bodies add to it.
    struct ResponseParts {
        /// The nested `Response` enum's cases, with their doc lines.
        var responseCases: [String] = []
        /// The body of `decode(_:decoder:)` for several success responses.
        var decodeLines: [String] = []
        /// The body of `decodeErrorBody(_:decoder:)`.
        var errorLines: [String] = []
        /// The `<Endpoint>ErrorBody` enum's cases, with their doc lines, when its errors have several types.
        var errorCases: [String] = []
        /// `indirect ` when the cases of the `Response` enum, or of the error body enum, hold more than a few fields.
        var responseIndirect = ""
        var errorBodyIndirect = ""
    }

    func responseParts(_ id: EndpointID, imports: inout Imports) -> ResponseParts {
        let endpoint = api[id]
        var parts = ResponseParts()
        // `decode(_:decoder:)` and `decodeErrorBody(_:decoder:)` name `Data` and `JSONDecoder`.
        if endpoint.responses != nil || endpoint.errors.contains(where: { $0.type != nil }) {
            imports.mentionFoundation()
        }
        if let responses = endpoint.responses {
            var statuses: [String] = []
            for entry in responses {
                let name = SwiftIdentifier.escaped(StatusCaseName.name(for: entry.key))
                statuses.append(entry.key.description)
                if let type = entry.type {
                    imports.mention(type)
                    parts.responseCases += ["/// \(entry.key): `\(type.spelled(api.models))`.",
                                            "case \(name)(\(typeName(type)))"]
                    parts.decodeLines.append("case \(entry.key): return .\(name)(\(decoded(type)))")
                } else {
                    parts.responseCases += ["/// \(entry.key), without a body.", "case \(name)"]
                    parts.decodeLines.append("case \(entry.key): return .\(name)")
                }
            }
            parts.responseIndirect = outOfLine.indirectKeyword(cases: responses.compactMap(\.type))
            // Statuses are digits: the message is a literal with one interpolation.
            let message = "\"status \\(response.statusCode) is not one the endpoint declares "
                          + "(\(statuses.joined(separator: ", ")))\""
            parts.decodeLines.append(
                "default: throw Swift.DecodingError.dataCorrupted(Swift.DecodingError.Context(codingPath: [], "
                    + "debugDescription: \(message)))")
        }
        let types = endpoint.errorTypes
        guard !types.isEmpty else { return parts }
        let enumName = names[id].errorBodyType
        for entry in endpoint.errors {
            let label: String
            switch entry.key {
            case .status(let code): label = "case \(code)"
            case .range(let digit): label = "case \(digit * 100)..<\(digit * 100 + 100)"
            case .other: label = "default"
            }
            guard let type = entry.type else {
                parts.errorLines.append("\(label): return nil")
                continue
            }
            imports.mention(type)
            var value = "try? decoder.decode(\(typeName(type)).self, from: response.value)"
            var continuation = ""
            if type.builtin == .data { value = "response.value" }
            if let enumName {
                let name = SwiftIdentifier.escaped(StatusCaseName.name(for: entry.key))
                parts.errorCases += [Self.errorCaseDoc(entry.key), "case \(name)(\(typeName(type)))"]
                if type.builtin == .data {
                    value = "\(enumName).\(name)(response.value)"
                } else {
                    (value, continuation) = ("(\(value))", ".map(\(enumName).\(name))")
                }
            }
            parts.errorLines += Self.switchCase(label + ":", "return " + value, continuation: continuation, indent: 8)
        }
        if !endpoint.errors.contains(where: { $0.key == .other }) { parts.errorLines.append("default: return nil") }
        if enumName != nil { parts.errorBodyIndirect = outOfLine.indirectKeyword(cases: types) }
        return parts
    }

    /// Decoding one body: the raw bytes for `Data`, JSON otherwise.
    private func decoded(_ type: SpecType) -> String {
        type.builtin == .data ? "response.value" : "try decoder.decode(\(typeName(type)).self, from: response.value)"
    }

    private static func errorCaseDoc(_ key: StatusKey) -> String {
        switch key {
        case .status(let code): return "/// Status \(code)."
        case .range(let digit): return "/// Any other \(digit)XX status."
        case .other: return "/// Any other status."
        }
    }
}
