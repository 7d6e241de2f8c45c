import Foundation
import OpenAPIKit
import OpenAPIKit30
import OpenAPIKitCompat
import SpecModel
import YAML

/// Decodes an OpenAPI 3.0.x or 3.1.x document with OpenAPIKit into its 3.1 model (a 3.0 document is decoded into the
/// 3.0 model and converted by OpenAPIKit), straight from the tree the project's loader read (``TreeDecoder``), in one
/// piece on one thread; a decoding error is located at the value it names. With filters, only what they select is
/// decoded (``DocumentPruning``).
public enum DocumentLoader {
    /// The document `source` holds. When `options` has filters, only the operations they select and the components
    /// those reach are decoded.
    public static func load(_ source: OpenAPISource, selecting options: ImportOptions = ImportOptions())
        -> Result<OpenAPIKit.OpenAPI.Document, ImportFailure> {
        guard let (version, mark) = source.version else {
            return .failure(ImportFailure([Diagnostic(.error, .importer("missing 'openapi:' (the document's OpenAPI "
                                                                        + "version, 3.0.x or 3.1.x)"),
                                                      at: source.location([]))]))
        }
        guard version.hasPrefix("3.0.") || version.hasPrefix("3.1.") || version.hasPrefix("3.2.") else {
            return .failure(ImportFailure([Diagnostic(.error, .importer("unsupported OpenAPI version \(version); "
                                                                        + "gen-import reads 3.0.x and 3.1.x"),
                                                      at: source.location(of: mark))]))
        }
        let root = options.filters ? DocumentPruning.prune(source.root, selecting: options) : source.root
        return decode(root, is30: version.hasPrefix("3.0."), source: source, decoder: decoder)
    }

    /// The decoder of documents: vendor extensions are not imported (reading them costs most of the decoding time).
    static var decoder: TreeDecoder {
        var decoder = TreeDecoder()
        decoder.userInfo[OpenAPIKit.VendorExtensionsConfiguration.enabledKey] = false
        decoder.userInfo[OpenAPIKit30.VendorExtensionsConfiguration.enabledKey] = false
        return decoder
    }

    /// A 3.1 (or 3.2) document as it is; a 3.0 document into the 3.0 model, then converted.
    private static func decode(_ root: Node, is30: Bool, source: OpenAPISource, decoder: TreeDecoder)
        -> Result<OpenAPIKit.OpenAPI.Document, ImportFailure> {
        do {
            if is30 {
                return .success(try decoder.decode(OpenAPIKit30.OpenAPI.Document.self, from: root).convert(to: .v3_1_0))
            }
            return .success(try decoder.decode(OpenAPIKit.OpenAPI.Document.self, from: root))
        } catch {
            // OpenAPIKit's error names the place (its coding path) and what is wrong there, in its own words.
            let described = OpenAPIKit.OpenAPI.Error(from: error)
            let path = described.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            return .failure(ImportFailure([Diagnostic(.error, .importer("not a valid OpenAPI "
                + "document: " + described.localizedDescription),
                                                      at: source.location(path))]))
        }
    }
}
