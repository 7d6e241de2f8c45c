import Generator
import SpecModel
import Wording
import XCTest

/// What the checker's and the naming pass's findings are about (``Finding/subject``): the model or endpoint whose
/// definition holds the finding's place — its example or paging for a finding there, the first property of a cycle
/// for a model that contains itself — and nothing for a file's or a service's own settings. gen-import takes out
/// what gen refuses by it.
final class FindingSubjectTests: XCTestCase {
    /// Each diagnostic of a run over `files`, as printed, with its subject, then each note's.
    private func subjects(_ files: [(String, String)]) -> [Seen] {
        let diagnostics = Generation.run(files.map { SpecInput(path: $0.0, bytes: Array($0.1.utf8)) }).diagnostics
        return diagnostics.flatMap { diagnostic in
            [Seen(diagnostic.lines[0], diagnostic.finding.subject)]
                + zip(diagnostic.lines.dropFirst(), diagnostic.notes).map { Seen($0, $1.finding.subject) }
        }
    }

    private func subjects(_ yaml: String) -> [Seen] {
        subjects([("Shop.yaml", "version: 1.1\nservice: Shop\n" + yaml)])
    }

    /// A printed line and its finding's subject.
    private struct Seen: Equatable, CustomStringConvertible {
        var line: String
        var subject: FindingSubject?

        init(_ line: String, _ subject: FindingSubject?) {
            self.line = line
            self.subject = subject
        }

        var description: String { "\(line) → \(subject.map { "\($0)" } ?? "nil")" }
    }

    func testTypesAreAboutWhatNamesThem() {
        XCTAssertEqual(subjects("""
            errors: { 404: Problm }
            models:
              Item: { properties: { id: Strng, ref: Expandable<Kind> } }
              Kind: { enum: [a] }
              Pet: { oneOf: [Cat] }
            endpoints:
              getItem: { path: /items, query: { q: Strng }, response: Expandable<Itme> }
            """), [
            Seen("Shop.yaml:3:16: error: unknown type 'Problm'", nil),
            Seen("Shop.yaml:5:29: error: unknown type 'Strng' (did you mean 'String'?)", .model("Item")),
            Seen("Shop.yaml:5:52: error: Expandable<Kind> holds a model with properties, and 'Kind' is not one",
                 .model("Item")),
            Seen("Shop.yaml:7:18: error: unknown type 'Cat'", .model("Pet")),
            Seen("Shop.yaml:9:40: error: unknown type 'Strng' (did you mean 'String'?)", .endpoint("getItem")),
            Seen("Shop.yaml:9:70: error: unknown model 'Itme' (did you mean 'Item'?)", .endpoint("getItem")),
        ])
    }

    func testAnExpandableWithoutAnIDIsAboutWhatWritesIt() {
        XCTAssertEqual(subjects("""
            models:
              Card: { properties: { number: String } }
            endpoints:
              getCard: { path: /card, response: Expandable<Card> }
            """), [
            Seen("Shop.yaml:6:48: error: Expandable<Card> needs 'Card' to have a required 'id: String' property (the "
                    + "ID sent in its place)", .endpoint("getCard")),
            Seen("Shop.yaml:4:3: note: 'Card' is defined here", .model("Card")),
        ])
    }

    func testModelsAndTheirValues() {
        XCTAssertEqual(subjects("""
            models:
              Node:
                properties:
                  next: Node
                  size: { type: Int, default: big }
                  key: { type: String, key: next }
            """), [
            Seen("Shop.yaml:6:7: error: model 'Node' contains itself (Node.next); make one of these properties "
                    + "optional", .property(model: "Node", property: "next")),
            Seen("Shop.yaml:7:35: error: default of property 'size': expected an integer for 'Int', found a string "
                    + "'big'", .model("Node")),
            Seen("Shop.yaml:8:33: error: property 'key' of 'Node' has the JSON key 'next', as property 'next' does; "
                    + "give one another 'key:'", .model("Node")),
            Seen("Shop.yaml:6:7: note: property 'next' is here", .model("Node")),
        ])
    }

    func testUnionsAreModels() {
        XCTAssertEqual(subjects("""
            models:
              Cat: { properties: { name: String } }
              Pet: { oneOf: [Cat, Cat] }
            """), [
            Seen("Shop.yaml:5:23: error: union 'Pet' lists 'Cat' twice", .model("Pet")),
            Seen("Shop.yaml:5:18: note: 'Cat' is first listed here", .model("Pet")),
        ])
    }

