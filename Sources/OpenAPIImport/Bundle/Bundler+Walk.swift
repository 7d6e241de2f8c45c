import SpecModel
import YAML

extension Bundler {
    /// The document's tree with every `$ref` resolved and the items reached added to its components.
    mutating func bundledRoot() -> Node {
        var root = trees[0]!
        guard root.mapping != nil else { return root }
        if let container = root.value(at: places.container), let read = sectionsRead(container) {
            root = root.replacing(at: places.container, with: read)
            trees[0] = root
        }
        let homes = root.value(at: places.container).map { claimNames(in: $0) } ?? [:]
        if places.swagger2 {
            root = walkComponents(root, as: .root, homes: homes)
        } else if var pairs = root.mapping {
            for index in pairs.indices {
                let key = pairs[index].key.string ?? ""
                if key == "components" {
                    pairs[index].value = walkComponents(pairs[index].value, as: .components, homes: homes)
                } else if let value = walk(pairs[index].value, as: self.role(of: key, in: .root),
                                           in: 0) {
                    pairs[index].value = value
                }
            }
            root = Node(.mapping(pairs), mark: root.mark, tag: root.tag)
        }
        for section in Section.allCases {
            guard let items = added[section], !items.isEmpty, let path = places.path(of: section) else { continue }
            let map = root.value(at: path)
            root = root.replacing(at: path, with: Node(.mapping((map?.mapping ?? []) + items),
                                                       mark: map?.mark ?? root.mark, tag: map?.tag))
        }
        return root
    }

    /// The map holding the sections (`components`; the root in 2.0) with each section written as a `$ref` to a map of
    /// components (`schemas: {$ref: schemas.yaml}`) replaced by that map, whose entries stay in their own file; nil
    /// when none is.
    private mutating func sectionsRead(_ components: Node) -> Node? {
        guard var sections = components.mapping else { return nil }
        var changed = false
        for index in sections.indices where places.holdsMap(sections[index].key.string ?? "") {
            guard let pairs = sections[index].value.mapping, pairs.count == 1, pairs[0].key.string == "$ref",
                  let text = pairs[0].value.string,
                  case .success(let place) = target(of: text, from: 0, at: pairs[0].value.mark) else { continue }
            guard let map = node(at: place), map.mapping != nil else {
                losePointingAtNothing(text, in: place.document, at: pairs[0].value.mark)
                continue
            }
            sections[index].value = map
            changed = true
        }
        return changed ? Node(.mapping(sections), mark: components.mark, tag: components.tag) : nil
    }

    /// The document's components that are each a `$ref` to another file: what they reach takes their names (a later
    /// one reaching the same item stays a `$ref`, to the first). Those whose `$ref` can't be resolved are said here,
    /// and map to nil.
    private mutating func claimNames(in components: Node) -> [[String]: Target?] {
        var homes: [[String]: Target?] = [:]
        for sectionPair in components.mapping ?? [] {
            guard let sectionKey = sectionPair.key.string, let section = places.section(at: sectionKey) else {
                continue
            }
            for entry in sectionPair.value.mapping ?? [] {
                // An entry is in the file it is written in (another one's, for a section written as a `$ref`).
                let document = entry.value.mark.document
                guard let name = entry.key.string,
                      let reference = entry.value.mapping?.first(where: { $0.key.string == "$ref" })?.value,
                      let text = reference.string, !(document == 0 && places.isReference(text)) else { continue }
                guard case .success(let place) = target(of: text, from: document, at: reference.mark) else {
                    homes[[sectionKey, name]] = .some(nil)
                    continue
                }
                let target = Target(place: place, section: section)
                guard named[target] == nil else { continue }
                named[target] = name
                homes[[sectionKey, name]] = target
            }
        }
        return homes
    }

    /// The map holding the document's components (of `role`: `components`, or the root in 2.0), the ones that reach
    /// another file's item holding it in their place. (In 2.0 the root's other values are walked as a whole.)
    private mutating func walkComponents(_ components: Node, as role: Role, homes: [[String]: Target?]) -> Node {
        guard var sections = components.mapping else { return components }
        for index in sections.indices {
            let sectionKey = sections[index].key.string ?? ""
            let sectionRole = self.role(of: sectionKey, in: role)
            if places.swagger2 && places.section(at: sectionKey) == nil {
                if let value = walk(sections[index].value, as: sectionRole, in: 0) { sections[index].value = value }
                continue
            }
            guard var entries = sections[index].value.mapping else { continue }
            let entryRole = self.role(of: "", in: sectionRole)
            for entryIndex in entries.indices {
                let name = entries[entryIndex].key.string ?? ""
                if let home = homes[[sectionKey, name]] {
                    // Resolved here (nil: said already).
                    guard let home else { continue }
                    guard let content = node(at: home.place) else {
                        let written = entries[entryIndex].value
                        let text = written.mapping?.first { $0.key.string == "$ref" }?.value.string ?? ""
                        losePointingAtNothing(text, in: home.place.document, at: written.mark)
                        continue
                    }
                    entries[entryIndex].value = walking(home.place) {
                        $0.walk(content, as: entryRole, in: home.place.document)
                    } ?? content
                } else if let value = walking(Place(document: 0, pointer: places.container + [sectionKey, name]), {
                    $0.walk(entries[entryIndex].value, as: entryRole, in: entries[entryIndex].value.mark.document)
                }) {
                    entries[entryIndex].value = value
                }
            }
            sections[index].value = Node(.mapping(entries), mark: sections[index].value.mark,
                                         tag: sections[index].value.tag)
        }
        return Node(.mapping(sections), mark: components.mark, tag: components.tag)
    }

