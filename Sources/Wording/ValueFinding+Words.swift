import SpecModel

extension ValueFinding {
    /// The finding in words.
    var words: String {
        switch self {
        case .notLiteralType(let keyword, let holder, let type):
            "'\(keyword.rawValue)' is supported for strings, numbers, booleans, enums, dates, URLs, UUIDs, JSON and "
                + "lists of them, not for \(holder.words) of type '\(type)'"
        case .doesNotFit(let keyword, let holder, let problem):
            "\(keyword.rawValue) of \(holder.words): \(problem.words)"
        case .nullConst(let holder):
            "const of \(holder.words) can't be null: a const value is always sent"
        }
    }
}

extension ValueFinding.Holder {
    /// "property 'name'", "query parameter 'q'".
    var words: String {
        switch self {
        case .property(_, let property): "property '\(property)'"
        case .pathParameter(_, let parameter): "path parameter '\(parameter)'"
        case .queryParameter(_, let parameter): "query parameter '\(parameter)'"
        case .header(_, let header): "header '\(header)'"
        }
    }
}
