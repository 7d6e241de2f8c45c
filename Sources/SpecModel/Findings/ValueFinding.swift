/// A `default:` or `const:` value checked against its type.
public enum ValueFinding: Hashable, Sendable {
    /// A default or const of a type whose values can't be written (`type` spelled as resolved).
    case notLiteralType(Keyword, of: Holder, type: String)
    /// A default or const that doesn't fit its type.
    case doesNotFit(Keyword, of: Holder, ValueProblem)
    /// A const of null.
    case nullConst(of: Holder)

    /// Which value it is, by its key.
    public enum Keyword: String, Hashable, Sendable {
        /// `default:`.
        case `default`
        /// `const:`.
        case const
    }

    /// What the value is given for.
    public enum Holder: Hashable, Sendable {
        /// A model's property.
        case property(model: String, property: String)
        /// An endpoint's path parameter.
        case pathParameter(endpoint: String, parameter: String)
        /// An endpoint's query parameter.
        case queryParameter(endpoint: String, parameter: String)
        /// An endpoint's header.
        case header(endpoint: String, header: String)

        /// The model or endpoint it belongs to.
        public var subject: FindingSubject {
            switch self {
            case .property(let model, _): .model(model)
            case .pathParameter(let endpoint, _), .queryParameter(let endpoint, _), .header(let endpoint, _):
                .endpoint(endpoint)
            }
        }
    }
}

extension ValueFinding {
    /// What it is about: the model or endpoint the value is given in.
    public var subject: FindingSubject? {
        switch self {
        case .notLiteralType(_, let holder, _), .doesNotFit(_, let holder, _), .nullConst(let holder): holder.subject
        }
    }
}
