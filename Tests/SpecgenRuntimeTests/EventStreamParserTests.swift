import Foundation
@testable import SpecgenRuntime
import XCTest

/// The event-stream parser against the WHATWG rules, fed whole, byte by byte and cut at every point.
final class EventStreamParserTests: XCTestCase {
    /// Every rule at once: a BOM, comments, CR, LF and CRLF, multi-line data, ids (one with NUL), retry, a field
    /// without a colon, an event without data, multi-byte characters, and a last event with no blank line after it.
    static let sample = Data([0xEF, 0xBB, 0xBF]) + Data((
        ": a comment\r\n"
        + "data: first\n\n"
        + "event: delta\rid: 1\rdata:  two spaces\rdata:no space\r\r"
        + "id: 2\u{0}x\ndata: id with NUL ignored\n\n"
        + "retry: 1500\ndata: with retry\r\n\r\n"
        + "event: lonely\nid: 3\n\n"
        + "data\ndata\n\n"
        + "data: h\u{E9}llo \u{1F989}\n\n"
        + "id\ndata: id reset\n\n"
        + "retry: x1\nevent: last\ndata: {\"no\": \"blank line\"}"
    ).utf8)

    static let expected = [
        ServerSentEvent(data: "first"),
        ServerSentEvent(event: "delta", data: " two spaces\nno space", id: "1"),
        ServerSentEvent(data: "id with NUL ignored", id: "1"),
        ServerSentEvent(data: "with retry", id: "1", retry: 1500),
        ServerSentEvent(data: "\n", id: "3"),
        ServerSentEvent(data: "h\u{E9}llo \u{1F989}", id: "3"),
        ServerSentEvent(data: "id reset"),
        ServerSentEvent(event: "last", data: "{\"no\": \"blank line\"}"),
    ]

    private func events(_ chunks: [Data], limit: Int = 1 << 20) throws -> [ServerSentEvent] {
        var parser = EventStreamParser(limit: limit)
        var parts: [StreamPart] = []
        for chunk in chunks { try parser.feed(chunk, into: &parts) }
        try parser.finish(into: &parts)
        return parts.map { part in
            guard case .event(let event) = part else { fatalError("not an event: \(part)") }
            return event
        }
    }

    func testTheSampleWhole() throws {
        XCTAssertEqual(try events([Self.sample]), Self.expected)
    }

    func testEverySplitPointGivesTheSameEvents() throws {
        let bytes = Self.sample
        for cut in 0...bytes.count {
            let parts = [bytes.prefix(cut), bytes.dropFirst(cut)].map { Data($0) }
            XCTAssertEqual(try events(parts), Self.expected, "cut at \(cut)")
        }
    }

    func testEveryPairOfSplitPointsGivesTheSameEvents() throws {
        let bytes = Array(Self.sample)
        for first in stride(from: 0, through: bytes.count, by: 1) {
            for second in stride(from: first, through: bytes.count, by: 3) {
                let parts = [bytes[..<first], bytes[first..<second], bytes[second...]].map { Data($0) }
                XCTAssertEqual(try events(parts), Self.expected, "cut at \(first) and \(second)")
            }
        }
    }

    func testByteByByte() throws {
        XCTAssertEqual(try events(Self.sample.map { Data([$0]) }), Self.expected)
    }

    func testACRAndItsLFInDifferentChunksEndOneLine() throws {
        let parts = [Data("data: a\r".utf8), Data("\ndata: b\r".utf8), Data("\n\r".utf8), Data("\n".utf8)]
        XCTAssertEqual(try events(parts), [ServerSentEvent(data: "a\nb")])
    }

    func testAUTF8SequenceCutInTwo() throws {
        let owl = Array("data: \u{1F989}\n\n".utf8)
        for cut in 6...9 {
            XCTAssertEqual(try events([Data(owl[..<cut]), Data(owl[cut...])]), [ServerSentEvent(data: "\u{1F989}")])
        }
    }

    func testOnlyOneBOMAndOnlyAtTheStart() throws {
        let bom = "\u{FEFF}"
        XCTAssertEqual(try events([Data("\(bom)data: a\n\n\(bom)data: b\n\n".utf8)]), [ServerSentEvent(data: "a")],
                       "a BOM later on is part of a field name")
        XCTAssertEqual(try events([Data("\(bom)\(bom)data: a\n\n".utf8)]), [])
    }

