import Names
@testable import OpenAPIImport
import SpecModel
import Wording
import XCTest

/// gen's checks of what an import built, in process: its findings are taken out by their subjects round by round, and
/// what the last round built is written once.
final class ImportRoundTests: XCTestCase {
    /// Two tags, so two files; the example of one operation doesn't fit its response.
    static let document = """
        openapi: 3.0.3
        info: { title: Shop, version: "1" }
        tags: [{ name: items }, { name: orders }]
        paths:
          /items:
            get:
              tags: [items]
              operationId: getItem
              responses:
                "200":
                  description: ok
                  content:
                    application/json:
                      schema: { type: object, properties: { id: { type: integer } } }
                      example: { id: not-a-number }
          /orders:
            get:
              tags: [orders]
              operationId: getOrder
              responses:
                "200":
                  description: ok
                  content:
                    application/json:
                      schema: { type: object, properties: { total: { type: number } } }
                      example: { total: 3.5 }
        """

    /// A document converted and built without refusals, and gen's errors on it.
    private struct FirstRound {
        var source: OpenAPISource
        var converted: Importer.Converted
        var first: Importer.Built
        var errors: [Diagnostic] = []

        init(_ text: String) throws {
            source = try openAPISource(text)
            converted = Importer.convert(try openAPIDocument(source), source: source, options: ImportOptions(),
                                         losses: [])
            first = Importer.build(converted, refusals: Refusals())
            errors = Importer.check(first)
        }
    }

    /// Components named like the types gen derives from the service (its mock networker, its credentials) get other
    /// names, so gen finds nothing: the importer asks gen's naming which names those are.
    func testModelsLeaveFreeTheTypesGenDerivesFromTheService() throws {
        let round = try FirstRound("""
            openapi: 3.0.3
            info: { title: Shop, version: "1" }
            security: [{ key: [] }]
            components:
              securitySchemes:
                key: { type: apiKey, in: header, name: X-Key }
              schemas:
                ShopCredentials: { type: object, properties: { id: { type: integer } } }
                MockShopNetworker: { type: object, properties: { item: { $ref: "#/components/schemas/ShopCredentials" \
            } } }
            paths:
              /items:
                get:
                  operationId: getItem
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema: { $ref: "#/components/schemas/MockShopNetworker" }
            """)
        XCTAssertEqual(round.errors.map(\.finding), [])
        XCTAssertFalse(round.first.specs.flatMap(\.auth).isEmpty, "the service takes credentials")
        let models = Set(round.first.specs.flatMap(\.models).map(\.name.value))
        XCTAssertEqual(models.intersection(DerivedTypeNames.all(service: "Shop")), [])
        XCTAssertEqual(models.count, 2)
    }

    /// A finding on an example names its endpoint: only that example is left out, and the round is examples alone.
    func testAFindingOnAnExampleLeavesOutThatExampleAlone() throws {
        let round = try FirstRound(Self.document)
        XCTAssertEqual(round.errors.count, 1, "\(round.errors.flatMap(\.lines))")
        XCTAssertEqual(round.errors.first?.finding.subject, .example(endpoint: "getItem"))
        var refusals = Refusals()
        XCTAssertTrue(refusals.take(round.errors, from: round.converted))
        XCTAssertTrue(refusals.leftOutExamplesAlone)
        let item = try XCTUnwrap(round.converted.endpoints.first { $0.nameSource == .operationID("getItem") })
        XCTAssertEqual(refusals.examples, [item.index])
        let second = Importer.build(round.converted, refusals: refusals)
        XCTAssertEqual(Importer.check(second).flatMap(\.lines), [])
        // Only the file of the operation whose example was left out changed.
        let changed = zip(round.first.specs, second.specs).filter { $0.0 != $0.1 }.map(\.0.file)
        XCTAssertEqual(changed.count, 1, "\(changed)")
        let output = try Importer.run(round.source, options: ImportOptions()).get()
        XCTAssertEqual(output.specs, second.specs)
        XCTAssertFalse(output.files.map(\.text).joined().contains("not-a-number"))
        XCTAssertEqual(Diagnostic.sortedByPlace(output.warnings).flatMap(\.lines).filter { $0.contains("example") }, [
            "api.yaml:15:24: warning: the example of 'getItem' doesn't fit its response: expected an integer for "
                + "'Int', found a string 'not-a-number'; left out [example-refused]",
        ])
    }