    /// `node` (a value of `role` in file `document`) with its `$ref`s resolved; nil when nothing changed.
    mutating func walk(_ node: Node, as role: Role, in document: Int) -> Node? {
        if role == .data { return dataFile(node, in: document) }
        switch node.kind {
        case .scalar:
            return nil
        case .sequence:
            let itemRole = Normalizer.Walker.itemRole(in: role)
            return node.rewritingItems { item in walk(item, as: itemRole, in: document) }
        case .mapping(let pairs):
            if role == .schema, let id = pairs.first(where: { $0.key.string == "$id" })?.value {
                lose(.idNotBase, "'$id' \(quoted(id.string ?? "")) is not a base for the schema's references: a "
                     + "relative '$ref' in it is read from the folder of its file", at: id.mark)
            }
            if Self.referable.contains(role), let index = pairs.firstIndex(where: { $0.key.string == "$ref" }),
               let text = pairs[index].value.string {
                return reference(text, in: node, at: index, as: role, document: document)
            }
            if Self.collections.contains(role), pairs.count == 1, pairs[0].key.string == "$ref",
               let text = pairs[0].value.string, !(role == .mediaTypes && document == 0 && text.hasPrefix("#")) {
                // (The normalize stage reads a `content` that refers into the document, and says so.)
                // A map or list written as a `$ref` to one (`properties: {$ref: props.yml}`): the one it refers to.
                guard case .success(let place) = target(of: text, from: document, at: pairs[0].value.mark) else {
                    return nil
                }
                return inlined(place, text: text, siblings: pairs, as: role, at: pairs[0].value.mark)
            }
            let defining = role == .schema
                && pairs.contains { $0.key.string == "$defs" || $0.key.string == "definitions" }
            if defining { definitions.append((document, node)) }
            defer { if defining { definitions.removeLast() } }
            var walked = walkValues(pairs, as: role, in: document)
            if role == .schema, let index = pairs.firstIndex(where: { $0.key.string == "discriminator" }),
               let discriminator = mappedTargets((walked ?? pairs)[index].value, in: document) {
                walked = walked ?? pairs
                walked![index].value = discriminator
            }
            return walked.map { Node(.mapping($0), mark: node.mark, tag: node.tag) }
        }
    }

    /// An example value written as a `$ref` to another file (`example: {$ref: examples/pet.json}`), which bundlers
    /// read as that file's content: the content; nil for any other value (data that holds a `$ref` key of its own, a
    /// SCIM link, is data), or a file that can't be read (said where the `$ref` is; the example then takes no part).
    private mutating func dataFile(_ node: Node, in document: Int) -> Node? {
        guard let pairs = node.mapping, pairs.count == 1, pairs[0].key.string == "$ref",
              let text = pairs[0].value.string, case .file(.some, _) = ReferenceText(text),
              case .success(let place) = target(of: text, from: document, at: pairs[0].value.mark) else { return nil }
        guard let content = self.node(at: place) else {
            losePointingAtNothing(text, in: place.document, at: pairs[0].value.mark)
            return nil
        }
        return content
    }

    /// `pairs` (of a value of `role`) with their values' `$ref`s resolved; nil when nothing changed.
    mutating func walkValues(_ pairs: [Pair], as role: Role, in document: Int) -> [Pair]? {
        var changed = false
        var newPairs = pairs
        for index in pairs.indices where pairs[index].key.string != "$ref" {
            let childRole = self.role(of: pairs[index].key.string ?? "", in: role)
            if let value = walk(pairs[index].value, as: childRole, in: document) {
                newPairs[index].value = value
                changed = true
            }
        }
        return changed ? newPairs : nil
    }

    /// A discriminator (in file `document`) whose `mapping` names schemas by reference to another file or place
    /// (`dog: models/dog.yml`), those resolved as any schema's `$ref`; nil when none does. A value that is a component
    /// schema's name or `$ref` stays as it is.
    private mutating func mappedTargets(_ discriminator: Node, in document: Int) -> Node? {
        guard var pairs = discriminator.mapping,
              let index = pairs.firstIndex(where: { $0.key.string == "mapping" }),
              var entries = pairs[index].value.mapping else { return nil }
        let schemas = places.path(of: .schemas).flatMap { path in
            trees[0].flatMap { Normalizer.Walker.child($0, path) }
        }
        let own = Set(schemas?.mapping?.compactMap(\.key.string) ?? [])
        var changed = false
        for entryIndex in entries.indices {
            let value = entries[entryIndex].value
            guard let text = value.string, !(document == 0 && (places.isReference(text) || own.contains(text)))
            else { continue }
            let reference = Node(.mapping([Pair(key: Node(.scalar(Scalar("$ref")), mark: value.mark), value: value)]),
                                 mark: value.mark)
            guard let resolved = self.reference(text, in: reference, at: 0, as: .schema, document: document)?
                .mapping?.first(where: { $0.key.string == "$ref" })?.value else { continue }
            entries[entryIndex].value = resolved
            changed = true
        }
        guard changed else { return nil }
        pairs[index].value = Node(.mapping(entries), mark: pairs[index].value.mark, tag: pairs[index].value.tag)
        return Node(.mapping(pairs), mark: discriminator.mark, tag: discriminator.tag)
    }
}
