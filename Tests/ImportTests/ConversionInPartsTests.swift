import Foundation
@testable import OpenAPIImport
import XCTest

/// The operations of a whole import converted in parts on all cores make exactly what converting them one after the
/// other makes: the same endpoints, models (inline ones numbered in the same order, naming the same owners) and losses
/// (charged to the same operations and models).
final class ConversionInPartsTests: XCTestCase {
    /// Operations whose responses hold inline objects inside inline objects, a union of inline objects, a component
    /// model, and a component that makes no model and carries a loss (charged to every inline model that uses it).
    private func document(operations: Int) -> String {
        var text = """
        openapi: 3.0.3
        info: { title: Parts, version: '1' }
        components:
          schemas:
            Pet: { type: object, properties: { name: { type: string }, tag: { $ref: '#/components/schemas/Odd' } } }
            Odd: { not: { type: string } }
            Pets: { type: array, items: { type: object, properties: { odd: { $ref: '#/components/schemas/Odd' } } } }
        paths:

        """
        for index in 0..<operations {
            text += """
              /items\(index):
                get:
                  operationId: getItem\(index)
                  parameters: [{ name: odd, in: query, schema: { $ref: '#/components/schemas/Odd' } }]
                  responses:
                    '200':
                      description: ok
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              odd: { $ref: '#/components/schemas/Odd' }
                              inner: { type: object, properties: { n: { type: integer }, \
            odd: { $ref: '#/components/schemas/Odd' } } }
                              pet: { $ref: '#/components/schemas/Pet' }
                              pets: { $ref: '#/components/schemas/Pets' }
                              choice:
                                oneOf:
                                  - { type: object, properties: { a: { type: string } }, required: [a] }
                                  - { type: object, properties: { b: { type: integer } }, required: [b] }

            """
        }
        return text
    }

    private func described(_ converted: Importer.Converted) -> [String] {
        converted.endpoints.map { String(describing: $0) } + converted.models.map { String(describing: $0) }
            + converted.losses.map { loss in
                let subjects = loss.subjects.map { String(describing: $0) }.sorted()
                return "\(subjects) \(loss.effect) \(String(describing: loss.finding)) \(loss.location)"
            }
    }

    func testPartsMakeWhatOneAfterTheOtherMakes() throws {
        let operations = OperationConverter.partSize * 3 + 5
        let source = Normalizer.normalize(try OpenAPISource.read(Array(document(operations: operations).utf8),
                                                                 file: "parts.yaml").get()).source
        let document = try DocumentLoader.load(source).get()
        let inParts = Importer.convert(document, source: source, options: ImportOptions(), losses: [], inParts: true)
        let inOrder = Importer.convert(document, source: source, options: ImportOptions(), losses: [], inParts: false)
        XCTAssertEqual(inParts.endpoints.count, operations)
        // Every operation has inline models of its own, and the component's loss is charged to models made in parts.
        XCTAssertGreaterThan(inOrder.models.count, operations * 3)
        let charged = inOrder.losses.flatMap(\.subjects)
            .filter { if case .model(let id) = $0 { id.index > 10 } else { false } }
        XCTAssertGreaterThan(charged.count, operations)
        XCTAssertEqual(described(inParts), described(inOrder))
    }
}
