import YAML

/// Which responses a status entry of `responses:` or `errors:` stands for.
public enum StatusKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// One status: `404`.
    case status(Int)
    /// A class of statuses, by its first digit: `4XX` is `.range(4)`.
    case range(Int)
    /// `default`: every status the others don't name.
    case other

    /// `404`, `4XX`, `default`.
    public var description: String {
        switch self {
        case .status(let code): return String(code)
        case .range(let digit): return "\(digit)XX"
        case .other: return "default"
        }
    }

    /// Whether a response with `code` is one this key stands for (a `default` takes any).
    public func matches(_ code: Int) -> Bool {
        switch self {
        case .status(let status): return status == code
        case .range(let digit): return code / 100 == digit
        case .other: return true
        }
    }
}

/// One entry of `responses:` or `errors:`: a status (or class, or `default`) and the type of its body.
public struct StatusBody: Hashable, Sendable {
    public var key: Located<StatusKey>
    /// The body's type; nil when the status has no body (`204: ~`), or, in an endpoint's `errors:`, when the
    /// entry takes back the service's typed body for that status.
    public var type: TypeRef?

    public init(key: Located<StatusKey>, type: TypeRef?) {
        self.key = key
        self.type = type
    }
}

/// A checked `responses:` or `errors:` entry.
public struct CheckedStatusBody: Hashable, Sendable {
    public var key: StatusKey
    /// nil: no body.
    public var type: SpecType?

    public init(key: StatusKey, type: SpecType?) {
        self.key = key
        self.type = type
    }
}
