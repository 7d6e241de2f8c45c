import JSONPath
import XCTest

/// Descendant segments `..` (RFC 9535 §2.5.2): the node itself and every node below it, parents before
/// children, arrays in index order.
final class DescendantTests: XCTestCase {
    private typealias T = JSONPathTesting
    /// The document of RFC 9535 Table 15.
    private let document = #"{"o": {"j": 1, "k": 2}, "a": [5, 3, [{"j": 4}, {"k": 6}]]}"#

    func testDescendantNames() throws {
        XCTAssertEqual(try T.values("$..j", in: document), ["1", "4"])
        XCTAssertEqual(try T.paths("$..j", in: document), ["$['o']['j']", "$['a'][2][0]['j']"])
        XCTAssertEqual(try T.values("$..o", in: document), [#"{"j":1,"k":2}"#])
        XCTAssertEqual(try T.values("$..['j']", in: document), ["1", "4"])
    }

    func testDescendantIndex() throws {
        XCTAssertEqual(try T.values("$..[0]", in: document), ["5", #"{"j":4}"#])
        XCTAssertEqual(try T.paths("$..[0]", in: document), ["$['a'][0]", "$['a'][2][0]"])
    }

    func testDescendantWildcardVisitsParentsBeforeChildren() throws {
        let expected = [#"{"j":1,"k":2}"#, #"[5,3,[{"j":4},{"k":6}]]"#, "1", "2", "5", "3", #"[{"j":4},{"k":6}]"#,
                        #"{"j":4}"#, #"{"k":6}"#, "4", "6"]
        XCTAssertEqual(try T.values("$..[*]", in: document), expected)
        XCTAssertEqual(try T.values("$..*", in: document), expected)
        XCTAssertEqual(try T.paths("$..*", in: document), [
            "$['o']", "$['a']", "$['o']['j']", "$['o']['k']", "$['a'][0]", "$['a'][1]", "$['a'][2]",
            "$['a'][2][0]", "$['a'][2][1]", "$['a'][2][0]['j']", "$['a'][2][1]['k']",
        ])
    }

    func testDescendantSegmentWithSeveralSelectors() throws {
        XCTAssertEqual(try T.values("$.o..[*, *]", in: document), ["1", "2", "1", "2"])
        XCTAssertEqual(try T.values("$.a..[0, 1]", in: document), ["5", "3", #"{"j":4}"#, #"{"k":6}"#])
        XCTAssertEqual(try T.values("$..['j', 'k']", in: document), ["1", "2", "4", "6"])
    }

    func testDescendantsAfterOtherSegmentsAndOnScalars() throws {
        XCTAssertEqual(try T.values("$.a[2]..k", in: document), ["6"])
        XCTAssertEqual(try T.values("$.o.j..*", in: document), [], "a scalar has no descendants")
        XCTAssertEqual(try T.values("$..*", in: "7"), [])
        XCTAssertEqual(try T.values("$..[?@ == 4]", in: document), ["4"])
    }

    func testDescendantsInYAML() throws {
        let yaml = """
            paths:
              /pets:
                get:
                  operationId: listPets
                post:
                  operationId: createPet
            components:
              schemas:
                Pet:
                  properties:
                    operationId: {type: string}
            """
        XCTAssertEqual(try T.values("$.paths..operationId", in: yaml), [#""listPets""#, #""createPet""#])
        XCTAssertEqual(try T.paths("$..operationId", in: yaml), [
            "$['paths']['/pets']['get']['operationId']", "$['paths']['/pets']['post']['operationId']",
            "$['components']['schemas']['Pet']['properties']['operationId']",
        ])
    }
}
