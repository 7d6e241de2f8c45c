import Foundation
@testable import OpenAPIImport
import OpenAPIKit
import XCTest

/// A 3.0 document read straight into OpenAPIKit's 3.1 model is the document its 3.0 reading converts to, value for
/// value; what the 3.1 model reads otherwise keeps a document on the 3.0 reading.
final class Reading30As31Tests: XCTestCase {
    private func source(_ text: String, file: String = "doc.yaml") throws -> OpenAPISource {
        Normalizer.normalize(try OpenAPISource.read(Array(text.utf8), file: file).get()).source
    }

    private func bothWays(_ source: OpenAPISource, parts: Int = 8)
        -> (as30: Result<OpenAPI.Document, ImportFailure>, as31: Result<OpenAPI.Document, ImportFailure>) {
        (DocumentLoader.load(source, parts: parts, reading: .as30), DocumentLoader.load(source, parts: parts, reading: .as31With30Schemas))
    }

    func testEvery30FixtureReadsInto31AsItsConversion() throws {
        var read = 0
        for name in try ImportGoldenTests.documents() {
            let text = try String(contentsOf: ImportGoldenTests.fixtures.appendingPathComponent(name), encoding: .utf8)
            let source = try source(text, file: name)
            guard source.version?.text.hasPrefix("3.0.") == true, Reading30As31.readsAlike(source.root) else { continue }
            read += 1
            for parts in [1, 8] {
                let (as30, as31) = bothWays(source, parts: parts)
                XCTAssertEqual(try as31.get(), try as30.get(), "\(name) in \(parts) parts")
            }
        }
        XCTAssertGreaterThanOrEqual(read, 8)
    }

    /// A 3.0 document with one thing 3.1 reads otherwise, written into `paths` and `components` below.
    private func document(paths: String = "", components: String = "", top: String = "") -> String {
        """
        openapi: 3.0.3
        info: { title: T, version: "1" }
        \(top)
        paths:
          /a:
            get:
              parameters: [{ name: q, in: query, schema: { type: string } }]
              responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/A" } } } } }
        \(paths)
        components:
          schemas:
            A: { type: object, nullable: true, properties: { a: { type: string, format: byte } }, example: { a: x } }
          responses:
            R: { description: r }
        \(components)
        """
    }

    func testADocumentWithoutWhat31ReadsOtherwiseReadsAlike() throws {
        let source = try source(document())
        XCTAssertTrue(Reading30As31.readsAlike(source.root))
        let (as30, as31) = bothWays(source)
        XCTAssertEqual(try as31.get(), try as30.get())
    }

    /// Each of these reads otherwise into the 3.1 model (or only there), so a document that holds it stays on 3.0's reading.
    func testWhat31ReadsOtherwiseKeepsTheDocumentOn30sReading() throws {
        let cases: [(String, String)] = [
            ("webhooks", document(top: "webhooks: { w: { post: { responses: { \"200\": { description: ok } } } } }")),
            ("info summary", document().replacingOccurrences(of: "info: { title: T,", with: "info: { summary: S, title: T,")),
            ("license identifier", document().replacingOccurrences(of: "version: \"1\" }", with: "version: \"1\", license: { name: MIT, identifier: MIT } }")),
            ("server name", document(top: "servers: [{ url: \"https://example.com\", name: prod }]")),
            ("empty server enum", document(top: "servers: [{ url: \"https://{h}.example.com\", variables: { h: { default: a, enum: [] } } }]")),
            ("tag summary", document(top: "tags: [{ name: t, summary: S }]")),
            ("description beside a $ref", document(paths: """
                  /b: { get: { responses: { "200": { $ref: "#/components/responses/R", description: other } } } }
                """)),
            ("operation without responses", document(paths: "  /b: { get: { summary: s } }")),
            ("querystring parameter", document(paths: """
                  /b: { get: { parameters: [{ name: q, in: querystring, content: { application/json: { schema: { type: object } } } }], responses: { "204": { description: ok } } } }
                """)),
            ("response summary", document(paths: "  /b: { get: { responses: { \"204\": { description: ok, summary: s } } } }")),
            ("media type $ref", document(paths: """
                  /b: { get: { responses: { "200": { description: ok, content: { application/json: { $ref: "#/components/mediaTypes/M" } } } } } }
                """)),
            ("component $ref", document(components: "  parameters: { P: { $ref: \"#/components/parameters/Q\" }, Q: { name: q, in: query, schema: { type: string } } }")),
            ("callback path item $ref", document(paths: """
                  /b: { post: { callbacks: { c: { "{$request.body#/u}": { $ref: "#/paths/~1a" } } }, responses: { "204": { description: ok } } } }
                """)),
            ("example dataValue", document(paths: """
                  /b: { get: { responses: { "200": { description: ok, content: { application/json: { examples: { e: { dataValue: 1 } } } } } } } }
                """)),
            ("item schema", document(paths: """
                  /b: { get: { responses: { "200": { description: ok, content: { application/jsonl: { itemSchema: { type: string } } } } } } }
                """)),
            ("query operation", document(paths: "  /b: { query: { responses: { \"204\": { description: ok } } } }")),
            ("mutual TLS", document(components: "  securitySchemes: { m: { type: mutualTLS } }")),
            ("path items in components", document(components: "  pathItems: { P: { get: { responses: { \"204\": { description: ok } } } } }")),
        ]
        for (what, text) in cases {
            let source = try source(text)
            XCTAssertFalse(Reading30As31.readsAlike(source.root), what)
            // Each is needed: read into the 3.1 model, the document would not be its 3.0 reading.
            let (as30, as31) = bothWays(source)
            switch (as30, as31) {
            case (.success(let as30), .success(let as31)):
                // A server's equality leaves its name out.
                XCTAssertTrue(as31 != as30 || as31.servers.map(\.name) != as30.servers.map(\.name), what)
            case (.failure, .failure): XCTFail("both readings refuse the document with \(what)")
            default: break
            }
        }
    }

    /// A part the 3.1 model can't read is read again as 3.0, for 3.0's error.
    func testAnInvalidDocumentGets30sError() throws {
        let text = document(paths: "  /b: { get: { parameters: [{ name: q, in: nowhere, schema: { type: string } }], responses: { \"204\": { description: ok } } } }")
        let source = try source(text)
        XCTAssertTrue(Reading30As31.readsAlike(source.root))
        guard case .failure(let as30) = DocumentLoader.load(source, reading: .as30),
              case .failure(let read) = DocumentLoader.load(source) else { return XCTFail("an invalid document decoded") }
        XCTAssertEqual(read.diagnostics.map(\.message), as30.diagnostics.map(\.message))
        XCTAssertEqual(read.diagnostics.map(\.location), as30.diagnostics.map(\.location))
    }
}
