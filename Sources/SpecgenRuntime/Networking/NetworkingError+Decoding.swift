import Foundation

extension NetworkingError {
    /// Maps an error thrown while decoding a 2xx body into `model` to ``Reason/decoding(codingPath:description:)``:
    /// the coding path as `items[1].name`, and a description that says where, what was expected and what the body
    /// holds there — `PullRequest.head.repo: expected an object, found null` — so that the document's mistake (a
    /// value it doesn't call nullable, a key it calls required) is plain.
    /// - Parameters:
    ///   - model: The type the body was decoded as, by its Swift name (`PullRequest`, `[Issue]`).
    ///   - body: The body, read again (independently of the decoder) for what it holds at the coding path.
    static func reason(forDecodingError error: any Error, model: String, body: Data) -> Reason {
        guard let error = error as? DecodingError else {
            return .decoding(codingPath: "", description: "\(model): \(error)")
        }
        let context: DecodingError.Context
        let explanation: String
        let json = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
        switch error {
        case .typeMismatch(let type, let ctx), .valueNotFound(let type, let ctx):
            context = ctx
            let found = json.flatMap { value(at: ctx.codingPath, in: $0) }.map(describe) ?? "something else"
            explanation = "expected \(describe(type)), found \(found)"
        case .keyNotFound(let key, let ctx):
            context = DecodingError.Context(codingPath: ctx.codingPath + [key], debugDescription: ctx.debugDescription)
            explanation = "expected a value, found no key '\(key.stringValue)'"
        case .dataCorrupted(let ctx):
            context = ctx
            // JSONDecoder's verdict on text that isn't JSON (a generated decoder's own verdicts say something else).
            if json == nil, ctx.codingPath.isEmpty, ctx.debugDescription.contains("JSON") {
                explanation = "the body is not JSON (\(ctx.debugDescription))"
            } else {
                explanation = ctx.debugDescription
            }
        @unknown default:
            return .decoding(codingPath: "", description: "\(model): \(error)")
        }
        let path = codingPathString(context.codingPath)
        let place = path.isEmpty ? model : path.hasPrefix("[") ? model + path : model + "." + path
        return .decoding(codingPath: path, description: place + ": " + explanation)
    }

    /// A type's name as Swift code writes it: `[Issue]` for `Array<Issue>`, `[String: Int]`, `Date?`.
    static func typeName(_ type: Any.Type) -> String {
        var text = Substring(String(describing: type))
        return sugared(&text)
    }

    /// One type name read from the front of `text`, its generic arguments sugared where Swift has sugar.
    private static func sugared(_ text: inout Substring) -> String {
        var name = ""
        while let character = text.first, !"<>, ".contains(character) {
            name.append(character)
            text.removeFirst()
        }
        guard text.first == "<" else { return name }
        text.removeFirst()
        var arguments: [String] = []
        while !text.isEmpty {
            arguments.append(sugared(&text))
            while text.first == "," || text.first == " " { text.removeFirst() }
            if text.first == ">" {
                text.removeFirst()
                break
            }
        }
        switch (name, arguments.count) {
        case ("Array", 1): return "[\(arguments[0])]"
        case ("Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
        case ("Optional", 1): return arguments[0] + "?"
        default: return name + "<" + arguments.joined(separator: ", ") + ">"
        }
    }

    /// The value at `path` in a body read by JSONSerialization; nil where the path leads nowhere. A key is matched as
    /// written, else by its letters and digits alone (a decoder that converts snake_case reports the Swift name).
    static func value(at path: [any CodingKey], in root: Any) -> Any? {
        var current: Any = root
        for key in path {
            if let index = key.intValue, let list = current as? [Any] {
                guard list.indices.contains(index) else { return nil }
                current = list[index]
            } else if let object = current as? [String: Any] {
                func letters(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
                guard let found = object[key.stringValue]
                    ?? object.first(where: { letters($0.key) == letters(key.stringValue) })?.value else { return nil }
                current = found
            } else {
                return nil
            }
        }
        return current
    }

    /// What a JSON value is, in words: `null`, `a string ("abc")`, `a number (4.5)`, `true`, `a list of 3`, `an
    /// object`.
    static func describe(_ value: Any) -> String {
        switch value {
        case is NSNull: return "null"
        case let text as String:
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "a string (\"\(shown)\")"
        case let number as NSNumber:
            // JSONSerialization reads true and false as the boolean subclass of NSNumber, on Linux as on Apple
            // platforms.
            if String(describing: type(of: number)).contains("Boolean") { return number.boolValue ? "true" : "false" }
            return "a number (\(number))"
        case let list as [Any]: return "a list of \(list.count)"
        case is [String: Any]: return "an object"
        default: return "\(type(of: value))"
        }
    }

    /// What a decoder expected, in the words of JSON: `an object`, `a list`, `a string`, `an integer`…
    static func describe(_ type: Any.Type) -> String {
        let name = typeName(type)
        if name.hasPrefix("KeyedDecodingContainer") || name.hasPrefix("[String:") { return "an object" }
        if name.hasPrefix("UnkeyedDecodingContainer") || name.hasPrefix("[") { return "a list" }
        switch name {
        case "String", "Substring", "Character": return "a string"
        case "Bool": return "true or false"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return "an integer"
        case "Double", "Float", "Float16", "Decimal", "CGFloat": return "a number"
        default: return "a value of \(name)"
        }
    }
}
