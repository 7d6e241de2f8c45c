import Foundation
import MultipartKit
import XCTest

/// One part of a multipart body as multipart-kit's parser read it.
public struct ReceivedPart: Equatable, Sendable {
    /// Header fields, names lower-cased.
    public var headers: [String: String]
    /// The content, byte for byte.
    public var body: Data

    /// Creates a part (tests compare parts with one).
    public init(headers: [String: String], body: Data) {
        self.headers = headers
        self.body = body
    }

    /// The raw `Content-Disposition` value.
    public var disposition: String? { headers["content-disposition"] }
}

/// Reads `multipart/form-data` bodies with vapor/multipart-kit: a parser independent of the runtime's encoder.
public enum MultipartReader {
    /// The boundary parameter of a `multipart/form-data` content type.
    public static func boundary(of contentType: String?) throws -> String {
        let contentType = try XCTUnwrap(contentType, "no Content-Type")
        XCTAssertTrue(contentType.hasPrefix("multipart/form-data; boundary="), contentType)
        return String(try XCTUnwrap(contentType.components(separatedBy: "boundary=").last))
    }

    /// The parts of `body`, in order.
    public static func parts(_ body: Data, contentType: String?) throws -> [ReceivedPart] {
        let parser = MultipartParser(boundary: try boundary(of: contentType))
        var parts: [ReceivedPart] = []
        var current = ReceivedPart(headers: [:], body: Data())
        parser.onHeader = { name, value in current.headers[name.lowercased()] = value }
        parser.onBody = { buffer in current.body.append(contentsOf: buffer.readableBytesView) }
        parser.onPartComplete = {
            parts.append(current)
            current = ReceivedPart(headers: [:], body: Data())
        }
        try parser.execute([UInt8](body))
        return parts
    }

    /// `body` decoded into `type` by multipart-kit's `FormDataDecoder` (bracketed names become nested values).
    public static func decode<T: Decodable>(_ type: T.Type, from body: Data, contentType: String?) throws -> T {
        try FormDataDecoder().decode(type, from: [UInt8](body), boundary: try boundary(of: contentType))
    }
}
