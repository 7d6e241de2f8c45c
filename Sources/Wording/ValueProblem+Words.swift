import SpecModel

extension ValueProblem {
    /// The problem in words, as it follows "default of property 'x': " or "example of endpoint 'y': ".
    var words: String {
        switch self {
        case .expected(let expectation, let type, let found):
            "expected \(expectation.words) for '\(type)', found \(found.words)"
        case .notEnumValue(let value, let enumeration, let hint):
            "'\(value)' is not a value of enum '\(enumeration)'" + (hint.map { $0.words(value) } ?? "")
        case .missingKey(let key, let property, let model):
            "missing key '\(key)' (property '\(property)' of '\(model)')"
        case .noUnionMember(let union, let failures):
            "matches no member of union '\(union)' ("
                + failures.map { "\($0.member): \($0.problem.words)" }.joined(separator: "; ") + ")"
        }
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
        guard let written else { return what }
        return "\(what) '\(written)'"
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
