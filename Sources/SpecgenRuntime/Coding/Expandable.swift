/// A field that holds either an object's ID or the whole object ("expandable" fields: the server sends the ID
/// unless asked to expand it). The spec writes it `Expandable<Customer>`.
///
/// ```swift
/// switch charge.customer {
/// case .id(let id): print("customer", id)
/// case .object(let customer): print(customer.email)
/// }
/// let id = charge.customer.id   // either way
/// ```
public enum Expandable<Object: Identifiable & Sendable>: Sendable where Object.ID == String {
    /// Only the ID was sent.
    case id(String)
    /// The whole object was sent. Boxed (`indirect`), so that a model may hold an `Expandable` of itself.
    indirect case object(Object)

    /// The object's ID, whichever was sent.
    public var id: String {
        switch self {
        case .id(let id): id
        case .object(let object): object.id
        }
    }

    /// The object, when it was sent whole.
    public var object: Object? {
        if case .object(let object) = self { return object }
        return nil
    }
}

extension Expandable: Decodable where Object: Decodable {
    /// Decodes a JSON string as ``id(_:)`` and anything else as ``object(_:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let id = try? container.decode(String.self) {
            self = .id(id)
        } else {
            self = .object(try container.decode(Object.self))
        }
    }
}

extension Expandable: Encodable where Object: Encodable {
    /// Encodes what was sent: the ID as a string, or the object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .id(let id): try container.encode(id)
        case .object(let object): try container.encode(object)
        }
    }
}

extension Expandable: Equatable where Object: Equatable {}

extension Expandable: Hashable where Object: Hashable {}
