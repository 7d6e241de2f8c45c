import Translate
import XCTest

/// `default:` values, in the memberwise initializer and in `init(from:)`.
final class DefaultSnippetTests: XCTestCase {
    func testScalarListAndEnumDefaults() {
        let files = generated(#"""
            models:
              Sort:
                enum: { newest: date_desc, default: default }
              D:
                properties:
                  s: { type: String, default: "say \"hi\"\n\\\ttab" }
                  i: { type: Int, default: 42 }
                  n: { type: Int64, default: -7 }
                  d: { type: Double, default: 1.5 }
                  w: { type: Double, default: 2 }
                  f: { type: Float, default: 0.25 }
                  b: { type: Bool, default: true }
                  e: { type: Sort, default: date_desc }
                  k: { type: Sort, default: default }
                  l: { type: "[String]", default: [a, b] }
                  empty: { type: "[Int]", default: [] }
                  u: { type: URL, default: "https://example.com/a?b=1" }
                  id: { type: UUID, default: 6BA7B810-9DAD-11D1-80B4-00C04FD430C8 }
            """#)
        assertContains(files["D.swift"], #"""
                public init(
                    s: String = "say \"hi\"\n\\\ttab",
                    i: Int = 42,
                    n: Int64 = -7,
                    d: Double = 1.5,
                    w: Double = 2,
                    f: Float = 0.25,
                    b: Bool = true,
                    e: Sort = .newest,
                    k: Sort = .`default`,
                    l: [String] = ["a", "b"],
                    empty: [Int] = [],
                    u: URL = URL(string: "https://example.com/a?b=1")!,
                    id: UUID = UUID(uuidString: "6BA7B810-9DAD-11D1-80B4-00C04FD430C8")!
                ) {
            """#)
        assertContains(files["D.swift"], #"""
                    self.s = try container.decodeIfPresent(String.self, forKey: "s") ?? "say \"hi\"\n\\\ttab"
                    self.i = try container.decodeIfPresent(Int.self, forKey: "i") ?? 42
                    self.n = try container.decodeIfPresent(Int64.self, forKey: "n") ?? -7
                    self.d = try container.decodeIfPresent(Double.self, forKey: "d") ?? 1.5
                    self.w = try container.decodeIfPresent(Double.self, forKey: "w") ?? 2
                    self.f = try container.decodeIfPresent(Float.self, forKey: "f") ?? 0.25
                    self.b = try container.decodeIfPresent(Bool.self, forKey: "b") ?? true
                    self.e = try container.decodeIfPresent(Sort.self, forKey: "e") ?? .newest
                    self.k = try container.decodeIfPresent(Sort.self, forKey: "k") ?? .`default`
                    self.l = try container.decodeIfPresent([String].self, forKey: "l") ?? ["a", "b"]
                    self.empty = try container.decodeIfPresent([Int].self, forKey: "empty") ?? []
                    self.u = try container.decodeURLIfPresent(forKey: "u") ?? URL(string: \#
            "https://example.com/a?b=1")!
                    self.id = try container.decodeIfPresent(
                        UUID.self, forKey: "id") ?? UUID(uuidString: "6BA7B810-9DAD-11D1-80B4-00C04FD430C8")!
            """#)
    }

    func testJSONDefaults() {
        let files = generated(#"""
            models:
              D:
                properties:
                  j: { type: JSON, default: { a: [1, 2.5, true, null, x], "b\"": {} } }
                  n: { type: JSON, default: null }
                  l: { type: JSON, default: [] }
            """#)
        assertContains(files["D.swift"], #"""
                public init(
                    j: JSONValue = .object(["a": .array([.int(1), .double(2.5), .bool(true), .null, \#
            .string("x")]), "b\"": .object([:])]),
                    n: JSONValue = .null,
                    l: JSONValue = .array([])
                ) {
            """#)
        assertContains(files["D.swift"], #"""
                    self.n = try container.decodeIfPresent(JSONValue.self, forKey: "n") ?? .null
            """#)
    }

    func testDateDefaultsUnderEachStrategy() {
        let cases: [(dates: String, value: String, literal: String)] = [
            ("iso8601", "\"2017-09-15T21:43:08Z\"", "Date(timeIntervalSince1970: 1505511788.0)"),
            ("seconds", "1505511788", "Date(timeIntervalSince1970: 1505511788.0)"),
            ("milliseconds", "1505511788500", "Date(timeIntervalSince1970: 1505511788.5)"),
            ("\"yyyy-MM-dd\"", "\"2017-09-15\"", "Date(timeIntervalSince1970: 1505433600.0)"),
        ]
        for (dates, value, literal) in cases {
            let files = generated("""
                dates: \(dates)
                models:
                  D:
                    properties:
                      at: { type: Date, default: \(value) }
                """)
            assertContains(files["D.swift"], "    public init(at: Date = \(literal)) {\n")
            assertContains(files["D.swift"],
                           "        self.at = try container.decodeIfPresent(Date.self, forKey: \"at\") ?? \(literal)\n")
        }
    }

    func testOptionalWithoutDefaultIsNil() {
        let files = generated(#"""
            models:
              D:
                properties:
                  note: String?
                  plays: { type: Int, default: 0 }
            """#)
        assertContains(files["D.swift"], "    public init(note: String? = nil, plays: Int = 0) {\n")
    }

    func testNullDefaultOnOptional() {
        // Regression: `default: null` is written as `?? nil` in init(from:), noise that does nothing.
        let files = generated(#"""
            models:
              D:
                properties:
                  note: { type: String?, default: null }
            """#)
        assertContains(files["D.swift"], "    public init(note: String? = nil) {\n")
        assertContains(files["D.swift"],
                       "        self.note = try container.decodeIfPresent(String.self, forKey: \"note\")\n")
    }

    func testOptionalWithValueDefault() {
        let files = generated(#"""
            models:
              D:
                properties:
                  note: { type: String?, default: hi }
            """#)
        assertContains(files["D.swift"], "    public init(note: String? = \"hi\") {\n")
        assertContains(files["D.swift"],
                       "        self.note = try container.decodeIfPresent(String.self, forKey: \"note\") ?? \"hi\"\n")
    }

    func testOptionalEnumDefaultNamedNoneIsQualified() {
        // Regression: `= .none` on `Mode?` is Optional.none (nil), not Mode.none, and a warning (an error under
        // warnings-as-errors).
        let files = generated(#"""
            service: S
            models:
              Mode:
                enum: [none, some, all]
              D:
                properties:
                  mode: { type: Mode?, default: none }
                  other: { type: Mode?, default: some }
            endpoints:
              list:
                path: /l
                query:
                  mode: { type: Mode?, default: none }
            """#)
        assertContains(files["D.swift"], "    public init(mode: Mode? = .some(.none), other: Mode? = .some(.some)) {\n")
        assertContains(files["D.swift"], "        self.mode = try container.decodeIfPresent(Mode.self, "
                                         + "forKey: \"mode\") ?? .some(.none)\n")
        assertContains(files["ListRequest.swift"], "    public init(mode: Mode? = .some(.none)) {\n")
    }

    func testQueryAndHeaderParameterDefaults() {
        let files = generated(#"""
            service: S
            dates: seconds
            models:
              Sort: { enum: { newest: date_desc, oldest: date_asc } }
            endpoints:
              search:
                path: /s
                query:
                  sort: { type: Sort, default: date_desc }
                  page: { type: Int, default: 1 }
                  tags: { type: "[String]", default: [a] }
                  since: { type: Date, default: 1505511788 }
                headers:
                  X-Trace: { type: Bool, default: false }
            """#)
        assertContains(files["SearchRequest.swift"], #"""
                public init(
                    sort: Sort = .newest,
                    page: Int = 1,
                    tags: [String] = ["a"],
                    since: Date = Date(timeIntervalSince1970: 1505511788.0),
                    xTrace: Bool = false
                ) {
            """#)
    }
}
