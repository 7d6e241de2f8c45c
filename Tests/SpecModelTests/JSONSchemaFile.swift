import Foundation
import XCTest

/// A JSON Schema file of Schemas/, read for tests that hold it against the parser's tables: its subschemas by path,
/// and every place it lists the keys of a mapping.
struct JSONSchemaFile {
    /// The repository's root folder.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    let root: [String: Any]

    init(_ name: String) throws {
        let data = try Data(contentsOf: Self.repository.appendingPathComponent("Schemas/\(name)"))
        root = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any], name)
    }

    /// The subschema at a `/`-separated path of keys and indices (`definitions/paging/allOf/0`); the root for "".
    func at(_ path: String) -> [String: Any] {
        var node: Any = root
        for part in path.split(separator: "/") {
            if let index = Int(part), let list = node as? [Any], list.indices.contains(index) {
                node = list[index]
            } else {
                node = (node as? [String: Any])?[String(part)] ?? [:]
            }
        }
        return node as? [String: Any] ?? [:]
    }

    /// The keys a subschema's `properties` lists.
    func keys(_ path: String) -> Set<String> {
        Set((at(path)["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    /// A list of strings at `key` of a subschema (`enum`, `required`, `examples`).
    func strings(_ path: String, _ key: String) -> [String] {
        (at(path)[key] as? [Any])?.compactMap { $0 as? String } ?? []
    }

    /// Every subschema that lists the keys of a mapping (has `properties`), by path; an `if`'s condition is not one.
    func keyedPlaces() -> Set<String> {
        var places: Set<String> = []
        func walk(_ node: Any, _ path: String) {
            if let object = node as? [String: Any] {
                if object["properties"] is [String: Any] { places.insert(path) }
                for (key, value) in object where key != "if" {
                    // Below `properties` the keys are names of the mapping's keys, not schema keywords.
                    if key == "properties", let named = value as? [String: Any] {
                        for (name, schema) in named { walk(schema, join(path, "properties/\(name)")) }
                    } else {
                        walk(value, join(path, key))
                    }
                }
            } else if let list = node as? [Any] {
                for (index, item) in list.enumerated() { walk(item, join(path, String(index))) }
            }
        }
        walk(root, "")
        return places
    }

    /// The description an editor shows for a subschema: its own, or that of the definition its `$ref` names.
    func description(of schema: [String: Any]) -> String? {
        if let text = schema["description"] as? String { return text }
        guard let ref = schema["$ref"] as? String, ref.hasPrefix("#/") else { return nil }
        return description(of: at(String(ref.dropFirst(2))))
    }

    private func join(_ path: String, _ part: String) -> String { path.isEmpty ? part : path + "/" + part }
}
