import Generator
import SpecModel
import Wording
import XCTest

/// `stream:` (format 1.2) written wrong — each framing's settings, element types, `resume`, paging and examples —
/// with the exact lines `gen` prints; and a stream written right reads as the checked stream gen generates from.
final class BadStreamTests: XCTestCase {
    private func assertDiagnostics(_ yaml: String, _ expected: [String], file: StaticString = #filePath,
                                   line: UInt = #line) {
        let result = Generation.run([SpecInput(path: "F.yaml", bytes: Array(yaml.utf8))])
        XCTAssertEqual(result.diagnostics.flatMap(\.lines), expected, file: file, line: line)
    }

    func testEachFramingTakesItsOwnSettings() {
        assertDiagnostics("""
            service: Chat
            endpoints:
              a:
                path: /a
                response: String
                stream: { events: Foo }
              b:
                path: /b
                stream: { lines: "String?", end: x }
              c:
                path: /c
                stream: bits
              d:
                path: /d
                stream: { events: Int, lines: Int }
              e:
                path: /e
                stream: { evnts: Int }
              f:
                path: /f
                stream: { end: x }
              g:
                path: /g
                stream: [events]
              h:
                path: /h
                stream: { sequence: File }
            """, [
            "F.yaml:5:5: error: endpoint 'a' has both 'response' and 'stream'; a streamed response is read as it "
                + "arrives (collected whole by 'send'): keep 'stream', or make two endpoints",
            "F.yaml:6:23: error: unknown type 'Foo'",
            "F.yaml:9:23: error: a stream's elements can't be optional ('String?'): each part of the stream holds a "
                + "value",
            "F.yaml:9:33: error: 'end' belongs to an event stream; this stream is 'lines'",
            "F.yaml:12:13: error: unknown stream 'bits'; use bytes, or a mapping with 'events:', 'lines:' or "
                + "'sequence:'",
            "F.yaml:15:28: error: the stream of endpoint 'd' has both 'events' and 'lines'; a stream is framed one way",
            "F.yaml:18:15: error: unknown key 'evnts' in the stream (did you mean 'events'?)",
            "F.yaml:21:13: error: the stream of endpoint 'f' needs 'events:', 'lines:' or 'sequence:' with the type "
                + "of its elements (or is 'stream: bytes')",
            "F.yaml:24:13: error: expected a mapping for the stream, found a list; a stream is 'bytes', or a mapping "
                + "with 'events:', 'lines:' or 'sequence:'",
            "F.yaml:27:25: error: a stream's elements are decoded from JSON; 'File' can't be",
        ])
    }

    func testResumePagingAndMethodsFitAStream() {
        assertDiagnostics("""
            service: Chat
            endpoints:
              a:
                method: POST
                path: /a
                stream: { events: { x: Int, y: Int }, resume: true }
              b:
                path: /b
                query: { offset: Int?, limit: Int? }
                stream: { lines: "[Int]" }
                paging: { style: offset, offset: offset, limit: limit }
              c:
                method: HEAD
                path: /c
                stream: bytes
              d:
                path: /d
                stream: { events: Int, resume: maybe }
            """, [
            "F.yaml:6:51: error: 'resume' sends the request again with Last-Event-ID, which only a GET may be; this is "
                + "a POST",
            "F.yaml:11:13: error: a streamed response is read as it arrives, not page by page; remove 'paging' or "
                + "'stream' from endpoint 'b'",
            "F.yaml:15:13: error: a HEAD response has no body; remove 'stream' from endpoint 'c'",
            "F.yaml:18:36: error: expected true or false for 'resume', found a string",
        ])
    }

    func testAStreamsExampleIsTheListOfItsElements() {
        assertDiagnostics("""
            service: Chat
            models:
              Chunk: { properties: { id: String, n: Int? } }
            endpoints:
              a:
                path: /a
                stream: bytes
                example: [1]
              b:
                path: /b
                stream: { lines: Chunk }
                example: { id: x }
              c:
                path: /c
                stream: { events: { x: Int, y: Chunk } }
                example: [{ event: z, data: 1 }, { event: x, data: "s" }, { event: y, data: { n: 1 } }, 3]
              d:
                path: /d
                stream: { sequence: Chunk }
                example: [{ id: a }, { id: b, n: two }]
            """, [
            "F.yaml:8:14: error: endpoint 'a' streams bytes, which an example can't show; a mock plays the chunks it "
                + "is given",
            "F.yaml:12:14: error: the example of stream endpoint 'b' is the list of its elements, in order",
            "F.yaml:16:15: error: an event of this stream is '{ event: name, data: value }' with a name 'events' "
                + "lists ('x', 'y')",
            "F.yaml:16:56: error: example of endpoint 'c': expected an integer for 'Int', found a string 's'",
            "F.yaml:16:81: error: example of endpoint 'c': missing key 'id' (property 'id' of 'Chunk')",
            "F.yaml:16:93: error: an event of this stream is '{ event: name, data: value }' with a name 'events' "
                + "lists ('x', 'y')",
            "F.yaml:20:38: error: example of endpoint 'd': expected an integer for 'Int', found a string 'two'",
        ])
    }

    func testAFileBodyIsTheURLOfTheFile() {
        assertDiagnostics("""
            service: Files
            endpoints:
              a:
                method: PUT
                path: /a
                body: { type: Data, encoding: file }
              b:
                method: PUT
                path: /b
                body: { type: URL, encoding: files, contentType: video/mp4 }
            """, [
            "F.yaml:6:35: error: a file body is the URL of the file to send (read from disk as it is sent); 'Data' is "
                + "no URL",
            "F.yaml:10:34: error: unknown body encoding 'files' (did you mean 'file'?); use json, form, multipart, raw "
                + "or file",
        ])
    }

    func testEventNamesAreListedOnceAndMakeCasesOfTheirOwnEnum() throws {
        assertDiagnostics("""
            service: Chat
            endpoints:
              a:
                path: /a
                stream: { events: { x: Int, y: Int, x: Int } }
            """, [
            "F.yaml:5:41: error: duplicate key 'x'",
            "F.yaml:5:25: note: 'x' is first defined here",
        ])
        let result = Generation.run([SpecInput(path: "F.yaml", bytes: Array("""
            service: Chat
            models:
              Element: { properties: { id: String } }
            endpoints:
              a:
                path: /a
                stream: { events: { message.delta: Int, unknown: Int } }
            """.utf8))])
        XCTAssertEqual(result.diagnostics.flatMap(\.lines).first,
                       "F.yaml:3:3: error: model 'Element' is named like a type that generated types declare or "
                        + "inherit; rename it")
    }
}
