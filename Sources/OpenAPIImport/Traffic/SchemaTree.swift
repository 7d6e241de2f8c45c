import JSONPath
import YAML

/// The document's tree as overlays target it (after the files it refers to are read and earlier overlays applied),
/// with the place of each of its values found by the mark a built spec carries: the way from a property of the import
/// back to the schema it was read from.
struct SchemaTree {
    /// Which schema keywords the document's version has for `null`.
    enum Dialect {
        /// Swagger 2.0: `x-nullable`.
        case swagger2
        /// OpenAPI 3.0: `nullable`.
        case openAPI30
        /// OpenAPI 3.1: `null` among the types.
        case openAPI31
    }

    let root: Node
    let dialect: Dialect
    private var places: [Mark: [PathElement]] = [:]

    init(_ root: Node) {
        self.root = root
        let version = root.value(at: ["openapi"])?.string ?? ""
        dialect = root.value(at: ["swagger"]) != nil ? .swagger2 : version.hasPrefix("3.0") ? .openAPI30 : .openAPI31
        index(root, at: [])
    }

    /// Every value (not keys), the outermost first where two start at one mark.
    private mutating func index(_ node: Node, at path: [PathElement]) {
        if places[node.mark] == nil { places[node.mark] = path }
        switch node.kind {
        case .scalar: break
        case .sequence(let items):
            for (position, item) in items.enumerated() { index(item, at: path + [.index(position)]) }
        case .mapping(let pairs):
            for pair in pairs { index(pair.value, at: path + [.name(pair.key.string ?? "")]) }
        }
    }

    /// The document's servers' URLs (a Swagger 2.0 document's `basePath`).
    var servers: [String] {
        if dialect == .swagger2 { return [root.value(at: ["basePath"])?.string ?? ""] }
        return (root.value(at: ["servers"])?.sequence ?? []).compactMap { $0.value(at: ["url"])?.string }
    }

    /// The place of the schema at `mark`; nil when no value starts there or it is no mapping (a schema).
    func path(of mark: Mark) -> [PathElement]? {
        guard let path = places[mark], node(at: path)?.mapping != nil else { return nil }
        return path
    }

    func node(at path: [PathElement]) -> Node? {
        var current = root
        for element in path {
            switch (element, current.kind) {
            case (.name(let key), .mapping(let pairs)):
                guard let next = pairs.first(where: { $0.key.string == key })?.value else { return nil }
                current = next
            case (.index(let position), .sequence(let items)) where items.indices.contains(position):
                current = items[position]
            default: return nil
            }
        }
        return current
    }

    /// The local `$ref` of the schema at `path`, if it is one.
    func reference(at path: [PathElement]) -> String? {
        guard let text = node(at: path)?.value(at: ["$ref"])?.string, text.hasPrefix("#") else { return nil }
        return text
    }

    /// The schema `path` refers to, through its local `$ref`s (the path itself when it refers nowhere).
    func resolved(_ path: [PathElement]) -> [PathElement] {
        var path = path
        for _ in 0..<32 {
            guard let text = reference(at: path) else { return path }
            var target: [PathElement] = []
            for part in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
                let key = (String(part).removingPercentEncoding ?? String(part))
                    .replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
                let element: PathElement = node(at: target)?.sequence != nil ? .index(Int(key) ?? -1) : .name(key)
                target.append(element)
            }
            guard node(at: target) != nil else { return path }
            path = target
        }
        return path
    }

    /// The schema of a list's elements or a dictionary's values below the schema at `path`, through `$ref`s.
    func below(_ path: [PathElement], key: String) -> [PathElement]? {
        let schema = resolved(path) + [.name(key)]
        return node(at: schema)?.mapping != nil ? schema : nil
    }

    /// The schemas whose `required` lists `key`: the one at `path` and, through `$ref`s, its members' (`allOf`, and
    /// `anyOf` and `oneOf`, which an object read from them took its required keys from).
    func requiring(_ key: String, from path: [PathElement], depth: Int = 0) -> [[PathElement]] {
        let schema = resolved(path)
        guard depth < 16, let node = node(at: schema) else { return [] }
        var found: [[PathElement]] = []
        let required = node.value(at: ["required"])?.sequence ?? []
        if required.contains(where: { $0.string == key }) { found.append(schema) }
        for list in ["allOf", "anyOf", "oneOf"] {
            for position in (node.value(at: [list])?.sequence ?? []).indices {
                found += requiring(key, from: schema + [.name(list), .index(position)], depth: depth + 1)
            }
        }
        return found
    }

    /// A JSONPath query that selects the value at `path`: member names as `.name` where that form allows, else
    /// `['name']`.
    static func query(_ path: [PathElement]) -> String {
        path.reduce(into: "$") { text, element in
            if case .name(let name) = element, let first = name.unicodeScalars.first,
               first == "_" || first.properties.isAlphabetic && first.isASCII,
               name.unicodeScalars.allSatisfy({ $0 == "_" || $0.isASCII && $0.properties.isAlphabetic
                   || ("0"..."9").contains($0) }) {
                text += "." + name
            } else {
                text += element.description
            }
        }
    }
}
