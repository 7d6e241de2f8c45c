import YAML

/// A document's tree cut into documents that decode on their own, about equally large: the path items and the
/// components are dealt out in the order written, each part getting a run of them. Every part has the version and
/// `info:` (and `paths:` where the version requires it) and all the security schemes, which security requirements
/// are checked against while decoding; the last part has the other top-level keys (`servers:`, `security:`, `tags:`…).
enum DocumentParts {
    /// The component kinds whose entries are dealt out (and pruned, by ``DocumentPruning``); others (security schemes)
    /// go whole into every part.
    static let dealtComponents: Set<String> = ["schemas", "responses", "parameters", "examples", "requestBodies",
                                                      "headers", "links", "callbacks", "pathItems", "mediaTypes"]

    /// An entry to deal out: the top-level key and component kind it lives under, and its pair.
    private struct Item {
        var section: [String]
        var pair: Pair
        var weight: Int
    }

    static func split(_ root: Node, into count: Int, needsPaths: Bool) -> [Node] {
        let pairs = root.mapping ?? []
        var items: [Item] = []
        var head: [Pair] = [], tail: [Pair] = [], schemes: [Pair] = []
        for pair in pairs {
            switch pair.key.string {
            case "openapi", "info":
                head.append(pair)
            case "paths" where pair.value.mapping != nil:
                items += pair.value.mapping!.map { Item(section: ["paths"], pair: $0, weight: size($0.value)) }
            case "components" where pair.value.mapping != nil:
                for kind in pair.value.mapping! {
                    if let name = kind.key.string, dealtComponents.contains(name), let entries = kind.value.mapping {
                        items += entries.map { Item(section: ["components", name], pair: $0, weight: size($0.value)) }
                    } else {
                        schemes.append(kind)
                    }
                }
            default:
                tail.append(pair)
            }
        }
        let total = items.reduce(0) { $0 + $1.weight }
        var parts: [[Item]] = Array(repeating: [], count: count)
        var dealt = 0
        for item in items {
            // The part whose share of the total the running weight falls in.
            parts[min(count - 1, dealt * count / max(total, 1))].append(item)
            dealt += item.weight
        }
        return parts.enumerated().map { index, part in
            document(head: head, items: part, schemes: schemes, tail: index == count - 1 ? tail : [], needsPaths: needsPaths, mark: root.mark)
        }
    }

    private static func document(head: [Pair], items: [Item], schemes: [Pair], tail: [Pair], needsPaths: Bool, mark: Mark) -> Node {
        var paths: [Pair] = []
        var components: [(kind: String, entries: [Pair])] = []
        for item in items {
            if item.section == ["paths"] {
                paths.append(item.pair)
            } else if components.last?.kind == item.section[1] {
                components[components.count - 1].entries.append(item.pair)
            } else {
                components.append((item.section[1], [item.pair]))
            }
        }
        var pairs = head
        if needsPaths || !paths.isEmpty { pairs.append(pair("paths", .mapping(paths), mark)) }
        let kinds = components.map { pair($0.kind, .mapping($0.entries), mark) } + schemes
        if !kinds.isEmpty { pairs.append(pair("components", .mapping(kinds), mark)) }
        return Node(.mapping(pairs + tail), mark: mark)
    }

    private static func pair(_ key: String, _ value: Node.Kind, _ mark: Mark) -> Pair {
        Pair(key: Node(.scalar(Scalar(key)), mark: mark), value: Node(value, mark: mark))
    }

    /// How many nodes the tree holds: the measure parts are balanced by.
    private static func size(_ node: Node) -> Int {
        switch node.kind {
        case .scalar: return 1
        case .sequence(let items): return items.reduce(1) { $0 + size($1) }
        case .mapping(let pairs): return pairs.reduce(1) { $0 + 1 + size($1.value) }
        }
    }
}