    func testFieldsWithoutValues() throws {
        XCTAssertEqual(try events([Data("event\ndata\n\n".utf8)]), [ServerSentEvent(data: "")])
        XCTAssertEqual(try events([Data("data:\n\n".utf8)]), [ServerSentEvent(data: "")])
        XCTAssertEqual(try events([Data("data test\n\n".utf8)]), [], "a field named `data test` is ignored")
        XCTAssertEqual(try events([Data("DATA: x\n\n".utf8)]), [], "field names are case-sensitive")
    }

    func testOneLeadingSpaceIsStripped() throws {
        XCTAssertEqual(try events([Data("data:a\ndata: b\ndata:  c\ndata:\td\n\n".utf8)]),
                       [ServerSentEvent(data: "a\nb\n c\n\td")])
    }

    func testEventsWithoutDataAreNotDispatched() throws {
        XCTAssertEqual(try events([Data("event: x\nid: 9\nretry: 10\n\n: only a comment\n\n".utf8)]), [])
        XCTAssertEqual(try events([Data("event: x\n\ndata: y\n\n".utf8)]), [ServerSentEvent(data: "y", id: nil)],
                       "an event's name does not outlive its block")
    }

    func testTheLastEventIDOutlivesItsEvent() throws {
        var parser = EventStreamParser(limit: 1000)
        var parts: [StreamPart] = []
        try parser.feed(Data("id: 7\ndata: a\n\ndata: b\n\nid: 8\n\n".utf8), into: &parts)
        XCTAssertEqual(parts, [.event(ServerSentEvent(data: "a", id: "7")),
                               .event(ServerSentEvent(data: "b", id: "7"))])
        XCTAssertEqual(parser.lastEventID, "8", "an id without data still counts")
        try parser.feed(Data("id: 9\ndata: cut".utf8), into: &parts)
        XCTAssertEqual(parser.lastEventID, "8", "an id counts at the blank line after it")
        parser.reset()
        try parser.feed(Data("data: c\n\n".utf8), into: &parts)
        XCTAssertEqual(parts.last, .event(ServerSentEvent(data: "c", id: "8")), "the cut event's id is forgotten")
    }

    func testRetryNeedsDigitsOnly() throws {
        var parser = EventStreamParser(limit: 1000)
        var parts: [StreamPart] = []
        try parser.feed(Data("retry: 250\n\nretry: 1e3\nretry: -5\nretry:\ndata: a\n\n".utf8), into: &parts)
        XCTAssertEqual(parts, [.event(ServerSentEvent(data: "a"))])
        XCTAssertEqual(parser.reconnectionTime, 250)
    }

    func testAResetDropsTheHalfReadEventOnly() throws {
        var parser = EventStreamParser(limit: 1000)
        var parts: [StreamPart] = []
        try parser.feed(Data("id: 4\nretry: 20\ndata: a\n\ndata: cut sh".utf8), into: &parts)
        parser.reset()
        try parser.feed(Data("data: b\n\n".utf8), into: &parts)
        XCTAssertEqual(parts, [.event(ServerSentEvent(data: "a", id: "4", retry: 20)),
                               .event(ServerSentEvent(data: "b", id: "4"))])
        XCTAssertEqual(parser.reconnectionTime, 20)
    }

    func testAnEventOverTheLimitThrows() throws {
        let long = String(repeating: "x", count: 60)
        XCTAssertNoThrow(try events([Data("data: \(long)\n\n".utf8)], limit: 60))
        // Data lines that add up past the limit, and one line that never ends, each in small chunks.
        let many = Data("data: \(long)\ndata: \(long)\n\n".utf8)
        XCTAssertThrowsError(try events(many.map { Data([$0]) }, limit: 100)) { error in
            XCTAssertEqual((error as? StreamPartTooLarge)?.limit, 100)
        }
        let endless = Data(": \(String(repeating: "y", count: 500))".utf8)
        XCTAssertThrowsError(try events(stride(from: 0, to: endless.count, by: 7).map {
            endless.subdata(in: $0..<min($0 + 7, endless.count))
        }, limit: 100))
    }
}
