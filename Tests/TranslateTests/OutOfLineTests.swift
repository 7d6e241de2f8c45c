import SpecModel
@testable import Translate
import XCTest

/// Which properties are boxed and which enums are `indirect`: what a held value weighs inline decides it.
final class OutOfLineTests: XCTestCase {
    /// Nine fields: one more than a held value may lay out inline.
    private let heavy = "{ properties: { a: String, b: String, c: String, d: String, e: String, f: String, g: String, "
                        + "h: String, i: String } }"

    func testModelsHeavierThanTheThresholdAreBoxed() throws {
        let (api, names) = try XCTUnwrap(checkedSpec("""
            models:
              Heavy: \(heavy)
              Light: { properties: { a: String, b: Int } }
              Middle: { properties: { light: Light, more: Light?, x: String, y: String, z: Int } }
              Outer:
                properties:
                  heavy: Heavy
                  maybeHeavy: Heavy?
                  light: Light
                  middle: Middle
                  heavies: "[Heavy]"
                  byName: "[String: Heavy]"
                  kind: Kind
                  text: String
              Kind: { enum: [x] }
            """))
        let translator = Translator(api: api, names: names, options: TranslateOptions())
        let outOfLine = translator.outOfLine
        XCTAssertEqual(outOfLine.weight(.object(ModelID(1))), 2)
        // Middle: two Lights inline (2 + 2) and three fields.
        XCTAssertEqual(outOfLine.weight(.object(ModelID(2))), 7)
        XCTAssertEqual(outOfLine.weight(.object(ModelID(0))), 9)
        let boxed = api.models.indices.flatMap { model in
            api.models[model].properties.indices.filter { outOfLine.boxes(ModelID(model), property: $0) }
                .map { "\(api.models[model].name.value).\(api.models[model].properties[$0].name.value)" }
        }
        XCTAssertEqual(boxed, ["Outer.heavy", "Outer.maybeHeavy"])
        // Outer: two boxes, Light (2), Middle (7), two collections, the enum and the text.
        XCTAssertEqual(outOfLine.weight(.object(ModelID(3))), 2 + 2 + 7 + 4)
    }

    func testACycleIsBoxedWhateverItWeighs() throws {
        let (api, names) = try XCTUnwrap(checkedSpec("""
            models:
              Comment: { properties: { text: String, parent: Comment? } }
              A: { properties: { b: B } }
              B: { properties: { a: A? } }
            """))
        let outOfLine = Translator(api: api, names: names, options: TranslateOptions()).outOfLine
        XCTAssertTrue(outOfLine.boxes(ModelID(0), property: 1))
        XCTAssertFalse(outOfLine.boxes(ModelID(1), property: 0))
        XCTAssertTrue(outOfLine.boxes(ModelID(2), property: 0))
        XCTAssertEqual(outOfLine.weight(.object(ModelID(1))), 1)
    }

    func testAModelOnACycleIsWeighedWhole() throws {
        // A.b closes the cycle (boxed); B holds A inline through a required property, and A weighs eleven fields,
        // so B.a is boxed too, whichever of the two is weighed first.
        let fields = (1...10).map { "x\($0): String" }.joined(separator: ", ")
        for order in [["A", "B"], ["B", "A"]] {
            let models = ["A": "  A: { properties: { b: B?, \(fields) } }", "B": "  B: { properties: { a: A } }"]
            let (api, names) = try XCTUnwrap(
                checkedSpec("models:\n" + order.compactMap { models[$0] }.joined(separator: "\n")))
            let outOfLine = Translator(api: api, names: names, options: TranslateOptions()).outOfLine
            let a = try XCTUnwrap(api.modelIDs.first { api[$0].name.value == "A" })
            let b = try XCTUnwrap(api.modelIDs.first { api[$0].name.value == "B" })
            XCTAssertEqual(outOfLine.weight(.object(a)), 11, "\(order)")
            XCTAssertTrue(outOfLine.boxes(a, property: 0), "\(order)")
            XCTAssertTrue(outOfLine.boxes(b, property: 0), "\(order)")
            XCTAssertEqual(outOfLine.weight(.object(b)), 1, "\(order)")
        }
    }

    func testUnionsAndResponseEnumsHeavierThanTheThresholdAreIndirect() throws {
        let (api, names) = try XCTUnwrap(checkedSpec("""
            models:
              Heavy: \(heavy)
              Light: { properties: { a: String, b: Int } }
              Big: { oneOf: [Heavy, String] }
              Small: { oneOf: [Light, String, Int] }
              Pair: { oneOf: [Light, Light2, Light3, Light4, Light5] }
              Light2: { properties: { a: String, b: Int } }
              Light3: { properties: { a: String, b: Int } }
              Light4: { properties: { a: String, b: Int } }
              Light5: { properties: { a: String, b: Int } }
              Holder: { properties: { big: Big, small: Small } }
            """))
        let outOfLine = Translator(api: api, names: names, options: TranslateOptions()).outOfLine
        XCTAssertTrue(outOfLine.isIndirect(ModelID(2)))
        XCTAssertFalse(outOfLine.isIndirect(ModelID(3)))
        // Five members of two fields each: ten together.
        XCTAssertTrue(outOfLine.isIndirect(ModelID(4)))
        // An indirect union is one reference where it is held; a property of union type is never boxed.
        XCTAssertEqual(outOfLine.weight(.union(ModelID(2))), 1)
        XCTAssertEqual(outOfLine.weight(.union(ModelID(3))), 4)
        XCTAssertFalse(outOfLine.boxes(ModelID(9), property: 0))
        XCTAssertEqual(outOfLine.indirectKeyword(cases: [.object(ModelID(0))]), "indirect ")
        XCTAssertEqual(outOfLine.indirectKeyword(cases: [.object(ModelID(1)), .builtin(.int)]), "")
    }

    func testGeneratedCodeBoxesAndIndirects() {
        let files = generated("""
            service: Shop
            baseURL: https://shop.example.com
            models:
              Product: \(heavy)
              Tag: { properties: { name: String } }
              Listing: { properties: { product: Product?, tag: Tag } }
              Problem: { properties: { title: String } }
            endpoints:
              updateProduct:
                method: POST
                path: /products
                responses: { 200: Product, 202: ~ }
                errors: { 404: Problem, 409: Product }
              countProducts:
                path: /products/count
                responses: { 200: Int, 203: Tag }
                errors: { 404: String, 409: Problem }
            """)
        assertContains(files["Listing.swift"], """
                @Indirect public var product: Product?
                public var tag: Tag
            """)
        assertContains(files["Listing.swift"],
                       "        self.product = try container.decodeIfPresent(Product.self, forKey: \"product\")\n")
        let requests = files.filter { $0.key.hasSuffix("Request.swift") }.values.joined()
        assertContains(requests,
                       "    public indirect enum Response: Sendable, Equatable {\n        /// 200: `Product`.")
        assertContains(requests, "public indirect enum UpdateProductErrorBody: Sendable, Equatable {")
        assertContains(requests, "    public enum Response: Sendable, Equatable {\n        /// 200: `Int`.")
        assertContains(requests, "public enum CountProductsErrorBody: Sendable, Equatable {")
    }
}
