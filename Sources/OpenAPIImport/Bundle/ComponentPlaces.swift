import YAML

/// Where a document keeps the items its `$ref`s name: OpenAPI 3 under `components` (`#/components/schemas/Pet`),
/// Swagger 2.0 at its root (`#/definitions/Pet`, `#/parameters/limit`, `#/responses/NotFound`), where it has no map
/// of request bodies, headers or examples (a `$ref` to one of those in another file is written in place).
struct ComponentPlaces: Sendable {
    /// Whether the document is Swagger 2.0's (``Swagger2/isSwagger2(_:)``).
    let swagger2: Bool

    init(swagger2: Bool) {
        self.swagger2 = swagger2
    }

    /// The places of the document whose tree is `root`.
    init(of root: Node) {
        self.init(swagger2: Swagger2.isSwagger2(root))
    }

    /// The keys from the root to the map of `section`'s items; nil for a kind the document keeps no map of.
    func path(of section: Bundler.Section) -> [String]? {
        guard swagger2 else { return ["components", section.rawValue] }
        return switch section {
        case .schemas: ["definitions"]
        case .parameters: ["parameters"]
        case .responses: ["responses"]
        case .requestBodies, .headers, .examples: nil
        }
    }

    /// The key of `section`'s map in its container (the root in 2.0, `components` in 3).
    func key(of section: Bundler.Section) -> String? {
        path(of: section)?.last
    }

    /// The section whose map is at `key` of its container.
    func section(at key: String) -> Bundler.Section? {
        Bundler.Section.allCases.first { self.key(of: $0) == key }
    }

    /// Whether the value at `key` of the map holding the sections is a map of components, which may be written as a
    /// `$ref` to a file that holds it: any in 3 (`components` holds nothing else), in 2.0 a section's or the security
    /// schemes' (the root holds the paths and the rest too).
    func holdsMap(_ key: String) -> Bool {
        !swagger2 || section(at: key) != nil || key == "securityDefinitions"
    }

    /// The keys from the root to the map holding the sections: `components`, or none (the root).
    var container: [String] {
        swagger2 ? [] : ["components"]
    }

    /// The component a place in the document is in (`components/schemas/Pet` of `components/schemas/Pet/items`), by
    /// the keys that name it; nil for a place in no component.
    func component(around pointer: [String]) -> [String]? {
        if swagger2 {
            return pointer.count >= 2 && section(at: pointer[0]) != nil ? Array(pointer.prefix(2)) : nil
        }
        return pointer.count >= 3 && pointer[0] == "components" ? Array(pointer.prefix(3)) : nil
    }

    /// Whether `text` is a `$ref` to one of the document's components: `#/components/<any kind>/Pet` in 3,
    /// `#/definitions/Pet` (or a parameter or response) in 2.0.
    func isReference(_ text: String) -> Bool {
        guard swagger2 else {
            return text.hasPrefix("#/components/") && text.utf8.lazy.filter { $0 == UInt8(ascii: "/") }.count == 3
        }
        let keys = text.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false)
        return text.hasPrefix("#/") && keys.count == 2 && section(at: String(keys[0])) != nil
    }
}
