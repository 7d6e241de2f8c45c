import SpecModel
@testable import Translate
import XCTest

/// Direct tests of the Translate helpers.
final class HelperUnitTests: XCTestCase {
    func testSwiftLiteralString() {
        XCTAssertEqual(SwiftLiteral.string("plain"), #""plain""#)
        XCTAssertEqual(SwiftLiteral.string(""), #""""#)
        XCTAssertEqual(SwiftLiteral.string(#"say "hi" \ now"#), #""say \"hi\" \\ now""#)
        XCTAssertEqual(SwiftLiteral.string("a\nb\rc\td\0e"), #""a\nb\rc\td\0e""#)
        XCTAssertEqual(SwiftLiteral.string("\u{1B}[0m\u{7F}"), #""\u{1b}[0m\u{7f}""#)
        XCTAssertEqual(SwiftLiteral.string("é 🐦 \\(x)"), #""é 🐦 \\(x)""#)
        XCTAssertEqual(SwiftLiteral.string("#\"raw\"#"), ##""#\"raw\"#""##)
    }

    func testSwiftIdentifierEscaped() {
        XCTAssertEqual(SwiftIdentifier.escaped("default"), "`default`")
        XCTAssertEqual(SwiftIdentifier.escaped("self"), "`self`")
        XCTAssertEqual(SwiftIdentifier.escaped("Type"), "`Type`")
        XCTAssertEqual(SwiftIdentifier.escaped("init"), "`init`")
        XCTAssertEqual(SwiftIdentifier.escaped("Self"), "`Self`")
        XCTAssertEqual(SwiftIdentifier.escaped("type"), "type")
        XCTAssertEqual(SwiftIdentifier.escaped("perPage"), "perPage")
        XCTAssertEqual(SwiftIdentifier.escaped("_2fa"), "_2fa")
    }

    func testSwiftIdentifierParameter() {
        XCTAssertTrue(SwiftIdentifier.parameter("self") == ("`self` selfValue", "selfValue"))
        XCTAssertTrue(SwiftIdentifier.parameter("default") == ("`default`", "`default`"))
        XCTAssertTrue(SwiftIdentifier.parameter("id") == ("id", "id"))
    }

    func testSwiftIdentifierMember() {
        XCTAssertEqual(SwiftIdentifier.member("self"), "self.`self`")
        XCTAssertEqual(SwiftIdentifier.member("default"), "`default`")
        XCTAssertEqual(SwiftIdentifier.member("id"), "id")
    }

    func testSwiftTypeNameOf() throws {
        let spec = try XCTUnwrap(loadedSpec(#"""
            models:
              Tag: { properties: { name: String } }
              T:
                properties:
                  a: JSON
                  b: "[String: [Tag]]?"
                  c: "[Int?]"
                  d: "[JSON]?"
                  e: Date
                  f: "[String: JSON]"
            """#))
        let types = spec.models[1].properties.map { SwiftTypeName.of($0.type) }
        XCTAssertEqual(types, ["JSONValue", "[String: [Tag]]?", "[Int?]", "[JSONValue]?", "Date", "[String: JSONValue]"])
        let props = spec.models[1].properties
        XCTAssertEqual(props.map { SwiftTypeName.usesFoundation($0.type) }, [false, false, false, false, true, false])
        XCTAssertEqual(props.map { SwiftTypeName.usesJSON($0.type) }, [true, false, false, true, false, true])
    }

    func testDocCommentLines() {
        XCTAssertEqual(DocComment.lines(nil), [])
        XCTAssertEqual(DocComment.lines(""), [])
        XCTAssertEqual(DocComment.lines("  \n \n"), [])
        XCTAssertEqual(DocComment.lines("One."), ["/// One."])
        XCTAssertEqual(DocComment.lines("One.\n\nTwo.  \n  Three.\n\n"), ["/// One.", "///", "/// Two.", "///   Three."])
    }

    func testDocCommentLinesWithCarriageReturns() {
        // Regression: "\r\n" is one Character, so splitting at "\n" misses it; a raw CR/CRLF ends the `///` line.
        XCTAssertEqual(DocComment.lines("a\r\nb"), ["/// a", "/// b"])
        XCTAssertEqual(DocComment.lines("a\rb"), ["/// a", "/// b"])
    }

    func testDeprecatedDocLines() {
        XCTAssertEqual(Deprecated.docLines(nil, after: ["/// Doc."]), ["/// Doc."])
        XCTAssertEqual(Deprecated.docLines(nil, after: []), [])
        XCTAssertEqual(Deprecated.docLines(Deprecation(message: nil), after: []), ["/// - Warning: Deprecated."])
        XCTAssertEqual(Deprecated.docLines(Deprecation(message: "Use New."), after: ["/// Doc."]),
                       ["/// Doc.", "///", "/// - Warning: Deprecated. Use New."])
    }

    func testDeprecatedMultiLineMessage() {
        // Regression: the message's line break ends up inside one `///` line, so the rest is not a comment.
        XCTAssertEqual(Deprecated.docLines(Deprecation(message: "Use New.\nIt is faster."), after: []),
                       ["/// - Warning: Deprecated. Use New.", "/// It is faster."])
    }

    func testPathExpressionMake() {
        XCTAssertEqual(PathExpression.make("/recordings") { $0 }, #""/recordings""#)
        XCTAssertEqual(PathExpression.make("") { $0 }, #""""#)
        XCTAssertEqual(PathExpression.make("/users/{user}/recordings") { $0 },
                       #""/users/" + PathSegment.encode(user) + "/recordings""#)
        XCTAssertEqual(PathExpression.make("/{a}{b}") { "v.\($0)" }, #""/" + PathSegment.encode(v.a) + PathSegment.encode(v.b)"#)
        XCTAssertEqual(PathExpression.make("/x y/{id}.json") { $0 }, #""/x%20y/" + PathSegment.encode(id) + ".json""#)
    }

    func testPathExpressionEncodeLiteral() {
        XCTAssertEqual(PathExpression.encodeLiteral("/a-b_c.d~e/!$&'()*+,;=:@"), "/a-b_c.d~e/!$&'()*+,;=:@")
        XCTAssertEqual(PathExpression.encodeLiteral("/a b"), "/a%20b")
        XCTAssertEqual(PathExpression.encodeLiteral("/100%"), "/100%25")
        XCTAssertEqual(PathExpression.encodeLiteral("/a%2Fb%2f"), "/a%2Fb%2f")
        XCTAssertEqual(PathExpression.encodeLiteral("/%zz%4"), "/%25zz%254")
        XCTAssertEqual(PathExpression.encodeLiteral("/ü"), "/%C3%BC")
        XCTAssertEqual(PathExpression.encodeLiteral("/\"\\?#[]<>^`|"), "/%22%5C%3F%23%5B%5D%3C%3E%5E%60%7C")
        XCTAssertEqual(PathExpression.encodeLiteral("\n"), "%0A")
    }

    func testTranslatorJSONKey() throws {
        let spec = try XCTUnwrap(loadedSpec(#"""
            models:
              U:
                properties:
                  fullName: String
                  htmlURL: URL
                  nodeID: String
                  urlValue: String
                  URLValue2: String
                  bookmarked?: Bool
                  genus: { type: String, key: gen }
                  per_page: Int
            """#))
        let props = spec.models[0].properties
        XCTAssertEqual(props.map { $0.jsonKey(.snakeCase) },
                       ["full_name", "html_url", "node_id", "url_value", "url_value2", "bookmarked?", "gen", "per_page"])
        XCTAssertEqual(props.map { $0.jsonKey(.asIs) },
                       ["fullName", "htmlURL", "nodeID", "urlValue", "URLValue2", "bookmarked?", "gen", "per_page"])
    }

    func testIndirectPropertiesFind() throws {
        let spec = try XCTUnwrap(loadedSpec(#"""
            models:
              Comment:
                properties:
                  parent: Comment?
                  replies: "[Comment]"
                  map: "[String: Comment]?"
                  thread: Thread?
                  leaf: Leaf?
                  kind: Kind?
              Thread:
                properties:
                  first: Comment?
              Leaf:
                properties:
                  up: Thread
              A: { properties: { b: B } }
              B: { properties: { c: C? } }
              C: { properties: { a: A? } }
              Kind: { enum: [x] }
            """#))
        let found = IndirectProperties.find(in: modelsByName(spec), order: spec.models.map(\.name.value))
        // Comment → leaf → Leaf.up → Thread.first → Comment is a cycle too, so Comment.leaf is boxed.
        XCTAssertEqual(found, ["Comment.parent", "Comment.thread", "Comment.leaf", "Thread.first", "B.c", "C.a"])
    }

    func testValueLiteral() throws {
        let spec = try XCTUnwrap(loadedSpec(#"""
            dates: milliseconds
            models:
              Sort: { enum: { newest: date_desc, default: def } }
              V:
                properties:
                  s: { type: String, default: "a\"b" }
                  i: { type: Int32, default: 7 }
                  d: { type: Float, default: 3 }
                  inf: { type: Double, default: .inf }
                  b: { type: Bool, default: false }
                  e: { type: Sort, default: def }
                  o: { type: Sort?, default: null }
                  l: { type: "[Sort]", default: [date_desc, def] }
                  at: { type: Date, default: 1000 }
                  u: { type: URL, default: "https://a.example/x" }
                  j: { type: JSON, default: { k: [1, "2", 3.5, false, null] } }
            """#))
        var writer = ValueLiteral(models: modelsByName(spec), dates: spec.dates)
        func literal(_ name: String) -> String? {
            guard let p = property(name, of: "V", in: spec), let node = p.defaultValue else { return nil }
            return writer.expression(node, p.type)
        }
        XCTAssertEqual(literal("s"), #""a\"b""#)
        XCTAssertEqual(literal("i"), "7")
        XCTAssertEqual(literal("d"), "3")
        XCTAssertEqual(literal("inf"), ".infinity")
        XCTAssertEqual(literal("b"), "false")
        XCTAssertEqual(literal("e"), ".`default`")
        XCTAssertEqual(literal("o"), "nil")
        XCTAssertEqual(literal("l"), "[.newest, .`default`]")
        XCTAssertEqual(literal("at"), "Date(timeIntervalSince1970: 1.0)")
        XCTAssertEqual(literal("u"), #"URL(string: "https://a.example/x")!"#)
        XCTAssertEqual(literal("j"), #".object(["k": .array([.int(1), .string("2"), .double(3.5), .bool(false), .null])])"#)
        writer.qualifyEnums = true
        XCTAssertEqual(literal("e"), "Sort.`default`")
        XCTAssertEqual(literal("l"), "[Sort.newest, Sort.`default`]")
    }
}
