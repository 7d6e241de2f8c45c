import SpecModel
import YAML

/// What the decode stage leaves out when OpenAPIKit can't read a value: the smallest item that holds it and that the
/// document can do without — an operation, a path item, a component, else the value's own key (a tag's
/// `description` written as a `$ref`). The document is then decoded again without it; each round leaves out one more
/// item, so the rounds end.
struct UnreadItem {
    /// The item's place: keys and list indices from the document's root.
    var path: [String]
    /// How the warning names it (`operation GET /pets`, `component schemas.Pet`, `tags.0.description`).
    var words: String
    /// The operations it holds (`GET /pets`): they count as skipped.
    var operations: [String]

    /// The item to leave out for an error at `path` in `root`; nil when only the whole document holds it (its
    /// `openapi`, `info`, `info.title` or `info.version`).
    init?(errorAt path: [String], in root: Node) {
        let methods = Normalizer.methods
        if path.count >= 2, path[0] == "paths" || path[0] == "webhooks" {
            if path.count >= 3, methods.contains(path[2]) {
                self.path = Array(path[..<3])
                words = "operation " + path[2].uppercased() + " " + path[1]
                operations = [path[2].uppercased() + " " + path[1]]
            } else {
                self.path = Array(path[..<2])
                words = "path item " + path[1]
                let item = Normalizer.Walker.child(root, self.path)
                operations = (item?.mapping ?? []).compactMap(\.key.string).filter(methods.contains)
                    .map { $0.uppercased() + " " + path[1] }
            }
        } else if path.count >= 3, path[0] == "components" {
            self.path = Array(path[..<3])
            words = "component " + path[1] + "." + path[2]
            operations = []
        } else if path.count >= 1 && !["openapi", "info"].contains(path[0])
                    || path.count >= 2 && !["title", "version"].contains(path[1]) {
            self.path = path
            words = path.joined(separator: ".")
            operations = []
        } else {
            return nil
        }
        if path[0] == "webhooks" { operations = [] }
    }

    /// `root` without the item; nil when it isn't there.
    func removed(from root: Node) -> Node? {
        Self.removing(path[...], from: root)
    }

    private static func removing(_ path: ArraySlice<String>, from node: Node) -> Node? {
        guard let key = path.first else { return nil }
        let rest = path.dropFirst()
        switch node.kind {
        case .mapping(var pairs):
            guard let index = pairs.firstIndex(where: { $0.key.string == key }) else { return nil }
            if rest.isEmpty {
                pairs.remove(at: index)
            } else {
                guard let value = removing(rest, from: pairs[index].value) else { return nil }
                pairs[index].value = value
            }
            return Node(.mapping(pairs), mark: node.mark, tag: node.tag)
        case .sequence(var items):
            guard let position = Int(key), items.indices.contains(position) else { return nil }
            if rest.isEmpty {
                items.remove(at: position)
            } else {
                guard let value = removing(rest, from: items[position]) else { return nil }
                items[position] = value
            }
            return Node(.sequence(items), mark: node.mark, tag: node.tag)
        case .scalar:
            return nil
        }
    }
}
