import CLibYAML

/// Turns libyaml's error state into a located `YAMLError`, keeping its text and adding hints for the
/// mistakes spec authors make most: tabs for indentation and unquoted optional collection types.
enum LibYAMLError {
    static func describe(_ parser: yaml_parser_t, source: SourceText) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        if parser.error == YAML_READER_ERROR {
            // Reader errors carry a byte offset, not a line.
            var message = problem
            if parser.problem_value >= 0 {
                message += " (character U+\(String(parser.problem_value, radix: 16, uppercase: true)))"
            }
            return YAMLError(message, at: source.mark(forByteOffset: parser.problem_offset))
        }
        let mark = source.clamped(Mark(line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1))
        var message = problem
        if let hint = hint(at: mark, source: source) {
            message += "; " + hint
        }
        var note: (String, Mark)?
        if let context = parser.context.map({ String(cString: $0) }) {
            let contextMark = source.clamped(Mark(line: Int(parser.context_mark.line) + 1, column: Int(parser.context_mark.column) + 1))
            if contextMark != mark {
                note = ("\(context) that starts here", contextMark)
            }
        }
        return YAMLError(message, at: mark, note: note)
    }

    /// A hint for the character at the error's mark.
    static func hint(at mark: Mark, source: SourceText) -> String? {
        if let path = bracedPath(in: source.line(mark.line)) {
            return "inside { }, quote a path with placeholders: \"\(path)\""
        }
        guard let character = source.character(at: mark) else { return nil }
        if character == "\t" {
            return "YAML indents with spaces, not tabs"
        }
        if character == "?" {
            let line = Array(source.line(mark.line).unicodeScalars)
            let index = mark.column - 1
            guard index < line.count, index > 0, let open = matchingOpen(in: line, closingAt: index - 1) else { return nil }
            var type = ""
            type.unicodeScalars.append(contentsOf: line[open...index])
            return "an optional collection type must be quoted: \"\(type)\""
        }
        return nil
    }

    /// A `/path/{placeholder}` written unquoted in a flow mapping, where YAML reads `{` as a mapping.
    private static func bracedPath(in line: String) -> String? {
        guard let flow = line.firstIndex(of: "{"), let slash = line[line.index(after: flow)...].firstIndex(of: "/") else { return nil }
        var path = line[slash...].prefix { $0 != "," && $0 != " " }
        guard path.contains("/{") else { return nil }
        while path.hasSuffix("}"), path.filter({ $0 == "}" }).count > path.filter({ $0 == "{" }).count { path = path.dropLast() }
        return String(path)
    }

    /// Where the bracket that closes at `close` opens, if `close` is `]` or `}`.
    private static func matchingOpen(in line: [Unicode.Scalar], closingAt close: Int) -> Int? {
        guard line[close] == "]" || line[close] == "}" else { return nil }
        var depth = 0
        for index in stride(from: close, through: 0, by: -1) {
            switch line[index] {
            case "]", "}": depth += 1
            case "[", "{":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }
}
