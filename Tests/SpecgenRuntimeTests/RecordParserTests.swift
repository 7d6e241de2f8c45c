import Foundation
@testable import SpecgenRuntime
import XCTest

/// The JSON Lines and JSON text sequence parsers, fed whole, byte by byte and cut at every point.
final class RecordParserTests: XCTestCase {
    private func records(_ framing: StreamFraming, _ chunks: [Data], limit: Int = 1 << 20) throws -> [String] {
        var parser = StreamParser(framing: framing, limit: limit)
        var parts: [StreamPart] = []
        for chunk in chunks { try parser.feed(chunk, into: &parts) }
        try parser.finish(into: &parts)
        return parts.map { part in
            guard case .record(let data) = part else { fatalError("not a record: \(part)") }
            return String(decoding: data, as: UTF8.self)
        }
    }

    private func assertEverySplit(_ framing: StreamFraming, _ body: String, _ expected: [String],
                                  file: StaticString = #filePath, line: UInt = #line) throws {
        let bytes = Data(body.utf8)
        XCTAssertEqual(try records(framing, [bytes]), expected, file: file, line: line)
        XCTAssertEqual(try records(framing, bytes.map { Data([$0]) }), expected, "byte by byte", file: file, line: line)
        for cut in 0...bytes.count {
            XCTAssertEqual(try records(framing, [Data(bytes.prefix(cut)), Data(bytes.dropFirst(cut))]), expected,
                           "cut at \(cut)", file: file, line: line)
        }
    }

    // MARK: JSON Lines

    func testJSONLines() throws {
        let body = "{\"a\": 1}\n\r\n{\"b\": \"x\\ny\"}\r\n   \n\t\n[1, 2]\n\"\u{1F989}\"\n{\"last\": true}"
        try assertEverySplit(.jsonLines, body,
                             ["{\"a\": 1}", "{\"b\": \"x\\ny\"}", "[1, 2]", "\"\u{1F989}\"", "{\"last\": true}"])
    }

    func testJSONLinesEmptyAndBlankBodies() throws {
        XCTAssertEqual(try records(.jsonLines, [Data()]), [])
        XCTAssertEqual(try records(.jsonLines, [Data("\n\r\n \n".utf8)]), [])
    }

    func testAJSONLineIsDeliveredAtItsLF() throws {
        var parser = StreamParser(framing: .jsonLines, limit: 100)
        var parts: [StreamPart] = []
        try parser.feed(Data("{\"a\": 1}".utf8), into: &parts)
        XCTAssertEqual(parts, [])
        try parser.feed(Data("\n{".utf8), into: &parts)
        XCTAssertEqual(parts, [.record(Data("{\"a\": 1}".utf8))])
    }

    func testAJSONLineOverTheLimitThrows() throws {
        let line = "[" + String(repeating: "1,", count: 60) + "1]"
        XCTAssertNoThrow(try records(.jsonLines, [Data((line + "\n").utf8)], limit: 200))
        XCTAssertThrowsError(try records(.jsonLines, [Data((line + "\n").utf8)], limit: 100))
        XCTAssertThrowsError(try records(.jsonLines, Data(line.utf8).map { Data([$0]) }, limit: 100)) { error in
            XCTAssertEqual((error as? StreamPartTooLarge)?.limit, 100)
        }
    }

    // MARK: JSON text sequences

    func testJSONSequence() throws {
        let body = "\u{1E}{\"a\": 1}\n\u{1E}{\n  \"b\": [\n    \"}\\\"{\"\n  ]\n}\n\u{1E}42\n\u{1E}\"x\\\\\"\n"
            + "\u{1E}\n\u{1E}true\n\u{1E}{\"last\": \"no LF\"}"
        try assertEverySplit(.jsonSequence, body,
                             ["{\"a\": 1}", "{\n  \"b\": [\n    \"}\\\"{\"\n  ]\n}", "42", "\"x\\\\\"", "true",
                              "{\"last\": \"no LF\"}"])
    }

    func testAJSONTextIsDeliveredWhenCompleteNotAtTheNextRS() throws {
        var parser = StreamParser(framing: .jsonSequence, limit: 100)
        var parts: [StreamPart] = []
        try parser.feed(Data("\u{1E}{\"a\":\n".utf8), into: &parts)
        XCTAssertEqual(parts, [], "a line break inside the object")
        try parser.feed(Data(" 1}".utf8), into: &parts)
        XCTAssertEqual(parts, [])
        try parser.feed(Data("\n".utf8), into: &parts)
        XCTAssertEqual(parts, [.record(Data("{\"a\":\n 1}".utf8))])
    }

    func testATruncatedTextEndsAtTheNextRS() throws {
        XCTAssertEqual(try records(.jsonSequence, [Data("\u{1E}{\"a\": [1,\n\u{1E}{\"b\": 2}\n".utf8)]),
                       ["{\"a\": [1,", "{\"b\": 2}"], "the decoder, not the parser, finds the first one broken")
    }

    func testAJSONTextOverTheLimitThrows() throws {
        let text = "\u{1E}[" + String(repeating: "1,", count: 60) + "1]\n"
        XCTAssertNoThrow(try records(.jsonSequence, [Data(text.utf8)], limit: 200))
        XCTAssertThrowsError(try records(.jsonSequence, [Data(text.utf8)], limit: 100))
    }

    // MARK: Bytes and whole bodies

    func testBytesAreChunksAsTheyCame() throws {
        var parser = StreamParser(framing: .bytes, limit: 1)
        var parts: [StreamPart] = []
        try parser.feed(Data("abc".utf8), into: &parts)
        try parser.feed(Data(), into: &parts)
        try parser.feed(Data("de".utf8), into: &parts)
        try parser.finish(into: &parts)
        XCTAssertEqual(parts, [.chunk(Data("abc".utf8)), .chunk(Data("de".utf8))], "no limit on chunks")
    }

    func testAWholeBodyStopsAtTheEndEvent() throws {
        let body = Data("data: 1\n\ndata: [DONE]\n\ndata: 2\n\n".utf8)
        XCTAssertEqual(try StreamParser.parts(of: body, framing: .events(end: "[DONE]")),
                       [.event(ServerSentEvent(data: "1"))])
        XCTAssertEqual(try StreamParser.parts(of: body, framing: .events(end: nil)).count, 3)
    }
}
