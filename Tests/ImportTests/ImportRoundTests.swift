@testable import OpenAPIImport
import SpecModel
import Wording
import XCTest

/// After gen refuses part of an import, the next round writes and reads again only the files that changed; what it
/// keeps must be exactly what writing and reading them afresh gives.
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

    /// A document converted, written without refusals, and gen's verdicts on it.
    private struct FirstRound {
        var source: OpenAPISource
        var converted: Importer.Converted
        var first: ImportOutput
        var parsed: [String: ParsedSpec] = [:]
        var diagnostics: [Diagnostic] = []

        init(_ text: String) throws {
            source = try openAPISource(text)
            converted = Importer.convert(try openAPIDocument(source), source: source, options: ImportOptions(), losses: [])
            first = Importer.write(converted, refusals: Refusals())
            diagnostics = Importer.check(first, source: source, parsed: &parsed)
        }
    }

    func testARoundKeepsTheFilesItDidntChangeAndTheyAreWhatAFreshWriteGives() throws {
        let round = try FirstRound(Self.document)
        let (source, converted, first, diagnostics) = (round.source, round.converted, round.first, round.diagnostics)
        var parsed = round.parsed, refusals = Refusals()
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics.flatMap(\.lines))")
        XCTAssertEqual(Set(parsed.keys), Set(first.files.map(\.name)))
        XCTAssertTrue(refusals.take(diagnostics, from: converted))
        XCTAssertTrue(refusals.leftOutExamplesAlone)

        let kept = Importer.write(converted, refusals: refusals, reusing: first)
        let fresh = Importer.write(converted, refusals: refusals)
        XCTAssertEqual(kept.files.map(\.name), fresh.files.map(\.name))
        XCTAssertEqual(kept.files.map(\.text), fresh.files.map(\.text))
        XCTAssertEqual(kept.origins, fresh.origins)
        XCTAssertEqual(kept.specs, fresh.specs)
        XCTAssertEqual(kept.warnings, fresh.warnings)
        // Only the file of the operation whose example was left out changed.
        let changed = zip(first.files, kept.files).filter { $0.0.text != $0.1.text }.map(\.0.name)
        XCTAssertEqual(changed.count, 1, "\(changed)")
        XCTAssertTrue(first.files.first { $0.name == changed.first }?.text.contains("not-a-number") == true)

        // The changed file is read again (its example is gone); the other keeps what the first check read.
        let unchanged = try XCTUnwrap(kept.files.first { $0.name != changed.first }?.name)
        let before = try XCTUnwrap(parsed[unchanged])
        XCTAssertEqual(Importer.check(kept, source: source, parsed: &parsed).flatMap(\.lines), [])
        XCTAssertEqual(parsed[unchanged]?.spec, before.spec)
        XCTAssertEqual(parsed[try XCTUnwrap(changed.first)]?.input.bytes, Array(try XCTUnwrap(kept.files.first { $0.name == changed.first }).text.utf8))
    }

    /// A round that leaves out more than examples lays the files out again: what it writes is what a fresh write gives,
    /// and gen is asked again.
    func testARoundThatSkipsAnEndpointBesideAnExampleIsWrittenAfreshAndCheckedAgain() throws {
        let text = Self.document.replacingOccurrences(of: "      operationId: getOrder\n", with: """
                  operationId: getOrder
                  parameters: [{ name: X Trace, in: header, schema: { type: string } }]

            """)
        let round = try FirstRound(text)
        let (source, converted, first, diagnostics) = (round.source, round.converted, round.first, round.diagnostics)
        var refusals = Refusals()
        XCTAssertEqual(diagnostics.count, 2, "\(diagnostics.flatMap(\.lines))")
        XCTAssertTrue(refusals.take(diagnostics, from: converted))
        XCTAssertFalse(refusals.leftOutExamplesAlone)
        XCTAssertEqual(refusals.endpoints.count, 1)
        XCTAssertEqual(refusals.examples.count, 1)

        let kept = Importer.write(converted, refusals: refusals, reusing: first)
        let fresh = Importer.write(converted, refusals: refusals)
        XCTAssertEqual(kept.files.map(\.name), fresh.files.map(\.name))
        XCTAssertEqual(kept.files.map(\.text), fresh.files.map(\.text))
        XCTAssertEqual(kept.specs, fresh.specs)
        XCTAssertFalse(kept.files.contains { $0.text.contains("getOrder") })

        let output = try Importer.run(source, options: ImportOptions()).get()
        XCTAssertEqual(output.files.map(\.text), fresh.files.map(\.text))
        XCTAssertEqual(output.checkDiagnostics.flatMap(\.lines), [])
    }

    /// gen's word at an example's place that isn't a problem it found in that endpoint's example may be about anything:
    /// the round doesn't count as examples alone, and gen is asked again.
    func testAVerdictAtAnExampleThatDoesntNameItsEndpointIsNotAnExampleAlone() throws {
        let round = try FirstRound(Self.document)
        let converted = round.converted
        let diagnostic = try XCTUnwrap(round.diagnostics.first)
        XCTAssertEqual(Refusals.exampleEndpoint(in: diagnostic.message), "getItem")
        XCTAssertNil(Refusals.exampleEndpoint(in: "example of endpoint 'getItem"))

        var named = Refusals()
        XCTAssertTrue(named.take([diagnostic], from: converted))
        XCTAssertTrue(named.leftOutExamplesAlone)
        for message in ["example of endpoint 'getOrder': missing key 'total'", "expected an integer for 'Int'"] {
            var refusals = Refusals()
            XCTAssertTrue(refusals.take([Diagnostic(.error, message, at: diagnostic.location)], from: converted), message)
            XCTAssertEqual(refusals.examples, named.examples, message)
            XCTAssertFalse(refusals.leftOutExamplesAlone, message)
        }
        // A second verdict on the same example in the same round is still examples alone; one on an example already left
        // out is not (leaving it out didn't help).
        var twice = Refusals()
        XCTAssertTrue(twice.take([diagnostic, diagnostic], from: converted))
        XCTAssertTrue(twice.leftOutExamplesAlone)
        XCTAssertFalse(twice.take([diagnostic], from: converted))
        XCTAssertFalse(twice.leftOutExamplesAlone)
        // Beside a verdict on another example, which this round does leave out, it still isn't.
        let order = try XCTUnwrap(converted.naming.endpoints.firstIndex(of: "getOrder"))
        let orderExample = try XCTUnwrap(converted.endpoints[order].example)
        let other = Diagnostic(.error, "example of endpoint 'getOrder': missing key 'total'",
                               at: converted.source.location(of: orderExample.mark))
        XCTAssertTrue(twice.take([diagnostic, other], from: converted))
        XCTAssertEqual(twice.examples.count, 2)
        XCTAssertFalse(twice.leftOutExamplesAlone)
    }

    func testACheckReadsAgainAFileWhoseTextChanged() throws {
        let source = try openAPISource(Self.document)
        var output = try Importer.run(source, options: ImportOptions()).get()
        var parsed: [String: ParsedSpec] = [:]
        XCTAssertEqual(Importer.check(output, source: source, parsed: &parsed).flatMap(\.lines), [])
        let index = try XCTUnwrap(output.files.firstIndex { $0.text.contains("total: Double") })
        output.files[index].text = output.files[index].text.replacingOccurrences(of: "total: Double", with: "total: Doubel")
        let diagnostics = Importer.check(output, source: source, parsed: &parsed)
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics.flatMap(\.lines))")
        XCTAssertTrue(diagnostics.first?.message.hasPrefix("unknown type 'Doubel'") == true, diagnostics.first?.message ?? "")
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
