import Names
import SpecModel
import Wording
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

    /// A long text as a multi-line literal: lines within the width, cut between escapes, never before a space, and no
    /// `"""` on a line. (The golden ManyEndpoints mock reads such a literal back at run time.)
    func testSwiftLiteralMultiline() {
        XCTAssertEqual(SwiftLiteral.multiline("short", width: 20), [#"""""#, "short", #"""""#])
        XCTAssertEqual(SwiftLiteral.multiline(#"a"""b\"#, width: 20), [#"""""#, #"a""\"b\\"#, #"""""#])
        let text = #"{"a":"say """ now","b":"x\y"}"# + "\n\t owl 🦉 " + String(repeating: "word ", count: 12)
        let lines = SwiftLiteral.multiline(text, width: 12)
        XCTAssertEqual(lines.first, #"""""#)
        XCTAssertEqual(lines.last, #"""""#)
        let content = lines.dropFirst().dropLast()
        XCTAssertTrue(content.allSatisfy { $0.utf8.count <= 12 }, "\(content)")
        XCTAssertTrue(content.dropLast().allSatisfy { $0.hasSuffix(#"\"#) && !$0.hasSuffix(#" \"#) }, "\(content)")
        XCTAssertFalse(content.contains { $0.replacingOccurrences(of: #"\""#, with: "").contains(#"""""#) },
                       "\(content)")
        // Joined again without the continuations and with quotes unescaped, the lines are the text with `\` doubled
        // and control characters escaped.
        let joined = (content.dropLast().map { String($0.dropLast()) }.joined() + content.last!)
            .replacingOccurrences(of: #"\""#, with: #"""#)
        XCTAssertEqual(joined, #"{"a":"say """ now","b":"x\\y"}\n\t owl 🦉 "# + String(repeating: "word ", count: 12))
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
        XCTAssertTrue(
            SwiftIdentifier.parameter(MemberName("self", local: "selfValue")) == ("`self` selfValue", "selfValue"))
        XCTAssertTrue(
            SwiftIdentifier.parameter(MemberName("self", local: "selfValue2")) == ("`self` selfValue2", "selfValue2"))
        XCTAssertTrue(SwiftIdentifier.parameter(MemberName("default")) == ("`default`", "`default`"))
        XCTAssertTrue(SwiftIdentifier.parameter(MemberName("id")) == ("id", "id"))
    }

    func testArgumentLabelsEscapeOnlyWhatACallNeeds() {
        XCTAssertEqual(SwiftIdentifier.label("in"), "in")
        XCTAssertEqual(SwiftIdentifier.label("self"), "self")
        XCTAssertEqual(SwiftIdentifier.label("default"), "default")
        XCTAssertEqual(SwiftIdentifier.label("inout"), "`inout`")
        XCTAssertEqual(SwiftIdentifier.label("var"), "var")
        XCTAssertEqual(SwiftIdentifier.label("let"), "let")
    }

    func testSwiftIdentifierMemberGoesThroughSelf() {
        XCTAssertEqual(SwiftIdentifier.member("self"), "self.`self`")
        XCTAssertEqual(SwiftIdentifier.member("default"), "self.`default`")
        XCTAssertEqual(SwiftIdentifier.member("id"), "self.id")
    }

    func testSwiftTypeNameOf() throws {
        let (api, names) = try XCTUnwrap(checkedSpec(#"""
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
        let props = api.models[1].properties
        XCTAssertEqual(props.map { SwiftTypeName.of($0.type, names) },
                       ["JSONValue", "[String: [Tag]]?", "[Int?]", "[JSONValue]?", "Date", "[String: JSONValue]"])
        let imports = props.map { property in
            var imports = Imports()
            imports.mention(property.type)
            return imports.modules()
        }
        XCTAssertEqual(imports, [["SpecgenRuntime"], [], [], ["SpecgenRuntime"], ["Foundation"], ["SpecgenRuntime"]])
    }

    func testDocCommentLines() {
        XCTAssertEqual(DocComment.lines(nil), [])
        XCTAssertEqual(DocComment.lines(""), [])
        XCTAssertEqual(DocComment.lines("  \n \n"), [])
        XCTAssertEqual(DocComment.lines("One."), ["/// One."])
        XCTAssertEqual(DocComment.lines("One.\n\nTwo.  \n  Three.\n\n"),
                       ["/// One.", "///", "/// Two.", "///   Three."])
    }

    /// A long line breaks at spaces within the width four columns in; a list item's next lines hang under its text;
    /// code, table rows and a word longer than the width keep their lines.
    func testDocCommentLinesBreakAtTheLineWidth() {
        let words = (1...40).map { "word\($0)" }.joined(separator: " ")
        let lines = DocComment.lines(words + "\n\n- " + words + "\n\n    " + words + "\n| " + words + " |\n"
                                     + String(repeating: "x", count: 130))
        for line in lines where !line.hasPrefix("///     ") && !line.hasPrefix("/// |") && !line.hasPrefix("/// xx") {
            XCTAssertLessThanOrEqual(4 + line.count, Translator.lineWidth, line)
        }
        let paragraph = lines.prefix { $0 != "///" }
        XCTAssertGreaterThan(paragraph.count, 1)
        XCTAssertEqual(paragraph.map { $0.dropFirst(4) }.joined(separator: " "), words, "every word, in order")
        let item = lines.drop { !$0.hasPrefix("/// - word1 ") }.prefix { $0 != "///" }
        XCTAssertGreaterThan(item.count, 1)
        XCTAssertTrue(item.dropFirst().allSatisfy { $0.hasPrefix("///   word") }, "\(item)")
        XCTAssertTrue(lines.contains("///     " + words), "indented code stays whole")
        XCTAssertTrue(lines.contains("/// | " + words + " |"), "a table row stays whole")
        XCTAssertEqual(lines.last, "/// " + String(repeating: "x", count: 130))
    }

    func testInitParametersGoOnALineEachPastTheWidth() throws {
        let (api, names) = try XCTUnwrap(checkedSpec("models:\n  M: { properties: { a: Int } }\n"))
        let translator = Translator(api: api, names: names, options: TranslateOptions())
        XCTAssertEqual(translator.initParameters(["a: Int", "b: String"]), "a: Int, b: String")
        let long = (1...8).map { "parameter\($0): String" }
        XCTAssertEqual(translator.initParameters(long),
                       "\n" + long.map { "        " + $0 }.joined(separator: ",\n") + "\n    ")
    }

    func testAStatementPastTheWidthBreaksAfterItsFirstOpeningParenthesis() {
        let short = "self.a = try container.decode(Int.self, forKey: \"a\")"
        XCTAssertEqual(Translator.brokenAfterOpening(short, indent: 8), [short])
        let type = String(repeating: "Long", count: 20)
        let long = "self.a = try container.decodeNullable(\(type).self, forKey: \"a\") ?? f(x)"
        XCTAssertEqual(Translator.brokenAfterOpening(long, indent: 8),
                       ["self.a = try container.decodeNullable(", "    \(type).self, forKey: \"a\") ?? f(x)"])
        // Counted in bytes, as an editor's width is: 111 two-byte characters don't fit.
        let wide = "x = f(" + String(repeating: "é", count: 111) + ")"
        XCTAssertEqual(Translator.brokenAfterOpening(wide, indent: 0).count, 2)
        XCTAssertEqual(Translator.brokenAfterOpening(String(repeating: "y", count: 130), indent: 0).count, 1,
                       "no parenthesis: nothing to break at")
        let fallback = ".object([" + String(repeating: "\"key\": .int(1), ", count: 5) + "])"
        let defaulted = "self.a = try container.decodeIfPresent(\(type).self, forKey: \"a\") ?? " + fallback
        XCTAssertEqual(Translator.brokenAfterOpening(defaulted, indent: 8),
                       ["self.a = try container.decodeIfPresent(", "    \(type).self, forKey: \"a\")",
                        "    ?? " + fallback])
    }

    func testProtocolsGoOnTheNextLineWhenTheDeclarationPassesTheWidth() {
        XCTAssertEqual(Translator.inheritanceBreak("public struct A: Decodable, Sendable {"), " ")
        let long = "public enum " + String(repeating: "Name", count: 20) + ": RawRepresentable, Decodable, Sendable {"
        XCTAssertEqual(Translator.inheritanceBreak(long), "\n    ")
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

    /// The path expression: its operands joined, as a request's `path` joins them.
    private func pathExpression(_ parts: [PathPart], value: (Int) -> String) -> String {
        PathExpression.pieces(parts, value: value).joined(separator: " + ")
    }

    func testPathExpressionMake() {
        XCTAssertEqual(pathExpression([.literal("/recordings")]) { "p\($0)" }, #""/recordings""#)
        XCTAssertEqual(pathExpression([.literal("")]) { "p\($0)" }, #""""#)
        XCTAssertEqual(pathExpression([.literal("/users/"), .parameter(0),
                                       .literal("/recordings")]) { "self.p\($0)" },
                       #""/users/" + PathSegment.encode(self.p0) + "/recordings""#)
        XCTAssertEqual(pathExpression([.literal("/"), .parameter(0), .parameter(1)]) { "v.p\($0)" },
                       #""/" + PathSegment.encode(v.p0) + PathSegment.encode(v.p1)"#)
        XCTAssertEqual(pathExpression([.literal("/x y/"), .parameter(0), .literal(".json")]) { "p\($0)" },
                       #""/x%20y/" + PathSegment.encode(p0) + ".json""#)
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

    func testCheckedJSONKeys() throws {
        let properties = """
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
            """
        let (snake, _) = try XCTUnwrap(checkedSpec("keys: snake_case\n" + properties))
        XCTAssertEqual(snake.models[0].properties.map(\.jsonKey.value),
                       ["full_name", "html_url", "node_id", "url_value", "url_value2", "bookmarked?", "gen",
                        "per_page"])
        let (asIs, _) = try XCTUnwrap(checkedSpec(properties))
        XCTAssertEqual(asIs.models[0].properties.map(\.jsonKey.value),
                       ["fullName", "htmlURL", "nodeID", "urlValue", "URLValue2", "bookmarked?", "gen", "per_page"])
    }

    func testBoxedPropertiesCloseCyclesOfModels() throws {
        let (api, _) = try XCTUnwrap(checkedSpec(#"""
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
        let boxed = api.models.flatMap { model in
            model.properties.filter(\.isBoxed).map { "\(model.name.value).\($0.name.value)" }
        }
        // Comment → leaf → Leaf.up → Thread.first → Comment is a cycle too, so Comment.leaf is boxed.
        XCTAssertEqual(boxed, ["Comment.parent", "Comment.thread", "Comment.leaf", "Thread.first", "B.c", "C.a"])
    }

    func testValueLiteral() throws {
        let (api, names) = try XCTUnwrap(checkedSpec(#"""
            dates: milliseconds
            models:
              Sort: { enum: { newest: date_desc, default: def, none: no } }
              V:
                properties:
                  s: { type: String, default: "a\"b" }
                  i: { type: Int32, default: 7 }
                  d: { type: Float, default: 3 }
                  half: { type: Double, default: 0.5 }
                  inf: { type: Double, default: .inf }
                  b: { type: Bool, default: false }
                  e: { type: Sort, default: def }
                  o: { type: Sort?, default: null }
                  n: { type: Sort?, default: "no" }
                  l: { type: "[Sort]", default: [date_desc, def] }
                  at: { type: Date, default: 1000 }
                  u: { type: URL, default: "https://a.example/x" }
                  j: { type: JSON, default: { k: [1, "2", 3.5, false, null] } }
            """#))
        let writer = ValueLiteral(api: api, names: names)
        let properties = api.models[1].properties
        func literal(_ name: String) -> String? {
            guard let p = properties.first(where: { $0.name.value == name }), let value = p.defaultValue else {
                return nil
            }
            return writer.expression(value, p.type)
        }
        func sent(_ name: String) -> String? {
            properties.first(where: { $0.name.value == name })?.defaultValue.map(writer.sent)
        }
        XCTAssertEqual(literal("s"), #""a\"b""#)
        XCTAssertEqual(literal("i"), "7")
        XCTAssertEqual(literal("d"), "3")
        XCTAssertEqual(literal("half"), "0.5")
        XCTAssertEqual(literal("inf"), ".infinity")
        XCTAssertEqual(literal("b"), "false")
        XCTAssertEqual(literal("e"), ".`default`")
        XCTAssertEqual(literal("o"), "nil")
        // In an optional, `.none` would be Optional's own case.
        XCTAssertEqual(literal("n"), ".some(.none)")
        XCTAssertEqual(literal("l"), "[.newest, .`default`]")
        XCTAssertEqual(literal("at"), "Date(timeIntervalSince1970: 1.0)")
        XCTAssertEqual(literal("u"), #"URL(string: "https://a.example/x")!"#)
        XCTAssertEqual(literal("j"),
                       #".object(["k": .array([.int(1), .string("2"), .double(3.5), .bool(false), .null])])"#)
        // Sent as a query item or header, an enum case is its raw value.
        XCTAssertEqual(sent("e"), #""def""#)
        XCTAssertEqual(sent("l"), #"["date_desc", "def"]"#)
        XCTAssertEqual(sent("inf"), "Double.infinity", "no type to infer `.infinity` from")
    }

    func testStoredPropertiesKeyword() {
        XCTAssertEqual(StoredProperties.mutable.keyword(boxed: false), "var")
        XCTAssertEqual(StoredProperties.mutable.keyword(boxed: true), "var")
        XCTAssertEqual(StoredProperties.readOnly.keyword(boxed: false), "let")
        XCTAssertEqual(StoredProperties.readOnly.keyword(boxed: true), "private(set) var",
                       "a property wrapper can't be a let")
    }
}
