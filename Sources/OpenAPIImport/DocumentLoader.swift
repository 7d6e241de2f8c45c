import Foundation
import OpenAPIKit
import OpenAPIKit30
import OpenAPIKitCompat
import SpecModel
import YAML

/// Decodes an OpenAPI 3.0.x or 3.1.x document with OpenAPIKit (3.0 is converted to the 3.1 model), straight from the
/// tree the project's loader read (``TreeDecoder``); a decoding error is located at the value it names.
///
/// The document is cut into ``DocumentParts``, decoded at once on as many threads, and put back together. With
/// filters, only what they select is decoded (``DocumentPruning``).
public enum DocumentLoader {
    /// The document `source` holds, decoded in `parts` parts at once (two, for two cores: a 3 MB document decodes in
    /// 1.0–1.4 s instead of 1.6–1.9 s in one; more parts gain nothing there, as the parts' threads contend in the Swift
    /// runtime and their times add up to more than one thread's). When `options` has filters, only the operations
    /// they select and the components those reach are decoded.
    public static func load(_ source: OpenAPISource, parts partCount: Int = 2, selecting options: ImportOptions = ImportOptions())
        -> Result<OpenAPIKit.OpenAPI.Document, ImportFailure> {
        guard let (version, mark) = source.version else {
            return .failure(ImportFailure([Diagnostic(.error, "missing 'openapi:' (the document's OpenAPI version, 3.0.x or 3.1.x)",
                                                      at: source.location([]))]))
        }
        guard version.hasPrefix("3.0.") || version.hasPrefix("3.1.") || version.hasPrefix("3.2.") else {
            return .failure(ImportFailure([Diagnostic(.error, "unsupported OpenAPI version \(version); gen-import reads 3.0.x and 3.1.x",
                                                      at: source.location(of: mark))]))
        }
        let root = options.filters ? DocumentPruning.prune(source.root, selecting: options) : source.root
        let parts = DocumentParts.split(root, into: partCount, needsPaths: version.hasPrefix("3.0."))
        var decoded: [OpenAPIKit.OpenAPI.Document] = []
        var failures: [ImportFailure] = []
        for result in parts.concurrentMap(chunkSize: 1, { decode($0, version: version, source: source) }) {
            switch result {
            case .success(let document): decoded.append(document)
            case .failure(let failure): failures.append(failure)
            }
        }
        // Each part stops at its first error; the one written first is reported.
        if let failure = failures.min(by: { $0.diagnostics[0].location.mark < $1.diagnostics[0].location.mark }) { return .failure(failure) }
        var document = decoded.removeLast()
        for part in decoded.reversed() {
            // Parts hold different keys.
            var paths = part.paths
            paths.merge(document.paths) { earlier, _ in earlier }
            document.paths = paths
            var components = part.components
            try? components.merge(document.components)
            document.components = components
        }
        return .success(document)
    }

    /// The decoder of documents: vendor extensions are not imported (reading them costs most of the decoding time), and
    /// a schema is decoded once per content, as big descriptions write the same schemas inline again and again (more
    /// than half of their schemas' nodes) and a schema's decoding reads nothing but its own text.
    static var decoder: TreeDecoder {
        var decoder = TreeDecoder()
        decoder.userInfo[OpenAPIKit.VendorExtensionsConfiguration.enabledKey] = false
        decoder.userInfo[OpenAPIKit30.VendorExtensionsConfiguration.enabledKey] = false
        decoder.memoized = [ObjectIdentifier(OpenAPIKit.JSONSchema.self), ObjectIdentifier(OpenAPIKit30.JSONSchema.self)]
        return decoder
    }

    private static func decode(_ root: Node, version: String, source: OpenAPISource) -> Result<OpenAPIKit.OpenAPI.Document, ImportFailure> {
        let decoder = Self.decoder
        do {
            if version.hasPrefix("3.0.") {
                return .success(try decoder.decode(OpenAPIKit30.OpenAPI.Document.self, from: root).convert(to: .v3_1_0))
            }
            return .success(try decoder.decode(OpenAPIKit.OpenAPI.Document.self, from: root))
        } catch {
            // OpenAPIKit's error names the place (its coding path) and what is wrong there, in its own words.
            let described = OpenAPIKit.OpenAPI.Error(from: error)
            let path = described.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            return .failure(ImportFailure([Diagnostic(.error, "not a valid OpenAPI document: " + described.localizedDescription,
                                                      at: source.location(path))]))
        }
    }
}