    func testEndpointsTheirPagingAndTheirExamples() {
        XCTAssertEqual(subjects("""
            models:
              Page: { properties: { items: [Int] } }
            endpoints:
              send: { path: /send, body: Page, query: { n: { type: Int, const: one } } }
              list:
                path: /list
                query: { page: Int }
                response: Page
                paging: { style: page, page: pag, items: items }
                example: { items: [a] }
            """), [
            Seen("Shop.yaml:6:30: error: a GET request can't have a body; use POST, PUT or PATCH for endpoint 'send'",
                 .endpoint("send")),
            Seen("Shop.yaml:6:68: error: const of query parameter 'n': expected an integer for 'Int', found a string "
                    + "'one'", .endpoint("send")),
            Seen("Shop.yaml:11:34: error: paging 'page': 'pag' is not a query parameter of endpoint 'list' (did you "
                    + "mean 'page'?)", .paging(endpoint: "list")),
            Seen("Shop.yaml:12:24: error: example of endpoint 'list': expected an integer for 'Int', found a string "
                    + "'a'", .example(endpoint: "list")),
        ])
    }

    func testAnEndpointsOwnSecurityIsItsAndAFilesIsNoOnes() {
        XCTAssertEqual(subjects("""
            auth: { token: bearer }
            security: [tokn]
            endpoints:
              a: { path: /a, security: [[token, token]] }
              b: { path: /b, security: [kee] }
              c: { path: /c }
            """), [
            Seen("Shop.yaml:4:12: error: unknown scheme 'tokn' in 'security' (did you mean 'token'?)", nil),
            Seen("Shop.yaml:6:37: error: scheme 'token' is named twice in one alternative of 'security'",
                 .endpoint("a")),
            Seen("Shop.yaml:7:29: error: unknown scheme 'kee' in 'security'", .endpoint("b")),
        ])
    }

    func testAServicesSettingsAreNoOnes() {
        XCTAssertEqual(subjects([
            ("A.yaml", "service: Shop\nbaseURL: https://a.example\n"),
            ("B.yaml", "service: Shop\nbaseURL: https://b.example\n"),
        ]), [
            Seen("B.yaml:2:10: error: 'baseURL' of service 'Shop' differs from the one another of its files gives; "
                    + "give it once, or alike in each file", nil),
            Seen("A.yaml:2:10: note: 'baseURL' of service 'Shop' is given here", nil),
        ])
    }

    func testNamesAreAboutWhoseNameIsClaimed() {
        XCTAssertEqual(subjects([
            ("A.yaml", """
                service: Shop
                models:
                  Item:
                    properties:
                      a: { type: Int, name: key }
                      b: { type: Int, name: key }
                      c: { type: Int, name: hashValue }
                  Request: { properties: { id: Int } }
                endpoints:
                  getItem: { path: /items, query: { a: { type: Int, name: q }, b: { type: Int, name: q } } }
                """),
            ("B.yaml", """
                models:
                  Item: { properties: { id: Int } }
                  Shop: { properties: { id: Int } }
                """),
        ]), [
            Seen("A.yaml:6:29: error: property 'b' is named 'key' in model 'Item', as property 'a' is; choose another "
                    + "'name:'", .model("Item")),
            Seen("A.yaml:5:29: note: property 'a' is here", .model("Item")),
            Seen("A.yaml:7:29: error: property 'c' is named 'hashValue', which is a member of every model; choose "
                    + "another 'name:'", .model("Item")),
            Seen("A.yaml:8:3: error: model 'Request' is named like a SpecgenRuntime type that generated code uses; "
                    + "rename it", .model("Request")),
            Seen("A.yaml:10:86: error: query parameter 'b' is named 'q' in request 'GetItemRequest', as query "
                    + "parameter 'a' is; choose another 'name:'", .endpoint("getItem")),
            Seen("A.yaml:10:59: note: query parameter 'a' is here", .endpoint("getItem")),
            Seen("B.yaml:2:3: error: duplicate model 'Item'", .model("Item")),
            Seen("A.yaml:3:3: note: model 'Item' is defined here", .model("Item")),
            Seen("B.yaml:3:3: error: model 'Shop' is named like service 'Shop', and each is a Swift type of that name; "
                    + "rename one", .model("Shop")),
            Seen("A.yaml:1:10: note: service 'Shop' is defined here", nil),
        ])
    }
}
