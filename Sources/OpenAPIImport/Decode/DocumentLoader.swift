import Foundation
import OpenAPIKit
import SpecModel
import YAML

/// Decodes an OpenAPI 3.0.x or 3.1.x document with OpenAPIKit into its 3.1 model (a 3.0 document is first read as
/// the 3.1 document that means the same, ``VersionUpgrade``), straight from the tree the project's loader read
/// (``TreeDecoder``), in one piece on one thread; a decoding error is located at the value it names. With filters,
/// only what they select is decoded (``DocumentPruning``).
public enum DocumentLoader {
    /// The document `source` holds. When `options` has filters, only the operations they select and the components
    /// those reach are decoded.
    public static func load(_ source: OpenAPISource, selecting options: ImportOptions = ImportOptions())
        -> Result<Loaded, ImportFailure> {
        guard let (version, mark) = source.version else {
            return .failure(ImportFailure([Diagnostic(.error, .importer(.missingVersion,
                                                                        "missing 'openapi:' (the document's OpenAPI "
                                                                        + "version, 3.0.x or 3.1.x)"),
                                                      at: source.location([]))]))
        }
        guard version.hasPrefix("3.0.") || version.hasPrefix("3.1.") || version.hasPrefix("3.2.") else {
            return .failure(ImportFailure([Diagnostic(.error, .importer(.unsupportedVersion,
                                                                        "unsupported OpenAPI version "
                                                                        + "\(quoted(version)); gen-import reads 3.0.x "
                                                                        + "and 3.1.x"),
                                                      at: source.location(of: mark))]))
        }
        let selected = options.filters ? DocumentPruning.prune(source.root, selecting: options) : source.root
        return decode(version.hasPrefix("3.0.") ? VersionUpgrade.upgrade(selected) : selected, source: source)
    }

    /// The decoder of documents: vendor extensions are not imported (reading them costs most of the decoding time).
    static var decoder: TreeDecoder {
        var decoder = TreeDecoder()
        decoder.userInfo[OpenAPIKit.VendorExtensionsConfiguration.enabledKey] = false
        return decoder
    }

    /// The document `root` holds (in 3.1's form), without the items OpenAPIKit can't read (``UnreadItem``), each said
    /// at its place; a failure only when what it can't read is the document itself.
    private static func decode(_ root: Node, source: OpenAPISource) -> Result<Loaded, ImportFailure> {
        var root = root
        var losses: [ImportLoss] = []
        while true {
            do {
                return .success(Loaded(document: try decoder.decode(OpenAPIKit.OpenAPI.Document.self, from: root),
                                       losses: losses))
            } catch {
                // OpenAPIKit's error names the place (its coding path) and the kind of problem there.
                let described = OpenAPIKit.OpenAPI.Error(from: error)
                let path = described.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
                // The item the error is in, or (when the error names a place the tree doesn't hold) one that holds it.
                let found = (0..<path.count).lazy.compactMap { cut -> (UnreadItem, Node)? in
                    guard let item = UnreadItem(errorAt: Array(path.dropLast(cut)), in: root),
                          let without = item.removed(from: root) else { return nil }
                    return (item, without)
                }.first
                let problem = DecodeProblem(error, at: path, in: root)
                guard let (item, without) = found else {
                    return .failure(ImportFailure([Diagnostic(.error, .importer(.unreadableDocument,
                                                                                "the document can't be read: "
                                                                                + problem.words),
                                                              at: source.location(path))]))
                }
                let mark = root.deepest(along: problem.path).mark
                losses.append(ImportLoss(subjects: item.operations.isEmpty ? [.document]
                                             : Set(item.operations.map(ImportLoss.Subject.unreadOperation)),
                                         effect: item.operations.isEmpty ? .notes : .skips, cause: .unreadableValue,
                                         message: problem.words + (item.path == problem.path ? "; left out"
                                                                    : "; \(item.words) left out"),
                                         location: [], mark: mark))
                root = without
            }
        }
    }
}

/// A decoded document, and what was left out of it to decode it.
public struct Loaded: Sendable {
    public var document: OpenAPIKit.OpenAPI.Document
    var losses: [ImportLoss]
}
