/// Any JSON value: the spec's `JSON` type.
///
/// A number decodes as ``int(_:)`` when `JSONDecoder` reads it as an `Int` (e.g. `42`), otherwise as
/// ``double(_:)`` (e.g. `1.5`, `1e300`). `.int(1)` and `.double(1)` are different values.
/// Literals build values directly: `let v: JSONValue = ["name": "owl", "tags": ["a", 1, true, nil]]`.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integral number that fits in `Int`.
    case int(Int)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])

    /// The member named `key` of an object; `nil` for other values or a missing key.
    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The element at `index` of an array; `nil` for other values or an index out of range.
    public subscript(index: Int) -> JSONValue? {
        if case .array(let array) = self, array.indices.contains(index) { return array[index] }
        return nil
    }
}

extension JSONValue: Codable {
    /// Decodes whatever JSON value is there.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a JSON value.")
        }
    }

    /// Encodes the value as the JSON it stands for.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// `nil` → ``null``.
    public init(nilLiteral: ()) { self = .null }
    /// `true` → ``bool(_:)``.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `1` → ``int(_:)``.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// `1.5` → ``double(_:)``.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// `"owl"` → ``string(_:)``.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `[1, "a"]` → ``array(_:)``.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// `["a": 1]` → ``object(_:)``; a repeated key keeps the last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
