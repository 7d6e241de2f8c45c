import Foundation

/// A `$ref` to the document's own components (`#/components/schemas/Pet`), read one way everywhere the importer
/// follows one.
enum ComponentReference {
    /// A JSON pointer's keys: `#/components/requestBodies/Pet` → `["components", "requestBodies", "Pet"]` (`~1` read
    /// as `/`, `~0` as `~`).
    static func path(_ reference: String) -> [String] {
        reference.split(separator: "/").dropFirst().map(unescape)
    }

    /// The key of the component of `kind` that `reference` names, or nil when it names no such component
    /// (`#/components/schemas/a~1b` → `a/b`).
    static func key(_ reference: String, kind: String) -> String? {
        let prefix = "#/components/" + kind + "/"
        guard reference.hasPrefix(prefix) else { return nil }
        return unescape(reference.dropFirst(prefix.count))
    }

    private static func unescape(_ text: Substring) -> String {
        // Looked for on the bytes: this runs for every `$ref` followed, and Foundation's search is a string search.
        text.utf8.contains(UInt8(ascii: "~"))
            ? text.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") : String(text)
    }
}