    /// A round that skips an endpoint beside an example is not examples alone: what it builds is checked again.
    func testARoundThatSkipsAnEndpointBesideAnExampleIsCheckedAgain() throws {
        let text = Self.document.replacingOccurrences(of: "      operationId: getOrder\n", with: """
                  operationId: getOrder
                  parameters: [{ name: X Trace, in: header, schema: { type: string } }]

            """)
        let round = try FirstRound(text)
        XCTAssertEqual(round.errors.count, 2, "\(round.errors.flatMap(\.lines))")
        XCTAssertEqual(Set(round.errors.compactMap(\.finding.subject)),
                       [.example(endpoint: "getItem"), .endpoint("getOrder")])
        var refusals = Refusals()
        XCTAssertTrue(refusals.take(round.errors, from: round.converted))
        XCTAssertFalse(refusals.leftOutExamplesAlone)
        XCTAssertEqual(refusals.endpoints.count, 1)
        XCTAssertEqual(refusals.examples.count, 1)
        let second = Importer.build(round.converted, refusals: refusals)
        XCTAssertEqual(Importer.check(second).flatMap(\.lines), [])
        XCTAssertFalse(second.specs.contains { $0.endpoints.contains { $0.name.value == "getOrder" } })
        let output = try Importer.run(round.source, options: ImportOptions()).get()
        XCTAssertEqual(output.specs, second.specs)
        XCTAssertEqual(output.checkDiagnostics.flatMap(\.lines), [])
    }

    /// A second finding on the same example in one round says nothing new; one on an example an earlier round left out
    /// says leaving it out didn't settle it; one on something else makes the round more than examples alone.
    func testWhatCountsAsExamplesAlone() throws {
        let round = try FirstRound(Self.document)
        let finding = try XCTUnwrap(round.errors.first)
        var twice = Refusals()
        XCTAssertTrue(twice.take([finding, finding], from: round.converted))
        XCTAssertTrue(twice.leftOutExamplesAlone)
        XCTAssertFalse(twice.take([finding], from: round.converted))
        XCTAssertFalse(twice.leftOutExamplesAlone)
        var beside = Refusals()
        let model = Diagnostic(.error, .types(.unknownType("Strng", suggestion: "String",
                                                           in: .model("GetItemResponse"))), at: finding.location)
        XCTAssertTrue(beside.take([finding, model], from: round.converted), "\(round.converted.naming.models)")
        XCTAssertFalse(beside.leftOutExamplesAlone)
        XCTAssertEqual(beside.models.count, 1)
        // A finding about nothing a spec defines can't be taken out: gen-import is at fault.
        var service = Refusals()
        XCTAssertFalse(service.take([Diagnostic(.error, .auth(.authWithoutService), at: finding.location)],
                                    from: round.converted))
    }

    /// An endpoint gen refuses is skipped; the endpoints after it keep their own names.
    func testTheEndpointsAfterARefusedOneKeepTheirNames() throws {
        let text = """
            openapi: 3.0.3
            info: { title: Shop, version: "1" }
            paths:
              /a: { get: { operationId: first, responses: { "204": { description: ok } } } }
              /b:
                get:
                  operationId: refused
                  parameters: [{ name: X Trace, in: header, schema: { type: string } }]
                  responses: { "204": { description: ok } }
              /c: { get: { operationId: third, responses: { "204": { description: ok } } } }
              /d: { get: { operationId: fourth, responses: { "204": { description: ok } } } }
            """
        let output = try Importer.run(try openAPISource(text), options: ImportOptions()).get()
        XCTAssertEqual(output.checkDiagnostics.flatMap(\.lines), [])
        let endpoints = try XCTUnwrap(output.specs.first { !$0.endpoints.isEmpty }).endpoints
        XCTAssertEqual(endpoints.map { "\($0.name.value) \($0.path.value)" }, ["first /a", "third /c", "fourth /d"])
    }
}
