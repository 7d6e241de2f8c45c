import SpecModel
import YAML

/// The normalize stage's renaming of components whose keys OpenAPI doesn't allow (``ImportCause/componentKey``):
/// each gets the key ``BundleNaming`` makes of it, and everything that names it — a `$ref` anywhere but in data, a
/// security requirement, a discriminator's mapping — names the new key. Every such key is said, in one run. It runs
/// before the other rewrites, which then see only allowed keys.
struct ComponentKeys {
    /// The new key of each renamed component, by section and old key.
    private var renamed: [String: [String: String]] = [:]

    /// `root` with its components' keys renamed (nil when all are allowed), and what to say of each, where.
    static func renaming(_ root: Node) -> (root: Node?, said: [(message: String, mark: Mark)]) {
        guard let pairs = root.mapping,
              let componentsIndex = pairs.firstIndex(where: { $0.key.string == "components" }),
              var sections = pairs[componentsIndex].value.mapping else { return (nil, []) }
        var keys = ComponentKeys()
        var said: [(message: String, mark: Mark)] = []
        for index in sections.indices {
            guard let section = sections[index].key.string, Self.sections.contains(section),
                  var entries = sections[index].value.mapping,
                  entries.contains(where: { !isAllowed($0.key.string ?? "") }) else { continue }
            var taken = Set(entries.compactMap(\.key.string).filter(isAllowed))
            for entryIndex in entries.indices {
                let old = entries[entryIndex].key.string ?? ""
                guard !isAllowed(old) else { continue }
                let new = BundleNaming.unique(BundleNaming.keyed(old), in: taken)
                taken.insert(new)
                keys.renamed[section, default: [:]][old] = new
                said.append(("component key '\(old)' holds characters a component's key can't; renamed '\(new)'",
                             entries[entryIndex].key.mark))
                entries[entryIndex].key = Node(.scalar(Scalar(new)), mark: entries[entryIndex].key.mark)
            }
            sections[index].value = Node(.mapping(entries), mark: sections[index].value.mark,
                                         tag: sections[index].value.tag)
        }
        guard !keys.renamed.isEmpty else { return (nil, []) }
        var newPairs = pairs
        newPairs[componentsIndex].value = Node(.mapping(sections), mark: pairs[componentsIndex].value.mark,
                                               tag: pairs[componentsIndex].value.tag)
        let renamedRoot = Node(.mapping(newPairs), mark: root.mark, tag: root.tag)
        return (keys.rewrite(renamedRoot, as: .root) ?? renamedRoot, said)
    }

    /// The sections of `components` whose keys name components (a vendor's `x-…` section is data).
    static let sections = DocumentPruning.prunedComponents.union(["securitySchemes"])

    /// A key a component may have.
    static func isAllowed(_ key: String) -> Bool {
        !key.isEmpty && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
    }

    /// `node` (a value of `role`) with every name of a renamed component renamed; nil when none was there.
    private func rewrite(_ node: Node, as role: Normalizer.Role) -> Node? {
        if role == .data { return nil }
        switch node.kind {
        case .scalar:
            return nil
        case .sequence:
            let itemRole = Normalizer.Walker.itemRole(in: role)
            return node.rewritingItems { item in rewrite(item, as: itemRole) }
        case .mapping(let pairs):
            var changed = false
            var newPairs = pairs
            for index in pairs.indices {
                let key = pairs[index].key.string ?? ""
                if role == .securityRequirement, let new = renamed["securitySchemes"]?[key] {
                    newPairs[index].key = Node(.scalar(Scalar(new)), mark: pairs[index].key.mark)
                    changed = true
                }
                let value: Node?
                if key == "$ref", let text = pairs[index].value.string {
                    value = renamedReference(text).map { Node(.scalar(Scalar($0)), mark: pairs[index].value.mark) }
                } else if role == .schema, key == "discriminator" {
                    value = renamedMapping(pairs[index].value)
                } else {
                    value = rewrite(pairs[index].value, as: Normalizer.Walker.role(of: key, in: role))
                }
                if let value {
                    newPairs[index].value = value
                    changed = true
                }
            }
            return changed ? Node(.mapping(newPairs), mark: node.mark, tag: node.tag) : nil
        }
    }

    /// `#/components/<section>/<old>` (and anything under it) pointing at the new key; nil for other references.
    private func renamedReference(_ text: String) -> String? {
        guard case .file(nil, let pointer) = ReferenceText(text), pointer.count >= 3, pointer[0] == "components",
              let new = renamed[pointer[1]]?[pointer[2]] else { return nil }
        var renamedPointer = pointer
        renamedPointer[2] = new
        return ReferenceText.local(renamedPointer)
    }

    /// A discriminator whose mapping names a renamed schema (by key or by `$ref`), naming the new key.
    private func renamedMapping(_ discriminator: Node) -> Node? {
        guard var pairs = discriminator.mapping, let index = pairs.firstIndex(where: { $0.key.string == "mapping" }),
              var entries = pairs[index].value.mapping else { return nil }
        var changed = false
        for entryIndex in entries.indices {
            guard let text = entries[entryIndex].value.string,
                  let new = renamed["schemas"]?[text].map({ ReferenceText.local(["components", "schemas", $0]) })
                      ?? renamedReference(text) else { continue }
            entries[entryIndex].value = Node(.scalar(Scalar(new)), mark: entries[entryIndex].value.mark)
            changed = true
        }
        guard changed else { return nil }
        pairs[index].value = Node(.mapping(entries), mark: pairs[index].value.mark, tag: pairs[index].value.tag)
        return Node(.mapping(pairs), mark: discriminator.mark, tag: discriminator.tag)
    }
}
