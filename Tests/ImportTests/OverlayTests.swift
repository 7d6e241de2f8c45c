import Foundation
@testable import OpenAPIImport
import SpecModel
import Wording
import XCTest
import YAML

/// Overlays read strictly (every problem located in the overlay) and applied as the Overlay Specification says:
/// `update` merged into objects, lists and primitives, `remove`, `copy`, targets that select nothing.
final class OverlayTests: XCTestCase {
    static let document = """
        openapi: 3.0.3
        info: { title: Shop, version: "1" }
        paths:
          /items:
            get:
              operationId: listItems
              tags: [items]
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Item" } \
        } } }
          /legacy:
            get:
              operationId: legacy
              deprecated: true
              responses: { "204": { description: none } }
        components:
          schemas:
            Item:
              type: object
              required: [id, name, license]
              properties:
                id: { type: integer }
                name: { type: string }
                license: { type: string }
                state: { type: string, enum: [open, closed] }
        """

    private func overlay(_ text: String, file: String = "fix.yaml", document: Int = 1)
        -> Result<Overlay, ImportFailure> {
        Overlay.read(Array(text.utf8), file: file, document: document)
    }

    /// The document's tree after `overlays`, as compact JSON, and what applying them said.
    private func applied(_ overlays: String...) throws -> (json: String, said: [String]) {
        let source = try openAPISource(Self.document)
        let read = try overlays.enumerated().map { try overlay($1, file: "fix\($0 + 1).yaml", document: $0 + 1).get() }
        let (result, warnings) = try source.applying(read).get()
        return (JSONText.from(Literal(result.root)), warnings.flatMap(\.lines))
    }

    private func errors(_ text: String) -> [String] {
        guard case .failure(let failure) = overlay(text) else { return ["read"] }
        return failure.diagnostics.flatMap(\.lines)
    }

