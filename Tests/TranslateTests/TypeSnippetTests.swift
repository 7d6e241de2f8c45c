import Translate
import XCTest

/// Spec types → Swift types, optionality.
final class TypeSnippetTests: XCTestCase {
    func testEveryBuiltinType() {
        let files = generated(#"""
            models:
              All:
                properties:
                  s: String
                  i: Int
                  i32: Int32
                  i64: Int64
                  d: Double
                  f: Float
                  b: Bool
                  date: Date
                  url: URL
                  uuid: UUID
                  data: Data
                  json: JSON
            """#)
        assertContains(files["All.swift"], #"""
                public var s: String
                public var i: Int
                public var i32: Int32
                public var i64: Int64
                public var d: Double
                public var f: Float
                public var b: Bool
                public var date: Date
                public var url: URL
                public var uuid: UUID
                public var data: Data
                public var json: JSONValue

                public init(
                    s: String,
                    i: Int,
                    i32: Int32,
                    i64: Int64,
                    d: Double,
                    f: Float,
                    b: Bool,
                    date: Date,
                    url: URL,
                    uuid: UUID,
                    data: Data,
                    json: JSONValue
                ) {
            """#)
    }

    func testCollectionsAndOptionals() {
        let files = generated(#"""
            models:
              Tag:
                properties:
                  name: String
              Bag:
                properties:
                  tags: "[Tag]"
                  bare: [Tag]
                  counts: "[String: Int]"
                  flags: [String: Bool]
                  nested: "[String: [Tag]]?"
                  maybeList: "[String]?"
                  listOfMaybes: "[String?]"
                  maybeJSON: JSON?
                  jsonMap: "[String: JSON]"
                  note: String?
            """#)
        assertContains(files["Bag.swift"], #"""
                public var tags: [Tag]
                public var bare: [Tag]
                public var counts: [String: Int]
                public var flags: [String: Bool]
                public var nested: [String: [Tag]]?
                public var maybeList: [String]?
                public var listOfMaybes: [String?]
                public var maybeJSON: JSONValue?
                public var jsonMap: [String: JSONValue]
                public var note: String?

                public init(
                    tags: [Tag],
                    bare: [Tag],
                    counts: [String: Int],
                    flags: [String: Bool],
                    nested: [String: [Tag]]? = nil,
                    maybeList: [String]? = nil,
                    listOfMaybes: [String?],
                    maybeJSON: JSONValue? = nil,
                    jsonMap: [String: JSONValue],
                    note: String? = nil
                ) {
            """#)
    }

    func testSpacesInsideBracketsAreFine() {
        let files = generated(#"""
            models:
              Bag:
                properties:
                  a: "[ String :  [ Int ] ]"
            """#)
        assertContains(files["Bag.swift"], "    public var a: [String: [Int]]\n")
    }

    func testOptionalsDecodeIfPresentInCustomDecoding() {
        let files = generated(#"""
            models:
              Bag:
                properties:
                  id: String
                  note: String?
                  tags: "[String]?"
                  json: JSON?
                  plays: { type: Int, default: 0 }
            """#)
        assertContains(files["Bag.swift"], #"""
                public init(id: String, note: String? = nil, tags: [String]? = nil, json: JSONValue? = nil, \#
            plays: Int = 0) {
            """#)
        assertContains(files["Bag.swift"], #"""
                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: AnyCodingKey.self)
                    self.id = try container.decode(String.self, forKey: "id")
                    self.note = try container.decodeIfPresent(String.self, forKey: "note")
                    self.tags = try container.decodeIfPresent([String].self, forKey: "tags")
                    self.json = try container.decodeIfPresent(JSONValue.self, forKey: "json")
                    self.plays = try container.decodeIfPresent(Int.self, forKey: "plays") ?? 0
                }
            """#)
    }

    func testCodingIsWrittenOutWithoutDefaultsToo() {
        let files = generated(#"""
            models:
              Bag:
                properties:
                  note: String?
            """#)
        assertContains(files["Bag.swift"], #"""
                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: AnyCodingKey.self)
                    self.note = try container.decodeIfPresent(String.self, forKey: "note")
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: AnyCodingKey.self)
                    try container.encodeIfPresent(self.note, forKey: "note")
                }
            """#)
    }

    func testRequestResponseTypes() {
        let files = generated(#"""
            service: S
            models:
              Tag: { properties: { name: String } }
            endpoints:
              none: { path: /a, method: POST }
              raw: { path: /b, response: Data }
              map: { path: /c, response: "[String: JSON]" }
              list: { path: /d, response: "[Tag]" }
              one: { path: /e, response: Tag }
            """#)
        assertContains(files["NoneRequest.swift"], "    public typealias Response = Void\n")
        assertContains(files["RawRequest.swift"], "    public typealias Response = Data\n")
        assertContains(files["MapRequest.swift"], "    public typealias Response = [String: JSONValue]\n")
        assertContains(files["ListRequest.swift"], "    public typealias Response = [Tag]\n")
        assertContains(files["OneRequest.swift"], "    public typealias Response = Tag\n")
    }
}
