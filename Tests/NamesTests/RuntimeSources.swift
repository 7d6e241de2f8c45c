import Foundation

/// The runtime's source files, read by the tests that check what the naming pass reserves against what the runtime
/// declares.
enum RuntimeSources {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/SpecgenRuntime")

    /// Every `.swift` file of the runtime, in any of its folders, by file name.
    static let files: [String: URL] = {
        var files: [String: URL] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { files[url.lastPathComponent] = url }
        }
        return files
    }()

    /// The text of the runtime file named `name` (`Request.swift`), wherever it is in the runtime's folders.
    static func text(of name: String) throws -> String {
        guard let url = files[name] else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name]) }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The names of the runtime's top-level `public` and `open` types (a nested type starts its line indented): what a
    /// module that imports the runtime can name unqualified.
    static func publicTypes() throws -> Set<String> {
        let pattern = try NSRegularExpression(
            pattern: #"^(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:final\s+)?"#
                + #"(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z][A-Za-z0-9_]*)"#,
            options: .anchorsMatchLines)
        var names: Set<String> = []
        for name in files.keys {
            let text = try text(of: name)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        return names
    }
}
