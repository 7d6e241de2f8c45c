import JSONPath
import SpecModel
import Wording
import XCTest
import YAML

/// Helpers shared by the JSONPath tests: documents are read with YAMLLoader (JSON is YAML flow style) and the
/// selected nodes written back as compact JSON text, so expectations are literal JSON from the RFC.
enum JSONPathTesting {
    /// The root of `text`, which must load without errors.
    static func document(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Node {
        let loaded = YAMLLoader.load(Array(text.utf8))
        XCTAssertEqual(loaded.errors.map(\.message), [], "the test document does not load", file: file, line: line)
        return try XCTUnwrap(loaded.root, file: file, line: line)
    }

    /// The matches of `query` in `text`; the query must parse.
    static func matches(_ query: String, in text: String, file: StaticString = #filePath, line: UInt = #line) throws
        -> [JSONPathMatch] {
        let root = try document(text, file: file, line: line)
        do {
            return try JSONPathQuery.parse(query).select(in: root)
        } catch {
            XCTFail("\(query) was rejected: \(error.description)", file: file, line: line)
            return []
        }
    }

    /// The values `query` selects from `text`, each as compact JSON.
    static func values(_ query: String, in text: String, file: StaticString = #filePath, line: UInt = #line) throws
        -> [String] {
        try matches(query, in: text, file: file, line: line).map { json($0.node) }
    }

    /// The normalized paths of the nodes `query` selects from `text`.
    static func paths(_ query: String, in text: String, file: StaticString = #filePath, line: UInt = #line) throws
        -> [String] {
        try matches(query, in: text, file: file, line: line).map(\.normalizedPath)
    }

    /// The error `query` is rejected with; nil (and a failure) when it parses.
    static func error(_ query: String, file: StaticString = #filePath, line: UInt = #line) -> JSONPathError? {
        do {
            _ = try JSONPathQuery.parse(query)
            XCTFail("\(query) was accepted", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    /// Asserts that `query` is rejected with an error at `offset` whose message contains `message`.
    static func assertRejected(_ query: String, at offset: Int, _ message: String = "", file: StaticString = #filePath,
                               line: UInt = #line) {
        guard let error = error(query, file: file, line: line) else { return }
        XCTAssertEqual(error.offset, offset, "\(query): \(error.message)", file: file, line: line)
        if !message.isEmpty {
            XCTAssertTrue(error.message.contains(message), "\(query): '\(error.message)' lacks '\(message)'",
                          file: file, line: line)
        }
    }

    /// Asserts that `query` parses (a well-typed query).
    static func assertAccepted(_ query: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try JSONPathQuery.parse(query)
        } catch {
            XCTFail("\(query) was rejected: \(error.description)", file: file, line: line)
        }
    }

    /// A node as compact JSON (`{"a":[1,"x"]}`), scalars by their YAML 1.2 core-schema value: the project's one
    /// JSON writer.
    static func json(_ node: Node) -> String {
        JSONText.from(Literal(node))
    }
}
