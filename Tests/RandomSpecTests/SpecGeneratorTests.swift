import XCTest

/// The random spec generator itself: reproducible, and covering the spec format.
final class SpecGeneratorTests: XCTestCase {
    func testSameSeedGivesTheSameSpecs() {
        let first = (0..<20).map { SpecGenerator.yaml(seed: 42, index: $0) }
        // Other seeds in between: no state is shared between specs.
        _ = (0..<5).map { SpecGenerator.yaml(seed: 7, index: $0) }
        let second = (0..<20).reversed().map { SpecGenerator.yaml(seed: 42, index: $0) }.reversed()
        XCTAssertEqual(first, Array(second))
    }

    func testSeedsAndIndexesGiveDifferentSpecs() {
        let specs = (1...5).flatMap { seed in (0..<10).map { SpecGenerator.yaml(seed: UInt64(seed), index: $0) } }
        XCTAssertGreaterThan(Set(specs).count, 45, "different seeds and indexes should give different specs")
    }

    /// Every type, key and paging style of the spec format shows up in a few hundred specs.
    func testSpecsCoverTheFormat() {
        let text = (0..<300).map { SpecGenerator.yaml(seed: 1, index: $0) }.joined(separator: "\n")
        let types = ["String", "Int", "Int32", "Int64", "Double", "Float", "Bool", "Date", "URL", "UUID", "Data", "JSON"]
        let expected = types.map { ": \($0)\n" } + [
            "version: 1", "doc: ", "baseURL: ", "keys: snake_case", "keys: as-is", "dates: seconds", "dates: milliseconds",
            "dates: iso8601", "dates: \"yyyy-MM-dd\"", "headers: {", "properties:", "properties: {}", "enum: [", "enum:\n",
            "deprecated: true", "deprecated: \"", "key: ", "name: ", "default: ", "const: ", "{ const: ", "params:", "query:",
            "headers:\n", "body: ", "response: ", "example: ", "method: GET", "method: POST", "method: PUT", "method: PATCH",
            "method: DELETE", "method: HEAD", ": [", ": \"[String: ", "]?\"", "?\n", "[String: ",
            "style: offset", "style: page", "style: cursor", "total: ", "pageSize: ", "first: ", "perPage: ", "pageCount: ",
            "cursor: ", "next: link", "next: ", "items: ",
            "oneOf: [", "oneOf: {", "enum: { ", "nullable: true", "additionalProperties: ", ", dates: ",
        ]
        for piece in expected {
            XCTAssertTrue(text.contains(piece), "no random spec holds '\(piece)'")
        }
    }
}
