import Foundation
@testable import OpenAPIImport
import OpenAPIKit
import XCTest

/// Decoding a document in parts at once gives the document decoding it whole gives, and the error it would report.
final class DocumentLoaderTests: XCTestCase {
    private func source(_ text: String) throws -> OpenAPISource {
        try OpenAPISource.read(Array(text.utf8), file: "doc.yaml").get()
    }

    /// The document as JSON with sorted keys and sorted `required:` lists: parts put back together keep their keys in
    /// another order (the importer orders by the source), so documents are compared by content.
    private func canonical(_ document: OpenAPI.Document) throws -> String {
        func sorted(_ value: Any) -> Any {
            if let object = value as? [String: Any] {
                return object.mapValues(sorted).merging(object["required"].flatMap { $0 as? [String] }.map { ["required": $0.sorted()] } ?? [:]) { $1 }
            }
            return (value as? [Any]).map { $0.map(sorted) } ?? value
        }
        let json = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(document))
        return String(decoding: try JSONSerialization.data(withJSONObject: sorted(json), options: [.sortedKeys, .prettyPrinted]), as: UTF8.self)
    }

    func testEveryFixtureDecodesInPartsAsWhole() throws {
        let names = try ImportGoldenTests.documents()
        XCTAssertGreaterThanOrEqual(names.count, 4)
        for name in names {
            let bytes = try Data(contentsOf: ImportGoldenTests.fixtures.appendingPathComponent(name))
            // What the decoder sees: the document after the normalize stage.
            let source = Normalizer.normalize(try OpenAPISource.read(Array(bytes), file: name).get()).source
            let whole = try canonical(DocumentLoader.load(source, parts: 1).get())
            for parts in [2, 3, 7, 8] {
                XCTAssertEqual(try canonical(DocumentLoader.load(source, parts: parts).get()), whole, "\(name) in \(parts) parts")
            }
        }
    }

    func testSecurityRequirementsAreCheckedInEveryPart() throws {
        // The operation that names an undeclared scheme is in the second part's paths.
        let text = """
        openapi: 3.0.3
        info: { title: T, version: "1" }
        paths:
          /a: { get: { responses: { "204": { description: ok } } } }
          /b: { get: { security: [{ nope: [] }], responses: { "204": { description: ok } } } }
        components:
          securitySchemes: { key: { type: apiKey, in: header, name: X-Key } }
        """
        for parts in [1, 2] {
            guard case .failure(let failure) = DocumentLoader.load(try source(text), parts: parts) else {
                return XCTFail("an undeclared security scheme decoded in \(parts) parts")
            }
            XCTAssertTrue(failure.diagnostics[0].message.contains("nope"), failure.diagnostics[0].message)
        }
    }

    func testOfErrorsInSeveralPartsTheOneWrittenFirstIsReported() throws {
        let text = """
        openapi: 3.1.0
        info: { title: T, version: "1" }
        paths:
          /a: { get: { responses: { "204": { description: ok } } } }
          /b: { get: { parameters: [{ name: q, in: nowhere, schema: { type: string } }], responses: { "204": { description: ok } } } }
        components:
          schemas:
            A: { type: object, properties: { a: { type: string } } }
            B: { type: object, required: 5 }
        """
        guard case .failure = DocumentLoader.load(try source(text), parts: 1) else { return XCTFail("an invalid document decoded") }
        // Two parts: the paths in one, the schemas in the other, each with an error.
        guard case .failure(let failure) = DocumentLoader.load(try source(text), parts: 2) else { return XCTFail("an invalid document decoded") }
        XCTAssertEqual(failure.diagnostics.map(\.location.mark.line), [5])
        XCTAssertTrue(failure.diagnostics[0].message.contains("nowhere"), failure.diagnostics[0].message)
    }
}
