/// What is wrong with a written value (a default, a const, or a part of an example) checked against its type; types
/// are spelled as resolved (`[String: Int]?`).
public enum ValueProblem: Hashable, Sendable {
    /// A value of another kind than the type's (`type`) values.
    case expected(Expectation, type: String, found: Found)
    /// A value the enum doesn't list.
    case notEnumValue(String, enumeration: String, hint: EnumHint?)
    /// A required key left out of an object.
    case missingKey(String, property: String, model: String)
    /// A value of an untagged union that fits none of its members: what each member found, in the order tried.
    case noUnionMember(union: String, failures: [MemberFailure])

    /// What the type wants.
    public enum Expectation: Hashable, Sendable {
        /// A list.
        case list
        /// A mapping.
        case mapping
        /// Any written value (not a list or mapping).
        case value
        /// A string, quoted (what was written reads as something else).
        case quotedString
        /// A string.
        case string
        /// A date written by the strategy.
        case date(DateStrategy)
        /// An integer.
        case integer
        /// A value of the kind that fits in the type named (an integer that fits in `Int32`).
        case fitting(Kind, in: String)
        /// A number.
        case number
        /// `true` or `false`.
        case bool
        /// A value of the type named, as a literal of it is written (a URL, a UUID).
        case valueOf(String)
        /// Nothing written (a `File` is made in code).
        case noWrittenValue
    }

    /// What was found instead: its kind, and the scalar's text as written (nil for lists and mappings).
    public struct Found: Hashable, Sendable {
        /// What it is.
        public var kind: Kind
        /// A scalar's text as written (`1.50`, `True`); nil for lists and mappings.
        public var written: String?

        public init(_ kind: Kind, written: String?) {
            self.kind = kind
            self.written = written
        }
    }

    /// The kind of a written value.
    public enum Kind: Hashable, Sendable {
        /// `null` (or `~`, or nothing).
        case null
        /// `true` or `false`.
        case boolean
        /// A whole number.
        case integer
        /// A number with a fraction or an exponent.
        case number
        /// Text.
        case string
        /// A list.
        case list
        /// A mapping.
        case mapping
    }

    /// What may have been meant by a value an enum doesn't list.
    public enum EnumHint: Hashable, Sendable {
        /// The value is a case's Swift name: this is its raw value.
        case caseName(rawValue: String)
        /// The nearest value the enum lists.
        case didYouMean(String)
    }

    /// What a member of a union found in a value (the first problem).
    public struct MemberFailure: Hashable, Sendable {
        /// The member's type, spelled.
        public var member: String
        /// The first problem it found.
        public var problem: ValueProblem

        public init(member: String, problem: ValueProblem) {
            self.member = member
            self.problem = problem
        }
    }
}