    func testUpdateMergesIntoObjectsListsAndPrimitives() throws {
        let (json, said) = try applied("""
            overlay: 1.0.0
            info: { title: Fixes, version: "1" }
            actions:
              - target: $.components.schemas.Item.properties.state
                update: { nullable: true, enum: [merged] }
              - target: $.components.schemas.Item.required
                update: extra
              - target: $.info.title
                update: Shop API
            """)
        XCTAssertEqual(said, [])
        XCTAssertTrue(json.contains(#""state":{"type":"string","enum":["open","closed","merged"],"nullable":true}"#),
                      json)
        XCTAssertTrue(json.contains(#""required":["id","name","license","extra"]"#), json)
        XCTAssertTrue(json.contains(#""title":"Shop API""#), json)
    }

    func testRemoveByBracketedNameFilterAndDescendantFilter() throws {
        let (json, said) = try applied("""
            overlay: 1.0.0
            info: { title: Fixes, version: "1" }
            actions:
              - target: $.components.schemas.Item.required[?@ == 'license']
                remove: true
              - target: $.paths['/legacy']
                remove: true
              - target: $..[?@.type == 'integer']
                update: { format: int64 }
            """)
        XCTAssertEqual(said, [])
        XCTAssertTrue(json.contains(#""required":["id","name"]"#), json)
        XCTAssertFalse(json.contains("legacy"), json)
        XCTAssertTrue(json.contains(#""id":{"type":"integer","format":"int64"}"#), json)
    }

    func testCopyIsAnOverlay11Action() throws {
        let (json, _) = try applied("""
            overlay: 1.1.0
            info: { title: Fixes, version: "1" }
            actions:
              - target: $.components.schemas.Item.properties.license
                copy: $.components.schemas.Item.properties.name
            """)
        XCTAssertTrue(json.contains(#""license":{"type":"string"}"#), json)
        XCTAssertEqual(errors("""
            overlay: 1.0.0
            info: { title: Fixes, version: "1" }
            actions:
              - { target: $.info, copy: $.info }
            """), ["fix.yaml:4:23: error: unknown key 'copy' in an action [malformed-overlay]"])
    }

    func testLaterOverlaysSeeWhatEarlierOnesWrote() throws {
        let first = """
            overlay: 1.0.0
            info: { title: One, version: "1" }
            actions:
              - { target: $.components.schemas.Item.properties, update: { owner: { type: string } } }
            """
        let second = """
            overlay: 1.0.0
            info: { title: Two, version: "1" }
            actions:
              - { target: $.components.schemas.Item.properties.owner, update: { nullable: true } }
            """
        XCTAssertTrue(try applied(first, second).json.contains(#""owner":{"type":"string","nullable":true}"#))
    }

    func testATargetThatSelectsNothingIsAWarningAtTheTarget() throws {
        let (json, said) = try applied("""
            overlay: 1.0.0
            info: { title: Fixes, version: "1" }
            actions:
              - target: $.components.schemas.Order
                update: { type: object }
            """)
        XCTAssertEqual(said, ["fix1.yaml:4:13: warning: target '$.components.schemas.Order' selects nothing in the "
                              + "document; the action does nothing [overlay-target-empty]"])
        XCTAssertEqual(json, JSONText.from(Literal(try openAPISource(Self.document).root)))
    }

    func testAnUpdateThatCantBeMergedIsAnErrorAtTheUpdate() throws {
        let source = try openAPISource(Self.document)
        let read = try overlay("""
            overlay: 1.0.0
            info: { title: Fixes, version: "1" }
            actions:
              - target: $.components.schemas.Item
                update:
                  required: { id: true }
            """).get()
        guard case .failure(let failure) = source.applying([read]) else { return XCTFail("applied") }
        XCTAssertEqual(failure.diagnostics.flatMap(\.lines), [
            "fix.yaml:6:7: error: can't merge the update into $['components']['schemas']['Item']: a list can't be "
                + "merged with a mapping "
                + "at 'required' (remove it first, then add it) [malformed-overlay]",
        ])
    }

    func testMalformedOverlaysAreLocatedErrors() {
        XCTAssertEqual(errors("""
            overlay: 2.0.0
            info: { title: Fixes }
            actions:
              - target: $.paths[
                update: {}
              - target: "$.paths..[?@.x == ]"
              - target: 5
              - remove: yes
                target: $.info
              - update: {}
            extra: 1
            """), [
            "fix.yaml:11:1: error: unknown key 'extra' in an overlay [malformed-overlay]",
            "fix.yaml:1:10: error: unsupported overlay version '2.0.0'; gen-import reads overlays 1.0.x and 1.1.x "
                + "[malformed-overlay]",
            "fix.yaml:2:7: error: missing 'version:' in 'info' [malformed-overlay]",
            "fix.yaml:4:21: error: not a JSONPath query: expected a selector and ']' [malformed-overlay]",
            "fix.yaml:6:32: error: not a JSONPath query: unexpected ']'; expected a query (@…, $…), a literal or a "
                + "function call [malformed-overlay]",
            "fix.yaml:7:13: error: expected a string for 'target', found an integer [malformed-overlay]",
            "fix.yaml:8:13: error: expected true or false for 'remove', found a string [malformed-overlay]",
            "fix.yaml:10:5: error: missing 'target:' (a JSONPath query such as $.paths['/pets'].get) "
                + "[malformed-overlay]",
        ])
        XCTAssertEqual(errors("overlay: 1.0.0\ninfo: { title: t, version: '1' }\nactions: []\n"),
                       ["fix.yaml:3:10: error: expected a list of one or more actions for 'actions', found a list "
                        + "[malformed-overlay]"])
        XCTAssertEqual(errors("- a\n"), ["fix.yaml:1:1: error: an overlay is a mapping with 'overlay:', 'info:' and "
                                         + "'actions:', found a list [malformed-overlay]"])
        XCTAssertEqual(errors("overlay: [\n").map { $0.prefix(20) }, ["fix.yaml:2:1: error:"])
    }

    /// Two actions holding the same value are one action written twice, however they are written (quoted or not,
    /// flow or block, `10` or `0xA`); actions that differ in a value are not.
    func testAnActionWrittenTwiceIsAnErrorAtTheSecond() {
        XCTAssertEqual(errors("""
            overlay: 1.0.0
            info: { title: Fixes, version: "1" }
            actions:
              - target: $.info
                update: { x-limit: 10, x-name: shop }
              - { target: "$.info", update: { x-limit: 0xA, x-name: 'shop' } }
              - target: $.info
                update: { x-limit: "10", x-name: shop }
              - target: $.info
                update: { x-name: shop, x-limit: 10 }
            """), ["fix.yaml:6:5: error: this action is the same as an earlier one; an overlay's actions are unique "
                   + "[malformed-overlay]"])
    }

    /// A requirement naming a scheme the document doesn't declare loses the name, with a warning; an overlay that
    /// declares the scheme keeps it, and the scheme becomes a credential.
    func testAnOverlayThatDeclaresASchemeKeepsTheRequirementNamingIt() throws {
        let document = Self.document.replacingOccurrences(of: "      operationId: listItems\n",
                                                          with: "      operationId: listItems\n      security: [{ "
                                                                + "session: [] }]\n")
        XCTAssertNotEqual(document, Self.document)
        let source = try openAPISource(document)
        let bare = try Importer.run(source, options: ImportOptions()).get()
        let said = bare.warnings.flatMap(\.lines)
        XCTAssertEqual(said.filter { $0.contains("[undeclared-security-scheme]") }.count, 1,
                       said.joined(separator: "\n"))
        XCTAssertFalse(bare.files.contains { $0.text.contains("session") })
        let declared = try overlay("""
            overlay: 1.0.0
            info: { title: Fixes, version: "1" }
            actions:
              - target: $.components
                update: { securitySchemes: { session: { type: apiKey, in: header, name: X-Session-Token } } }
            """).get()
        let fixed = try Importer.run(source, options: ImportOptions(overlays: [declared])).get()
        XCTAssertFalse(fixed.warnings.flatMap(\.lines).contains { $0.contains("undeclared") })
        XCTAssertTrue(fixed.files.contains { $0.text.contains("auth: { session: { header: X-Session-Token } }") },
                      fixed.files.map(\.text).joined())
    }

    func testHyphenatedNamesAreReadWithAWarning() throws {
        let (json, said) = try applied("""
            overlay: 1.0.0
            info: { title: Fixes, version: "1" }
            actions:
              - target: $.paths.*.get[?@.x-internal == true]
                remove: true
              - target: $.paths['/items'].get
                update: { x-internal: true }
            """)
        XCTAssertEqual(said, [
            "fix1.yaml:4:13: warning: a member name with '-' after '.' is not standard JSONPath (other tools refuse "
                + "it); write it bracketed: ['x-name'] [overlay-nonstandard]",
            "fix1.yaml:4:13: warning: target '$.paths.*.get[?@.x-internal == true]' selects nothing in the document; "
                + "the action does nothing [overlay-target-empty]",
        ])
        XCTAssertTrue(json.contains(#""x-internal":true"#), json)
    }
}
