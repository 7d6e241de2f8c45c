import SpecModel
import YAML

/// An imported endpoint's example response: the media type's `example` or first `examples` entry (its `value`, or
/// the components' example it refers to); else, where the response's schemas give property examples (as Petstore
/// does), one composed from them as mock servers do — each property its example, or a plain value of its type when
/// required, lists of one composed item. gen's example check then decides what fits.
struct ExampleComposer {
    let models: [ImportedModel]
    let source: OpenAPISource

    /// The example and whether it was composed.
    func example(for endpoint: ImportedEndpoint) -> (value: Literal, composed: Bool)? {
        guard endpoint.responses == nil, let response = endpoint.response, let content = endpoint.responseContent else {
            return nil
        }
        let (node, found) = source.node(at: content)
        guard found, let pairs = node.mapping else { return nil }
        if let example = pairs.first(where: { $0.key.string == "example" })?.value, !Self.isReference(example) {
            return (Literal(example), false)
        }
        if let examples = pairs.first(where: { $0.key.string == "examples" })?.value.mapping,
           let first = examples.first?.value,
           let value = exampleValue(first), !Self.isReference(value) {
            return (Literal(value), false)
        }
        var sawExample = false
        guard let composed = compose(response, at: node.mark, depth: 0, sawExample: &sawExample), sawExample else {
            return nil
        }
        return (composed, true)
    }

    /// Whether an example is a `$ref` the bundle stage couldn't read (it said so there): no example at all.
    private static func isReference(_ value: Node) -> Bool {
        guard let pairs = value.mapping else { return false }
        return pairs.count == 1 && pairs[0].key.string == "$ref"
    }

    /// An Example object's value, following one `$ref` into the components.
    private func exampleValue(_ node: Node) -> Node? {
        guard let pairs = node.mapping else { return nil }
        if let reference = pairs.first(where: { $0.key.string == "$ref" })?.value.string {
            let (target, found) = source.node(at: ComponentReference.path(reference))
            return found ? target.mapping?.first { $0.key.string == "value" }?.value : nil
        }
        return pairs.first { $0.key.string == "value" }?.value
    }

    /// A value of `type` made of the schemas' examples; nil where none can be made.
    private func compose(_ type: ImportedType, at mark: Mark, depth: Int, sawExample: inout Bool) -> Literal? {
        guard depth < 8 else { return nil }
        switch type {
        case .builtin(let builtin): return placeholder(builtin, at: mark)
        case .optional(let wrapped): return compose(wrapped, at: mark, depth: depth, sawExample: &sawExample)
        case .dictionary: return Literal(.map([]), at: mark)
        case .array(let element):
            guard let item = compose(element, at: mark, depth: depth + 1, sawExample: &sawExample) else {
                return Literal(.list([]), at: mark)
            }
            return Literal(.list([item]), at: mark)
        case .model(let id):
            let model = models[id.index]
            switch model.kind {
            case .enumeration(let values):
                return values.first.map { Literal(.string($0), at: mark, written: $0) }
            case .integerEnum(let cases):
                return cases.first.map { Literal(.int($0.value), at: mark, written: String($0.value)) }
            case .union(let members, _, _):
                return members.first.flatMap { compose($0, at: mark, depth: depth + 1, sawExample: &sawExample) }
            case .object(let properties, _):
                var entries: [Literal.Entry] = []
                for property in properties {
                    let (node, found) = source.node(at: property.location + ["example"])
                    if found {
                        sawExample = true
                        entries.append(Literal.Entry(key: property.key, keyMark: node.mark, value: Literal(node)))
                    } else if property.required, property.type.dateOnly {
                        entries.append(Literal.Entry(key: property.key, keyMark: mark,
                                                     value: Literal(.string("2024-01-01"), at: mark,
                                                                    written: "2024-01-01")))
                    } else if property.required, let value = compose(property.type.type, at: mark, depth: depth + 1,
                                                                     sawExample: &sawExample) {
                        entries.append(Literal.Entry(key: property.key, keyMark: mark, value: value))
                    } else if !property.required, case .model = property.type.type,
                              let value = compose(property.type.type, at: mark, depth: depth + 1,
                                                  sawExample: &sawExample), hasExample(value) {
                        entries.append(Literal.Entry(key: property.key, keyMark: mark, value: value))
                    }
                }
                return Literal(.map(entries), at: mark)
            }
        }
    }

    /// Whether a composed value holds anything more than placeholders (a nested object with examples of its own).
    private func hasExample(_ value: Literal) -> Bool {
        switch value.kind {
        case .map(let entries): return !entries.isEmpty
        case .list(let items): return items.contains(where: hasExample)
        default: return true
        }
    }

    /// A plain value of a built-in type, for a required property without an example.
    private func placeholder(_ builtin: BuiltinType, at mark: Mark) -> Literal? {
        builtin.traits.placeholder.map { Literal(scalar: $0, at: mark) }
    }
}
