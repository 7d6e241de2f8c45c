import Foundation

/// Writes an `Encodable` value as a `multipart/form-data` body: one part per field ``FormEncoder`` flattens it
/// into, under the same bracketed names (`meta[plan]`, `tags[]`, `items[0][x]`).
///
/// - text: `Content-Disposition: form-data; name="…"` and the text as UTF-8 (an explicit null: empty text);
/// - a ``FilePart``: `…; filename="…"` with its `Content-Type`, and its bytes as they are;
/// - plain `Data`: a file part named after its field, `application/octet-stream`.
///
/// Lines end in CRLF. In names and file names `"`, CR and LF are written `%22`, `%0D`, `%0A`, as browsers do. The
/// boundary is random per body, and drawn again in the unlikely case that a part contains it.
enum MultipartEncoder {
    /// The body and its content type, `multipart/form-data; boundary=…`.
    /// - Parameter boundaries: Draws a boundary (tests draw their own).
    static func encode(
        _ value: some Encodable, dateCoding: DateCoding, boundaries: () -> String = { "Specgen-" + UUID().uuidString }
    ) throws -> (data: Data, contentType: String) {
        let parts = try FormEncoder.fields(of: value, dateCoding: dateCoding).map(part)
        var boundary: String
        repeat {
            boundary = boundaries()
        } while parts.contains { $0.range(of: Data(boundary.utf8)) != nil }
        var body = Data()
        for part in parts {
            body.append(Data("--\(boundary)\r\n".utf8))
            body.append(part)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return (body, "multipart/form-data; boundary=\(boundary)")
    }

    /// One part, from its headers to the end of its content (without the CRLF before the next boundary).
    private static func part(name: String, field: FormField) throws -> Data {
        var disposition = "Content-Disposition: form-data; name=\"\(escaped(name))\""
        let content: Data
        switch field {
        case .text(let text):
            return Data((disposition + "\r\n\r\n" + text).utf8)
        case .data(let data):
            disposition += "; filename=\"\(escaped(name))\"\r\nContent-Type: application/octet-stream"
            content = data
        case .file(let file):
            guard !file.contentType.contains(where: \.isNewline) else {
                throw EncodingError.invalidValue(file.contentType, EncodingError.Context(
                    codingPath: [], debugDescription: "\(name): a file part's content type can't hold a line break"))
            }
            disposition += "; filename=\"\(escaped(file.fileName))\"\r\nContent-Type: \(file.contentType)"
            content = file.data
        }
        return Data((disposition + "\r\n\r\n").utf8) + content
    }

    /// A name or file name for a quoted header parameter: `"`, CR and LF percent-encoded.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "%22"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
