import SpecModel

extension ValueProblem {
    /// The problem in words, as it follows "default of property 'x': " or "example of endpoint 'y': ".
    var words: String {
        switch self {
        case .expected(let expectation, let type, let found):
            "expected \(expectation.words) for \(quoted(type)), found \(found.words)"
        case .notEnumValue(let value, let enumeration, let hint):
            "\(quoted(value)) is not a value of enum '\(enumeration)'" + (hint.map { $0.words(value) } ?? "")
        case .missingKey(let key, let property, let model):
            "missing key \(quoted(key)) (property \(quoted(property)) of \(quoted(model)))"
        case .noUnionMember(let union, let failures):
            "matches no member of union \(quoted(union)) (" + Self.memberProblems(failures) + ")"
        }
    }
}

extension ValueProblem {
    /// The most characters the members' problems take before the rest are only counted.
    static let memberProblemsLength = 160

    /// Each member's problem, while they fit in ``memberProblemsLength`` characters (the first always), then how many
    /// more members there are: a union's members nest, and each says as much.
    static func memberProblems(_ failures: [MemberFailure]) -> String {
        var said: [String] = []
        var length = 0
        for failure in failures {
            let words = "\(failure.member): \(failure.problem.words)"
            guard said.isEmpty || length + words.count <= memberProblemsLength else { break }
            said.append(words)
            length += words.count + 2
        }
        let rest = failures.count - said.count
        return said.joined(separator: "; ") + (rest > 0 ? "; nor \(counted(rest, "other member"))" : "")
    }
}

extension ValueProblem.Expectation {
    var words: String {
        switch self {
        case .list: "a list"
        case .mapping: "a mapping"
        case .value: "a value"
        case .quotedString: "a string (quote it)"
        case .string: "a string"
        case .date(.iso8601): "an ISO 8601 date like \"2017-09-15T21:43:08Z\""
        case .date(.rfc3339): "an RFC 3339 date-time like \"2017-09-15T21:43:08Z\""
        case .date(.seconds): "a number of seconds since 1970"
        case .date(.milliseconds): "a number of milliseconds since 1970"
        case .date(.format(let format)): "a date like \"\(format)\""
        case .integer: "an integer"
        case .fitting(let kind, let type): "\(ValueProblem.Found(kind, written: nil).words) that fits in \(type)"
        case .number: "a number"
        case .bool: "true or false"
        case .valueOf(let type): "a \(type)"
        case .noWrittenValue: "no written value (a File is made in code)"
        }
    }
}

extension ValueProblem.Found {
    /// "a string 'x'", "a mapping", "null".
    var words: String {
        let what = switch kind {
        case .null: "null"
        case .boolean: "a boolean"
        case .integer: "an integer"
        case .number: "a number"
        case .string: "a string"
        case .list: "a list"
        case .mapping: "a mapping"
        }
        guard let written, kind != .null else { return what }
        return "\(what) \(quoted(written))"
    }
}

extension ValueProblem.EnumHint {
    func words(_ value: String) -> String {
        switch self {
        case .caseName(let rawValue): " (values are raw values: case '\(value)' is '\(rawValue)')"
        case .didYouMean(let suggestion): didYouMeanWords(suggestion)
        }
    }
}
