import Foundation

/// What a value encoded into, as a tree: ``FormEncoder`` fills it while the value encodes itself, then it is
/// flattened into named fields with the bracket convention.
///
/// A class because the containers an `Encoder` hands out write into it after they were returned.
final class FormNode {
    enum Kind {
        /// Nothing was encoded (yet).
        case empty
        /// An explicit `nil`.
        case null
        /// One value.
        case field(FormField)
        /// An object or dictionary: ``children`` by key.
        case keyed
        /// A list: ``children`` in order.
        case unkeyed
    }

    private(set) var kind: Kind = .empty
    /// The members of a keyed or unkeyed node, in the order they were encoded (a list's keys are its indices).
    private(set) var children: [(key: String, node: FormNode)] = []

    /// Makes this node a single value (or null), dropping anything encoded before.
    func set(_ kind: Kind) {
        self.kind = kind
        children = []
    }

    /// Makes this node keyed, keeping its members if it already is (a subclass and its superclass share one).
    func makeKeyed() {
        if case .keyed = kind { return }
        set(.keyed)
    }

    /// Makes this node a list, keeping its elements if it already is.
    func makeUnkeyed() {
        if case .unkeyed = kind { return }
        set(.unkeyed)
    }

    /// A new member under `key`, replacing one encoded before under the same key in its place.
    func child(forKey key: String) -> FormNode {
        let node = FormNode()
        if let index = children.firstIndex(where: { $0.key == key }) {
            children[index].node = node
        } else {
            children.append((key, node))
        }
        return node
    }

    /// A new last element.
    func appendChild() -> FormNode {
        let node = FormNode()
        children.append((String(children.count), node))
        return node
    }

    /// Orders the members by key: for dictionaries, whose own order changes from run to run.
    func sortByKey() {
        if case .keyed = kind { children.sort { $0.key < $1.key } }
    }

    private var isContainer: Bool {
        switch kind {
        case .keyed, .unkeyed: return true
        case .empty, .null, .field: return false
        }
    }

    /// The fields of a top-level object: its members under their plain keys (`metadata[plan]`, `expand[]`, …).
    func fields() -> [(name: String, value: FormField)] {
        var fields: [(name: String, value: FormField)] = []
        for (key, node) in children { node.appendFields(named: key, to: &fields) }
        return fields
    }

    /// Appends this node's fields under `name`: an object's members as `name[key]`; a list's elements as `name[]`, or
    /// `name[0]`, `name[1]`… when any element is an object or a list; null as an empty text; nothing for an empty
    /// object or list.
    func appendFields(named name: String, to fields: inout [(name: String, value: FormField)]) {
        switch kind {
        case .empty:
            break
        case .null:
            fields.append((name, .text("")))
        case .field(let field):
            fields.append((name, field))
        case .keyed:
            for (key, node) in children {
                node.appendFields(named: name + "[" + key + "]", to: &fields)
            }
        case .unkeyed:
            let indexed = children.contains { $0.node.isContainer }
            for (index, node) in children {
                node.appendFields(named: name + (indexed ? "[" + index + "]" : "[]"), to: &fields)
            }
        }
    }
}
