import Foundation

/// The `Encoder` behind form and multipart bodies: flattens an `Encodable` value into named fields with the
/// bracket convention, in the order the value encodes its members.
///
/// - a nested object: `metadata[plan]=pro`; a list of single values: `expand[]=customer&expand[]=invoice`; a
///   list holding objects or lists, indexed: `items[0][price]=p1&items[1][price]=p2`;
/// - a dictionary like an object, its entries sorted by key (a dictionary has no order of its own);
/// - `Bool` as `true`/`false`; integers and `Decimal` as their `description`; `Double` and `Float` in plain
///   decimal notation, whole numbers without `.0` (`2.5`, `3`, `0.00001`), as JSON writes them; enums as their
///   raw value; `Date` with the request's ``DateCoding``; `URL` as its absolute string; `UUID` as its
///   `uuidString`; `Data` and ``FilePart`` as fields of their own (see ``FormField``);
/// - an explicit `nil` (``Nullable/null``, `encodeNil`) as an empty value; a `nil` left out by
///   `encodeIfPresent` as nothing.
///
/// The top-level value must be keyed (a model or a `[String: T]`); anything else throws `EncodingError`.
final class FormEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private let node: FormNode
    private let dateCoding: DateCoding

    private init(node: FormNode, codingPath: [any CodingKey], dateCoding: DateCoding) {
        self.node = node
        self.codingPath = codingPath
        self.dateCoding = dateCoding
    }

    /// The named fields of `value`, in order.
    static func fields(of value: some Encodable, dateCoding: DateCoding) throws -> [(name: String, value: FormField)] {
        let root = FormNode()
        try FormEncoder(node: root, codingPath: [], dateCoding: dateCoding).write(value)
        guard case .keyed = root.kind else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: [],
                debugDescription: "a form or multipart body must be an object (a model or a [String: T] dictionary), "
                                  + "not \(type(of: value))"))
        }
        return root.fields()
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeKeyed()
        return KeyedEncodingContainer(FormKeyedContainer(node: node, encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeUnkeyed()
        return FormUnkeyedContainer(node: node, encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        FormSingleValueContainer(node: node, encoder: self)
    }

    /// An encoder for a member of this encoder's value, written into `node`.
    func nested(_ node: FormNode, at key: any CodingKey) -> FormEncoder {
        FormEncoder(node: node, codingPath: codingPath + [key], dateCoding: dateCoding)
    }

    /// Writes `value` into this encoder's node: as one field when it is one of the types written directly, else by
    /// letting it encode itself.
    func write<T: Encodable>(_ value: T) throws {
        if let field = try field(for: value) {
            node.set(.field(field))
            return
        }
        try value.encode(to: self)
        if value is any FormUnorderedKeys { node.sortByKey() }
    }

    /// The field for a value written directly, or nil for a value that encodes itself.
    private func field<T: Encodable>(for value: T) throws -> FormField? {
        switch value {
        case let text as String: return .text(text)
        case let flag as Bool: return .text(flag ? "true" : "false")
        case let number as Double: return .text(try plain(number, finite: number.isFinite))
        case let number as Float: return .text(try plain(number, finite: number.isFinite))
        case let number as any BinaryInteger: return .text("\(number)")
        case let number as Decimal: return .text(number.description)
        case let date as Date: return .text(dateCoding.string(from: date))
        case let url as URL: return .text(url.absoluteString)
        case let uuid as UUID: return .text(uuid.uuidString)
        case let data as Data: return .data(data)
        case let file as FilePart: return .file(file)
        default: return nil
        }
    }

    /// A floating-point number in plain decimal notation: the shortest digits that read back as the same value
    /// (its `description`), without exponent, and without `.0` when whole.
    private func plain(_ number: some CustomStringConvertible, finite: Bool) throws -> String {
        guard finite else {
            throw EncodingError.invalidValue(number, EncodingError.Context(
                codingPath: codingPath, debugDescription: "\(number) can't be written in a form or multipart body"))
        }
        guard let decimal = Decimal(string: number.description), !decimal.isNaN else { return number.description }
        return decimal.description
    }
}

/// Types that encode themselves as keyed containers in no fixed order: their members are sorted by key.
protocol FormUnorderedKeys {}

extension Dictionary: FormUnorderedKeys {}
