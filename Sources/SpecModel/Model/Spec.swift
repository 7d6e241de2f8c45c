import YAML

/// One spec file: one service, its models and its endpoints, in the order written.
public struct Spec: Hashable, Sendable {
    /// The file as the user named it (used in diagnostics).
    public var file: String
    /// How generated files name it: `Specs/XenoCanto.yaml`.
    public var source: String
    /// `version:` when given, as written: `1` or `1.1` (the only versions accepted).
    public var version: String?
    /// The service name (a Swift identifier); nil only in a file without endpoints.
    public var service: Located<String>?
    /// The service's doc comment text.
    public var doc: Located<String>?
    /// The default base URL, absolute http(s).
    public var baseURL: Located<String>?
    /// How JSON keys are derived from property names.
    public var keys: KeyStyle = .asIs
    /// How dates are coded.
    public var dates: DateStrategy = .iso8601
    /// Fixed headers sent with every request of this service.
    public var headers: [FixedHeader] = []
    /// `errors:` — typed error bodies for every endpoint of the service.
    public var errors: [StatusBody] = []
    /// `auth:` — the ways the service takes credentials, by name (*1.1*).
    public var auth: [AuthDefinition] = []
    /// `security:` — the credentials the file's endpoints take unless they say: alternatives, each a list of scheme
    /// names applied together; `[]` for none (*1.1*).
    public var security: [[Located<String>]]?
    public var models: [Model] = []
    public var endpoints: [Endpoint] = []

    public init(file: String) {
        self.file = file
        self.source = file
    }
}

/// `keys:` — the JSON key convention for properties without `key:`.
public enum KeyStyle: String, Hashable, Sendable, CaseIterable {
    case asIs = "as-is"
    case snakeCase = "snake_case"
}

/// `dates:` — how `Date` values are coded in JSON.
public enum DateStrategy: Hashable, Sendable {
    /// ISO 8601 as servers send it: RFC 3339, and date-times without an offset (UTC), with a space for the `T`, or a
    /// day alone.
    case iso8601
    /// RFC 3339 date-times only (*1.2*).
    case rfc3339
    /// Seconds since 1970.
    case seconds
    /// Milliseconds since 1970.
    case milliseconds
    /// A fixed `DateFormatter` format such as `yyyy-MM-dd`.
    case format(String)
}

/// A header with a fixed value (`headers:` at the top of a spec).
public struct FixedHeader: Hashable, Sendable {
    public var name: Located<String>
    public var value: String

    public init(name: Located<String>, value: String) {
        self.name = name
        self.value = value
    }
}

/// `deprecated:` — true, or a message.
public struct Deprecation: Hashable, Sendable {
    public var message: String?

    public init(message: String?) {
        self.message = message
    }
}

/// An `auth:` entry: a scheme's name and how it is sent.
public struct AuthDefinition: Hashable, Sendable {
    public var name: Located<String>
    public var kind: AuthKind

    public init(name: Located<String>, kind: AuthKind) {
        self.name = name
        self.kind = kind
    }
}

/// How a credential is sent.
public enum AuthKind: Hashable, Sendable {
    /// An API key in this header.
    case header(String)
    /// An API key in this query parameter.
    case query(String)
    /// `Authorization: Bearer <token>`.
    case bearer
    /// `Authorization: Basic <base64(user:password)>`.
    case basic
}
