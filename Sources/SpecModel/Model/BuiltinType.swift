import Foundation

/// The spec's built-in type names. What each one is — its Swift type, how JSON holds it, where it can be sent, how
/// OpenAPI describes it — is said once, in ``traits``: every stage reads it from there, so a new built-in type is a
/// case here and its traits.
public enum BuiltinType: String, CaseIterable, Sendable {
    case string = "String", int = "Int", int32 = "Int32", int64 = "Int64", double = "Double", float = "Float"
    case bool = "Bool", date = "Date", url = "URL", uuid = "UUID", data = "Data", json = "JSON"
    /// *1.1*: a file for a multipart body (`FilePart` in Swift). A model named `File` takes the name instead.
    case file = "File"

    /// What the type is, for every stage.
    public var traits: Traits {
        switch self {
        case .string:
            Traits(swiftName: "String", json: .string, literal: .text(quoted: true), openAPI: .init("string"),
                   placeholder: .string("string"))
        case .int:
            Traits(swiftName: "Int", json: .number, isInteger: true, literal: .integer(bits: nil),
                   openAPI: .init("integer"), placeholder: .int(0))
        case .int32:
            Traits(swiftName: "Int32", json: .number, isInteger: true, literal: .integer(bits: 32),
                   openAPI: .init("integer", ["int32"]), placeholder: .int(0))
        case .int64:
            Traits(swiftName: "Int64", json: .number, isInteger: true, literal: .integer(bits: nil),
                   openAPI: .init("integer", ["int64"]), placeholder: .int(0))
        case .double: Traits(swiftName: "Double", json: .number, literal: .number, openAPI: .init("number"),
                             placeholder: .double(0))
        case .float:
            Traits(swiftName: "Float", json: .number, literal: .number, openAPI: .init("number", ["float"]),
                   placeholder: .double(0))
        case .bool:
            Traits(swiftName: "Bool", json: .bool, literal: .bool, openAPI: .init("boolean"), placeholder: .bool(false))
        case .date:
            Traits(swiftName: "Date", module: .foundation, json: .string, literal: .date,
                   openAPI: .init("string", ["date-time"]), placeholder: .string("2024-01-01T00:00:00Z"))
        case .url:
            Traits(swiftName: "URL", module: .foundation, json: .string,
                   literal: .parsed(label: "string", sentAsWritten: true) {
                       $0.string.flatMap { URL(string: $0) != nil ? $0 : nil }
                   },
                   openAPI: .init("string", ["uri", "url"]), placeholder: .string("https://example.com"))
        case .uuid:
            Traits(swiftName: "UUID", module: .foundation, json: .string,
                   literal: .parsed(label: "uuidString", sentAsWritten: false) {
                       $0.string.flatMap { UUID(uuidString: $0) != nil ? $0 : nil }
                   },
                   openAPI: .init("string", ["uuid"]), placeholder: .string("00000000-0000-0000-0000-000000000000"))
        case .data:
            Traits(swiftName: "Data", module: .foundation, json: .string, isSimpleValue: false,
                   literal: .text(quoted: false), openAPI: .init("string", ["binary", "byte"]))
        case .json:
            Traits(swiftName: "JSONValue", module: .runtime, json: .any, isSimpleValue: false, literal: .json,
                   placeholder: .null)
        case .file:
            Traits(swiftName: "FilePart", module: .runtime, json: .object, isSimpleValue: false, literal: .none,
                   since: "1.1")
        }
    }

    /// Integer types (usable for offset, limit and page numbers).
    public var isInteger: Bool { traits.isInteger }

    /// Types that can be written in a URL path, query string or header.
    public var isSimpleValue: Bool { traits.isSimpleValue }

    /// The type OpenAPI means by a schema of JSON type `type` (`integer`) and `format` (`int64`): the one whose
    /// traits name that format, else the one that type means without a format; nil for a type no built-in type is.
    public static func openAPI(type: String, format: String?) -> BuiltinType? {
        let candidates = allCases.filter { $0.traits.openAPI?.type == type }
        if let format,
           let formatted = candidates.first(where: { $0.traits.openAPI?.formats.contains(format) == true }) {
            return formatted
        }
        return candidates.first { $0.traits.openAPI?.formats.isEmpty == true }
    }
}

extension BuiltinType {
    /// What a built-in type is, for every stage.
    public struct Traits: Sendable {
        /// The Swift type generated code writes: `String`, `JSONValue`, `FilePart`.
        public var swiftName: String
        /// The module generated code imports to name it; nil for the standard library's types.
        public var module: Module?
        /// The JSON value it is coded as.
        public var json: JSONKind
        /// Whether it is an integer (usable for offsets, limits, page numbers and counts).
        public var isInteger = false
        /// Whether a value of it can be written in a URL path, a query string or a header.
        public var isSimpleValue = true
        /// How a value of it is written in a spec (a default, a const, an example) and made in Swift.
        public var literal: LiteralForm
        /// How an OpenAPI schema says it; nil when none does (it is made by gen-import's other rules, or not at all).
        public var openAPI: OpenAPIForm?
        /// The value an example composed from a schema gives a required property of the type; nil: none can be written.
        public var placeholder: Literal.Kind?
        /// The spec version that added it (`1.1`): a model of its name, which a file of an earlier version may have,
        /// takes the name over. Nil for the types of version 1.
        public var since: String?

        init(swiftName: String, module: Module? = nil, json: JSONKind, isInteger: Bool = false,
             isSimpleValue: Bool = true, literal: LiteralForm, openAPI: OpenAPIForm? = nil,
             placeholder: Literal.Kind? = nil, since: String? = nil) {
            self.swiftName = swiftName
            self.module = module
            self.json = json
            self.isInteger = isInteger
            self.isSimpleValue = isSimpleValue
            self.literal = literal
            self.openAPI = openAPI
            self.placeholder = placeholder
            self.since = since
        }
    }

    /// How a value of a built-in type is written in a spec and made in Swift.
    public enum LiteralForm: Sendable {
        /// Text: quoted where it would read as something else (a `String`), or any text (a `Data`'s bytes).
        case text(quoted: Bool)
        /// An integer, of at most `bits` bits when given.
        case integer(bits: Int?)
        /// A number.
        case number
        /// `true` or `false`.
        case bool
        /// A date, as the service's `dates:` codes dates.
        case date
        /// Text the type is made from by its `init(<label>:)` (`URL(string:)`): `read` gives the text a written value
        /// stands for, or nil when it is none the type reads; `sentAsWritten`: a parameter of the type is sent as that
        /// text (a URL is; a UUID is sent as the type writes it).
        case parsed(label: String, sentAsWritten: Bool, read: @Sendable (Literal) -> String?)
        /// Any JSON value.
        case json
        /// No written value: one is made in code.
        case none
    }

    /// A module that declares a built-in type's Swift type.
    public enum Module: String, Sendable {
        case foundation = "Foundation"
        case runtime = "SpecgenRuntime"
    }

    /// How an OpenAPI schema says a built-in type: its JSON `type` and the `format`s that mean it (none: the type
    /// without a format, or with one no other built-in type claims).
    public struct OpenAPIForm: Sendable {
        public var type: String
        public var formats: [String]

        init(_ type: String, _ formats: [String] = []) {
            self.type = type
            self.formats = formats
        }
    }
}

/// Kinds of JSON value, in the order an untagged union tries its members.
public enum JSONKind: Int, Comparable, Sendable {
    case string, number, bool, array, object, any

    public static func < (lhs: JSONKind, rhs: JSONKind) -> Bool { lhs.rawValue < rhs.rawValue }
}
