import CLibYAML

/// Turns libyaml's error state into a located `YAMLError`, keeping its description of the problem and adding hints for
/// the mistakes spec authors make most: tabs for indentation and unquoted optional collection types.
enum LibYAMLError {
    static func describe(_ parser: yaml_parser_t, source: SourceText) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) }
        if parser.error == YAML_READER_ERROR {
            // Reader errors carry a byte offset, not a line.
            let character = parser.problem_value >= 0 ? Int(parser.problem_value) : nil
            return YAMLError(.unreadable(problem: problem, character: character),
                             at: source.mark(forByteOffset: parser.problem_offset))
        }
        let mark = source.clamped(Mark(line: Int(parser.problem_mark.line) + 1,
                                       column: Int(parser.problem_mark.column) + 1))
        var note: YAMLError.Note?
        if let context = parser.context.map({ String(cString: $0) }) {
            let contextMark = source.clamped(Mark(line: Int(parser.context_mark.line) + 1,
                                                  column: Int(parser.context_mark.column) + 1))
            if contextMark != mark {
                note = YAMLError.Note(.contextStarts(context), at: contextMark)
            }
        }
        return YAMLError(.malformed(problem: problem, hint: hint(at: mark, source: source)), at: mark, note: note)
    }

    /// A hint for the character at the error's mark.
    static func hint(at mark: Mark, source: SourceText) -> YAMLError.Hint? {
        if let path = bracedPath(in: source.line(mark.line)) {
            return .quotePath(path)
        }
        guard let character = source.character(at: mark) else { return nil }
        if character == "\t" {
            return .tabIndentation
        }
        if character == "?" {
            let line = Array(source.line(mark.line).unicodeScalars)
            let index = mark.column - 1
            guard index < line.count, index > 0, let open = matchingOpen(in: line, closingAt: index - 1) else {
                return nil
            }
            var type = ""
            type.unicodeScalars.append(contentsOf: line[open...index])
            return .quoteOptionalCollection(type)
        }
        return nil
    }

    /// A `/path/{placeholder}` written unquoted in a flow mapping, where YAML reads `{` as a mapping.
    private static func bracedPath(in line: String) -> String? {
        guard let flow = line.firstIndex(of: "{"),
              let slash = line[line.index(after: flow)...].firstIndex(of: "/") else { return nil }
        var path = line[slash...].prefix { $0 != "," && $0 != " " }
        guard path.contains("/{") else { return nil }
        while path.hasSuffix("}"), path.filter({ $0 == "}" }).count > path.filter({ $0 == "{" }).count {
            path = path.dropLast()
        }
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
