import Foundation
@_spi(Generated) import SpecgenRuntime
import TestSupport
import XCTest

/// Multipart bodies sent to a loopback server, read back with Python's `email` package.
final class MultipartBodyTests: LoopbackTestCase {
    /// Bytes a careless encoder would break: CRLFs, a fake boundary line, NUL and every byte value.
    private let binary = Data("\r\n--Specgen-\r\n\r\n".utf8) + Data([0, 13, 10, 13, 10, 0xFF])
        + Data((0...255).map { UInt8($0) }) + Data("\r\n".utf8)

    func testFilesTextNestedValuesAndListsArePartsInOrder() async throws {
        let upload = Upload(
            title: "Owl ✓", avatar: FilePart(binary, fileName: "owl.png", contentType: "image/png"),
            raw: Data([1, 2, 3]), meta: ["plan": "pro"], tags: ["a", "b c"], items: [.init(x: 1), .init(x: 2)],
            taken: Date(timeIntervalSince1970: 0), cleared: .null)
        let received = try await send(.multipart(upload))
        let parts = try MultipartReader.parts(received.body, contentType: received.headers["content-type"])
        XCTAssertEqual(parts.map(\.disposition), [
            #"form-data; name="title""#,
            #"form-data; name="avatar"; filename="owl.png""#,
            #"form-data; name="raw"; filename="raw""#,
            #"form-data; name="meta[plan]""#,
            #"form-data; name="tags[]""#,
            #"form-data; name="tags[]""#,
            #"form-data; name="items[0][x]""#,
            #"form-data; name="items[1][x]""#,
            #"form-data; name="taken""#,
            #"form-data; name="cleared""#,
        ])
        XCTAssertEqual(parts.map { $0.headers["content-type"] },
                       [nil, "image/png", "application/octet-stream", nil, nil, nil, nil, nil, nil, nil])
        XCTAssertEqual(parts[1].body, binary, "file bytes, byte for byte")
        XCTAssertEqual(parts[2].body, Data([1, 2, 3]))
        let texts = parts.enumerated().filter { ![1, 2].contains($0.offset) }
            .map { String(decoding: $0.element.body, as: UTF8.self) }
        XCTAssertEqual(texts, ["Owl ✓", "pro", "a", "b c", "1", "2", "1970-01-01T00:00:00Z", ""])
    }

    func testBracketedNamesNestBackIntoTheValueSent() async throws {
        let upload = Upload(
            title: "t", avatar: FilePart(binary, fileName: "a.bin"), raw: Data([9]),
            meta: ["plan": "pro", "seats": "3"], tags: ["x", "y", "z"], items: [.init(x: 7), .init(x: 8)],
            taken: Date(timeIntervalSince1970: 60), cleared: .value("kept"))
        let received = try await send(.multipart(upload))
        let fields = try MultipartReader.fields(received.body, contentType: received.headers["content-type"])
        XCTAssertEqual(fields, .object([
            "title": .text("t"), "avatar": .file(binary), "raw": .file(Data([9])),
            "meta": .object(["plan": .text("pro"), "seats": .text("3")]),
            "tags": .list([.text("x"), .text("y"), .text("z")]),
            "items": .list([.object(["x": .text("7")]), .object(["x": .text("8")])]),
            "taken": .text("1970-01-01T00:01:00Z"), "cleared": .text("kept"),
        ]))
    }

    func testQuotesAndLineBreaksInNamesAndFileNamesAreEscaped() async throws {
        let received = try await send(.multipart([
            "say \"hi\"\r\nX-Injected: 1": FilePart(Data("x".utf8), fileName: "a\"b\r\n.txt",
                                                    contentType: "text/plain"),
        ]))
        let parts = try MultipartReader.parts(received.body, contentType: received.headers["content-type"])
        XCTAssertEqual(parts.count, 1)
        XCTAssertEqual(parts.first?.headers, [
            "content-disposition": #"form-data; name="say %22hi%22%0D%0AX-Injected: 1"; filename="a%22b%0D%0A.txt""#,
            "content-type": "text/plain",
        ])
        XCTAssertEqual(parts.first?.body, Data("x".utf8))
    }

    func testEachBodyHasItsOwnBoundaryWhichReplacesTheRequestsContentType() async throws {
        let first = try await send(.multipart(["a": "1"]), headers: ["Content-Type": "multipart/form-data"])
        let second = try await send(.multipart(["a": "1"]))
        let boundaries = try [first, second].map { try MultipartReader.boundary(of: $0.headers["content-type"]) }
        XCTAssertNotEqual(boundaries[0], boundaries[1])
        for received in [first, second] {
            let parts = try MultipartReader.parts(received.body, contentType: received.headers["content-type"])
            XCTAssertEqual(parts, [ReceivedPart(headers: ["content-disposition": #"form-data; name="a""#],
                                                body: Data("1".utf8))])
            let text = String(decoding: received.body, as: UTF8.self)
            XCTAssertTrue(text.hasSuffix("--\r\n") && !text.replacingOccurrences(of: "\r\n", with: "").contains("\n"),
                          "CRLF line ends")
        }
    }

    func testAbsentOptionalsSendNoPartNullsAnEmptyOneAndBadValuesFailBeforeSending() async throws {
        let received = try await send(.multipart(Caption(caption: nil, explicit: nil)))
        XCTAssertEqual(
            try MultipartReader.parts(received.body, contentType: received.headers["content-type"]),
            [ReceivedPart(headers: ["content-disposition": #"form-data; name="value""#], body: Data())],
            "an absent optional sends nothing; a nil encoded as a value is null, an empty part")
        for body in [RequestBody.multipart([1, 2]),
                     .multipart(["f": FilePart(Data(), fileName: "a", contentType: "text/plain\r\nX: 1")])] {
            do {
                _ = try await send(body)
                XCTFail("expected an encoding error")
            } catch let error as NetworkingError {
                guard case .encoding = error.reason else { return XCTFail("expected an encoding error, got \(error)") }
            }
        }
        let count = await server.requests.count
        XCTAssertEqual(count, 1, "only the first body was sent")
    }
}

/// An optional property (left out when nil) beside a value encoded even when nil.
private struct Caption: Encodable, Sendable {
    var caption: String?
    var explicit: String?

    enum CodingKeys: String, CodingKey { case caption, explicit = "value" }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(caption, forKey: .caption)
        try container.encode(explicit, forKey: .explicit)
    }
}

/// An upload as generated code would declare it.
private struct Upload: Encodable, Sendable {
    struct Item: Encodable, Sendable { var x: Int }
    var title: String
    var avatar: FilePart
    var raw: Data
    var meta: [String: String]
    var tags: [String]
    var items: [Item]
    var taken: Date
    var cleared: Nullable<String>

    enum CodingKeys: String, CodingKey { case title, avatar, raw, meta, tags, items, taken, cleared }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(avatar, forKey: .avatar)
        try container.encode(raw, forKey: .raw)
        try container.encode(meta, forKey: .meta)
        try container.encode(tags, forKey: .tags)
        try container.encode(items, forKey: .items)
        try container.encode(taken, forKey: .taken)
        try container.encodeNullable(cleared, forKey: .cleared)
    }
}
