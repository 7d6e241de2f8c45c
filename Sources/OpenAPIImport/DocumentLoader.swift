import Foundation
import OpenAPIKit
import OpenAPIKit30
import OpenAPIKitCompat
import SpecModel

/// Decodes an OpenAPI 3.0.x or 3.1.x document with OpenAPIKit (3.0 is converted to the 3.1 model), from the tree the
/// project's loader read; a decoding error is located at the value it names.
public enum DocumentLoader {
    public static func load(_ source: OpenAPISource) -> Result<OpenAPIKit.OpenAPI.Document, ImportFailure> {
        guard let (version, mark) = source.version else {
            return .failure(ImportFailure([Diagnostic(.error, "missing 'openapi:' (the document's OpenAPI version, 3.0.x or 3.1.x)",
                                                      at: source.location([]))]))
        }
        let decoder = JSONDecoder()
        // Vendor extensions are not imported; reading them costs most of the decoding time.
        decoder.userInfo[OpenAPIKit.VendorExtensionsConfiguration.enabledKey] = false
        decoder.userInfo[OpenAPIKit30.VendorExtensionsConfiguration.enabledKey] = false
        let data = source.json()
        do {
            if version.hasPrefix("3.0.") {
                let document = try decoder.decode(OpenAPIKit30.OpenAPI.Document.self, from: data)
                return .success(document.convert(to: .v3_1_0))
            }
            if version.hasPrefix("3.1.") || version.hasPrefix("3.2.") {
                return .success(try decoder.decode(OpenAPIKit.OpenAPI.Document.self, from: data))
            }
            return .failure(ImportFailure([Diagnostic(.error, "unsupported OpenAPI version \(version); gen-import reads 3.0.x and 3.1.x",
                                                      at: Location(file: source.file, mark: mark))]))
        } catch let error as DecodingError {
            let (path, message) = describe(error)
            return .failure(ImportFailure([Diagnostic(.error, message, at: source.location(path))]))
        } catch {
            return .failure(ImportFailure([Diagnostic(.error, "not a valid OpenAPI document: \(error)", at: source.location([]))]))
        }
    }

    /// The coding path (as keys) a decoding error names, and its explanation.
    private static func describe(_ error: DecodingError) -> ([String], String) {
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .keyNotFound(_, let found), .dataCorrupted(let found):
            context = found
        @unknown default:
            return ([], "not a valid OpenAPI document: \(error)")
        }
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        var message = context.debugDescription
        if case .keyNotFound(let key, _) = error { message = "missing '\(key.stringValue)'" }
        if let underlying = context.underlyingError { message += " (\(underlying))" }
        return (path, "not a valid OpenAPI document: " + message)
    }
}
