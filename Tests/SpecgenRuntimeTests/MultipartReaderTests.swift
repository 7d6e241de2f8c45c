import Foundation
import TestSupport
import XCTest

/// The multipart reader itself: it must read a well-formed body exactly and reject a malformed one, or the tests
/// built on it prove nothing. The bodies here are written by hand, not by the runtime.
final class MultipartReaderTests: XCTestCase {
    private let contentType = "multipart/form-data; boundary=XyZ"

    private func body(_ text: String) -> Data {
        Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
    }

    private let wellFormed = """
        --XyZ
        Content-Disposition: form-data; name="a[k]"

        one
        --XyZ
        Content-Disposition: form-data; name="a[list][]"

        two
        --XyZ
        Content-Disposition: form-data; name="rows[0][x]"

        3
        --XyZ
        Content-Disposition: form-data; name="rows[1][x]"

        4
        --XyZ
        Content-Disposition: form-data; name="f"; filename="f.txt"
        Content-Type: text/plain

        line one
        line two
        --XyZ--

        """

    func testReadsPartsHeadersAndBytes() throws {
        let parts = try MultipartReader.parts(body(wellFormed), contentType: contentType)
        XCTAssertEqual(parts.map(\.disposition), [#"form-data; name="a[k]""#, #"form-data; name="a[list][]""#,
                                                  #"form-data; name="rows[0][x]""#, #"form-data; name="rows[1][x]""#,
                                                  #"form-data; name="f"; filename="f.txt""#])
        XCTAssertEqual(parts.last?.headers["content-type"], "text/plain")
        XCTAssertEqual(parts.last?.body, Data("line one\r\nline two".utf8), "inner CRLFs kept, the last one not")
    }

    func testNestsBracketedNames() throws {
        XCTAssertEqual(try MultipartReader.fields(body(wellFormed), contentType: contentType), .object([
            "a": .object(["k": .text("one"), "list": .list([.text("two")])]),
            "rows": .list([.object(["x": .text("3")]), .object(["x": .text("4")])]),
            "f": .file(Data("line one\r\nline two".utf8)),
        ]))
    }

    func testFieldsNamedAfterAKindStayFields() throws {
        let fields = try MultipartReader.fields(body("""
            --XyZ
            Content-Disposition: form-data; name="meta[file]"

            QUJD
            --XyZ--

            """), contentType: contentType)
        XCTAssertEqual(fields, .object(["meta": .object(["file": .text("QUJD")])]),
                       "a text that is valid base64, under a field named file, is still text")
    }

    func testRejectsMalformedBodies() {
        let good = body(wellFormed)
        let cases: [(String, Data)] = [
            ("no closing delimiter", Data(good.dropLast(9))),
            ("LF-only delimiter lines", Data(wellFormed.utf8)),
            ("a part without the blank line after its headers", body(wellFormed.replacingOccurrences(
                of: "name=\"a[k]\"\n\none", with: "name=\"a[k]\"\none"))),
            ("a delimiter inside a line", body(wellFormed.replacingOccurrences(of: "3\n--XyZ", with: "3 --XyZ"))),
        ]
        for (why, data) in cases {
            XCTAssertThrowsError(try MultipartReader.parts(data, contentType: contentType), why)
        }
    }
}
