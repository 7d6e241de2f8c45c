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
        } catch {
            // OpenAPIKit's error names the place (its coding path) and what is wrong there, in its own words.
            let described = OpenAPIKit.OpenAPI.Error(from: error)
            let path = described.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            return .failure(ImportFailure([Diagnostic(.error, "not a valid OpenAPI document: " + described.localizedDescription,
                                                      at: source.location(path))]))
        }
    }
}
