import Foundation
@_spi(Generated) import SpecgenRuntime

/// A checkout session as a form-based payments API takes it: nested objects, lists of values and of objects,
/// and members declared out of alphabetical order.
struct CheckoutForm: Encodable, Sendable {
    struct Metadata: Encodable, Sendable {
        var plan: String
        var seats: Int
    }

    struct LineItem: Encodable, Sendable {
        var price: String
        var quantity: Int
    }

    enum Mode: String, Encodable, Sendable {
        case subscription
    }

    var successURL: URL
    var mode: Mode
    var metadata: Metadata
    var expand: [String]
    var lineItems: [LineItem]
    var trial: Bool
    var amount: Double
    var customer: UUID
    var expires: Date
    var coupon: String?
    var description: Nullable<String> = .absent
    var note: Nullable<String> = .absent

    enum CodingKeys: String, CodingKey {
        case successURL = "success_url", mode, metadata, expand, lineItems = "line_items", trial, amount, customer,
             expires, coupon
        case description, note
    }

    /// As generated code writes it: optionals with `encodeIfPresent`, nullable ones with `encodeNullable`.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(successURL, forKey: .successURL)
        try container.encode(mode, forKey: .mode)
        try container.encode(metadata, forKey: .metadata)
        try container.encode(expand, forKey: .expand)
        try container.encode(lineItems, forKey: .lineItems)
        try container.encode(trial, forKey: .trial)
        try container.encode(amount, forKey: .amount)
        try container.encode(customer, forKey: .customer)
        try container.encode(expires, forKey: .expires)
        try container.encodeIfPresent(coupon, forKey: .coupon)
        try container.encodeNullable(description, forKey: .description)
        try container.encodeNullable(note, forKey: .note)
    }
}

/// One encodable property of any type, for checking how single values are written.
struct Field<Value: Encodable & Sendable>: Encodable, Sendable {
    var value: Value
}

/// A property with its own date coding, as generated code writes one.
struct DayForm: Encodable, Sendable {
    var day: Date
    var at: Date

    enum CodingKeys: String, CodingKey { case day, at }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeDate(day, forKey: .day, coding: .format("yyyy-MM-dd"))
        try container.encode(at, forKey: .at)
    }
}

/// Every kind of single value a form writes directly.
struct ScalarsForm: Encodable, Sendable {
    var half = 0.5
    var whole = 3.0
    var tiny = 0.00001
    var huge = 1e16
    var negative = -1234.125
    var float: Float = 0.1
    var decimal = Decimal(string: "12.30")!
    var int8: Int8 = -8
    var uint64 = UInt64.max
    var no = false
    var bytes = Data([0xFB, 0xFF, 0x00])
    var absent: Int?
    var explicitNull: Int??
    var list: [Int?] = [1, nil]
}

/// An open object as generated code writes it: declared members first, then the others.
struct OpenForm: Encodable, Sendable {
    var name: String
    var additionalProperties: [String: String]

    enum CodingKeys: String, CodingKey { case name }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try encoder.encodeAdditionalProperties(additionalProperties)
    }
}
