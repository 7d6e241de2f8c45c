import Foundation
import XCTest

/// One part of a multipart body as Python's parser read it.
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

/// A form's fields nested by their bracketed names (`a[k]` an object's member, `a[]` a list's next item, `a[0]` a
/// list's item by place), as PHP, Rails and Vapor read them.
public indirect enum FormValue: Equatable, Sendable, Decodable {
    /// A part without a file name: its content as UTF-8 text.
    case text(String)
    /// A part with a file name: its content, byte for byte.
    case file(Data)
    case list([FormValue])
    case object([String: FormValue])

    /// Read from the reader's output, where each value is an object of one member naming its kind (`text`, `file`
    /// as base64, `list`, `object`): a file can't be taken for an object that holds a field named `file`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Kind.self)
        guard container.allKeys.count == 1, let kind = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "a value of more than one kind, or none"))
        }
        switch kind {
        case .text: self = .text(try container.decode(String.self, forKey: .text))
        case .file: self = .file(try container.decode(Data.self, forKey: .file))
        case .list: self = .list(try container.decode([FormValue].self, forKey: .list))
        case .object: self = .object(try container.decode([String: FormValue].self, forKey: .object))
        }
    }

    private enum Kind: String, CodingKey { case text, file, list, object }
}

/// Reads `multipart/form-data` bodies with Python's `email` package: a parser independent of the runtime's encoder.
/// Every delimiter must sit on a line of its own ended by CRLF, and any defect the parser records fails the read.
public enum MultipartReader {
    /// The boundary parameter of a `multipart/form-data` content type.
    public static func boundary(of contentType: String?) throws -> String {
        let contentType = try XCTUnwrap(contentType, "no Content-Type")
        XCTAssertTrue(contentType.hasPrefix("multipart/form-data; boundary="), contentType)
        return String(try XCTUnwrap(contentType.components(separatedBy: "boundary=").last))
    }

    /// The parts of `body`, in order.
    public static func parts(_ body: Data, contentType: String?) throws -> [ReceivedPart] {
        struct Part: Decodable { var headers: [String: String], body: Data }
        let output = try Python.run(script, arguments: ["parts", try boundary(of: contentType)], input: body)
        return try JSONDecoder().decode([Part].self, from: output).map {
            ReceivedPart(headers: $0.headers, body: $0.body)
        }
    }

    /// The fields of `body` nested by their bracketed names.
    public static func fields(_ body: Data, contentType: String?) throws -> FormValue {
        let output = try Python.run(script, arguments: ["fields", try boundary(of: contentType)], input: body)
        return try JSONDecoder().decode(FormValue.self, from: output)
    }

    private static let script = """
        import base64, email.parser, email.policy, json, re, sys
        mode, boundary = sys.argv[1], sys.argv[2].encode("ascii")
        body = sys.stdin.buffer.read()
        def fail(why):
            sys.stderr.write(why)
            sys.exit(1)
        delimiter = b"--" + boundary
        for match in re.finditer(re.escape(delimiter), body):
            start, end = match.start(), match.end()
            if start != 0 and body[start - 2:start] != b"\\r\\n":
                fail("a delimiter not at the start of a CRLF line")
            if body[end:end + 2] != b"\\r\\n" and body[end:end + 4] != b"--\\r\\n":
                fail("a delimiter not ended by CRLF")
        message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(
            b"Content-Type: multipart/form-data; boundary=" + boundary + b"\\r\\n\\r\\n" + body)
        if not message.is_multipart() or message.defects:
            fail("not a multipart body: " + repr(message.defects))
        parts = []
        for part in message.iter_parts():
            if part.defects:
                fail("defects in a part: " + repr(part.defects))
            headers = {name.lower(): value.encode("ascii", "surrogateescape").decode("utf-8")
                       for name, value in part.raw_items()}
            parts.append((part, headers, part.get_payload(decode=True)))
        if mode == "parts":
            json.dump([{"headers": headers, "body": base64.b64encode(content).decode("ascii")}
                       for _, headers, content in parts], sys.stdout)
            sys.exit(0)
        fields = {}
        for part, _, content in parts:
            name = part.get_param("name", header="content-disposition")
            if part.get_param("filename", header="content-disposition") is None:
                leaf = ("text", content.decode("utf-8"))
            else:
                leaf = ("file", base64.b64encode(content).decode("ascii"))
            keys = re.match(r"[^\\[]+", name).group(0), *re.findall(r"\\[([^\\]]*)\\]", name)
            container, key = fields, keys[0]
            for inner in keys[1:]:
                empty = [] if inner == "" or inner.isdigit() else {}
                if isinstance(container, list):
                    if key == "" or int(key) == len(container):
                        container.append(empty)
                    container = container[-1 if key == "" else int(key)]
                else:
                    container = container.setdefault(key, empty)
                key = inner
            if isinstance(container, list) and (key == "" or int(key) == len(container)):
                container.append(leaf)
            else:
                container[int(key) if isinstance(container, list) else key] = leaf
        def tagged(value):
            if isinstance(value, list):
                return {"list": [tagged(item) for item in value]}
            if isinstance(value, tuple):
                return {value[0]: value[1]}
            return {"object": {key: tagged(item) for key, item in value.items()}}
        json.dump(tagged(fields), sys.stdout)
        """
}
