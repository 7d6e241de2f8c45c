import Generator
import SpecModel
import Wording
import XCTest

/// The 1.1 field features written wrong — `Expandable<…>`, `nullable:`, `dates:`, `additionalProperties:`,
/// integer enums — each with the exact lines `gen` prints.
final class BadFieldTests: XCTestCase {
    private func assertDiagnostics(_ yaml: String, _ expected: [String], file: StaticString = #filePath,
                                   line: UInt = #line) {
        let result = Generation.run([SpecInput(path: "F.yaml", bytes: Array(yaml.utf8))])
        XCTAssertEqual(result.diagnostics.flatMap(\.lines), expected, file: file, line: line)
    }

    func testExpandableNeedsAModelWithAnID() {
        assertDiagnostics("""
            service: Pay
            models:
              Customer: { properties: { email: String } }
              Card: { properties: { id: Int } }
              Kind: { enum: [a] }
              Charge:
                properties:
                  customer: Expandable<Customer>
                  card: Expandable<Card>
                  kind: Expandable<Kind>
                  other: Expandable<Custmer>
            """, [
            "F.yaml:8:28: error: Expandable<Customer> needs 'Customer' to have a required 'id: String' property (the "
                + "ID sent in its place)",
            "F.yaml:3:3: note: 'Customer' is defined here",
            "F.yaml:9:24: error: Expandable<Card> needs 'Card' to have a required 'id: String' property (the ID sent "
                + "in its place); its Swift property 'id' is property 'id' ('Int')",
            "F.yaml:4:3: note: 'Card' is defined here",
            "F.yaml:10:24: error: Expandable<Kind> holds a model with properties, and 'Kind' is not one",
            "F.yaml:11:25: error: unknown model 'Custmer' (did you mean 'Customer'?)",
        ])
    }

    /// What `Expandable` needs is read on the generated property named `id`, not on the spec's spelling.
    func testExpandableNeedsTheGeneratedIDToBeARequiredString() {
        assertDiagnostics("""
            service: Pay
            models:
              Nilable: { properties: { id: { type: String, nullable: true } } }
              Maybe: { properties: { id: String? } }
              Renamed: { properties: { id: { type: String, name: identifier } } }
              Taken: { properties: { id: { type: String, name: key }, ref: { type: Int, name: id } } }
              Fine: { properties: { ID: String } }
              Charge:
                properties:
                  a: Expandable<Nilable>
                  b: Expandable<Maybe>
                  c: Expandable<Renamed>
                  d: Expandable<Taken>
                  e: Expandable<Fine>
            """, [
            "F.yaml:10:21: error: Expandable<Nilable> needs 'Nilable' to have a required 'id: String' property (the ID "
                + "sent in its place); its Swift property 'id' is property 'id' ('String', nullable)",
            "F.yaml:3:3: note: 'Nilable' is defined here",
            "F.yaml:11:21: error: Expandable<Maybe> needs 'Maybe' to have a required 'id: String' property (the ID "
                + "sent in its place); its Swift property 'id' is property 'id' ('String?')",
            "F.yaml:4:3: note: 'Maybe' is defined here",
            "F.yaml:12:21: error: Expandable<Renamed> needs 'Renamed' to have a required 'id: String' property (the ID "
                + "sent in its place)",
            "F.yaml:5:3: note: 'Renamed' is defined here",
            "F.yaml:13:21: error: Expandable<Taken> needs 'Taken' to have a required 'id: String' property (the ID "
                + "sent in its place); its Swift property 'id' is property 'ref' ('Int')",
            "F.yaml:6:3: note: 'Taken' is defined here",
        ])
    }

    func testNullableAndDatesFitTheirProperty() {
        assertDiagnostics("""
            service: Pay
            models:
              Update:
                properties:
                  a: { type: String, nullable: yes please }
                  b: { type: String, dates: seconds }
                  c: { type: Date?, dates: seconds, nullable: true }
                  d: { type: Int?, nullable: true, default: 1 }
                  e: { type: Date, dates: iso8061 }
                  f: { type: "[Date]", dates: "yyyy-MM-dd", nullable: true }
                  g: { type: "[String: [Date]]?", dates: "yyyy-MM-dd" }
                  h: { type: "[String]", dates: seconds }
            endpoints:
              list:
                path: /items/{day}
                params: { day: { type: Date, dates: "yyyy-MM-dd" } }
                query: { around: { type: "[Date]?", dates: rfc3339 }, q: { type: String, dates: seconds } }
            """, [
            "F.yaml:5:36: error: expected true or false for 'nullable', found a string",
            "F.yaml:6:33: error: 'dates' applies to a property of dates (Date, Date?, or a list or dictionary of "
                + "them that isn't nullable); 'b' is 'String'",
            "F.yaml:8:49: error: 'default' and 'nullable' can't both be given for property 'd': a nullable property "
                + "has no value when it is left out",
            "F.yaml:9:31: error: unknown date coding 'iso8061' (did you mean 'iso8601'?)",
            "F.yaml:10:35: error: 'dates' applies to a property of dates (Date, Date?, or a list or dictionary of "
                + "them that isn't nullable); 'f' is '[Date]'",
            "F.yaml:12:37: error: 'dates' applies to a property of dates (Date, Date?, or a list or dictionary of "
                + "them that isn't nullable); 'h' is '[String]'",
            "F.yaml:17:85: error: 'dates' applies to a parameter of dates (Date, or a list or dictionary of them); "
                + "'q' is 'String'",
        ])
    }

    func testAdditionalPropertiesBelongToAModelWithProperties() {
        assertDiagnostics("""
            service: Pay
            models:
              Metadata: { additionalProperties: String }
              Kind: { enum: [a], additionalProperties: String }
              Open: { properties: { id: Int }, additionalProperties: Strng }
              Empty: { properties: {}, additionalProperties: Int }
            """, [
            "F.yaml:3:15: error: model 'Metadata' has only 'additionalProperties'; that is a dictionary: write "
                + "'[String: String]' where it is used",
            "F.yaml:4:22: error: 'additionalProperties' belongs to a model with properties",
            "F.yaml:5:58: error: unknown type 'Strng' (did you mean 'String'?)",
            "F.yaml:6:28: error: model 'Empty' has only 'additionalProperties'; that is a dictionary: write '[String: "
                + "Int]' where it is used",
        ])
    }

    func testIntegerEnumsNeedNamesAndOneKindOfValue() {
        assertDiagnostics("""
            service: Pay
            models:
              Level: { enum: { low: 1, high: two } }
              Item:
                properties:
                  level: { type: Level, default: "1" }
            """, [
            "F.yaml:3:34: error: enum 'Level' mixes integer and string values; quote the numbers if the API sends them "
                + "as strings",
            "F.yaml:6:38: error: default of property 'level': expected an integer for 'Level', found a string '1'",
        ])
        assertDiagnostics("""
            service: Pay
            models:
              Level: { enum: { low: 1, high: 2 } }
              Item:
                properties:
                  level: { type: Level, default: "1" }
                  other: { type: Level, default: 3 }
            """, [
            "F.yaml:6:38: error: default of property 'level': expected an integer for 'Level', found a string '1'",
            "F.yaml:7:38: error: default of property 'other': '3' is not a value of enum 'Level' (did you mean '1'?)",
        ])
    }
}
