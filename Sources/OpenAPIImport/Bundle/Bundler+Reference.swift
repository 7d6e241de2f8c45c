import Foundation
import SpecModel
import YAML

extension Bundler {
    /// The value `node` (of `role`, in file `document`) stands for, its `$ref` (the pair at `index`) resolved: a
    /// `$ref` to the item added to the components, or the path item, operation or callback written in place; nil
    /// when it stays as written.
    mutating func reference(_ text: String, in node: Node, at index: Int, as role: Role, document: Int) -> Node? {
        let pairs = node.mapping ?? []
        let written = pairs[index].value
        let siblings = walkValues(pairs, as: role, in: document)
        if document == 0 && places.isReference(text) {
            return siblings.map { Node(.mapping($0), mark: node.mark, tag: node.tag) }
        }
        var place: Place
        switch target(of: text, from: document, at: written.mark) {
        case .success(let found): place = found
        case .failure: return siblings.map { Node(.mapping($0), mark: node.mark, tag: node.tag) }
        }
        if self.node(at: place) == nil, let base = bases.last, base.document == place.document {
            let inside = Place(document: base.document, pointer: base.pointer + place.pointer)
            if self.node(at: inside) != nil { place = inside }
        }
        if self.node(at: place) == nil, ["$defs", "definitions"].contains(place.pointer.first),
           let local = definitions.last(where: {
               $0.document == place.document && $0.schema.value(at: place.pointer) != nil
           }), let content = local.schema.value(at: place.pointer) {
            // In a schema written in place, which has no pointer of its own: written here too, as deep as its own
            // references to its `$defs` go without coming back.
            guard definitions.count < Self.deepestDefinitions else {
                lose(.selfReference,
                     "\(quoted(text)) refers back to itself through its schema's '$defs'; left as written",
                     at: written.mark)
                return siblings.map { Node(.mapping($0), mark: node.mark, tag: node.tag) }
            }
            definitions.append(local)
            defer { definitions.removeLast() }
            return walk(content, as: role, in: place.document) ?? content
        }
        guard let section = section(of: role), let home = places.path(of: section) else {
            return inlined(place, text: text, siblings: siblings ?? pairs, as: role, at: written.mark)
        }
        let pointer = place.pointer
        if place.document == 0, pointer.count == home.count + 1, pointer.starts(with: home) {
            return pointing(node, siblings: siblings, at: index, to: pointer)
        }
        // A place in the document itself that is no component is written where the `$ref` is (and named there as
        // any value written in place is); only one it is already being written into is added to the components.
        if place.document == 0, !inlining.contains(place) {
            return inlined(place, text: text, siblings: siblings ?? pairs, as: role, at: written.mark)
        }
        let target = Target(place: place, section: section)
        if let name = named[target] {
            return pointing(node, siblings: siblings, at: index, to: home + [name])
        }
        guard let content = self.node(at: place) else {
            losePointingAtNothing(text, in: place.document, at: written.mark)
            return siblings.map { Node(.mapping($0), mark: node.mark, tag: node.tag) }
        }
        let name = BundleNaming.unique(BundleNaming.suggested(pointer: pointer, path: paths[place.document] ?? ""),
                                       in: taken(section))
        named[target] = name
        taken[section, default: []].insert(name)
        let slot = added[section, default: []].count
        let key = Node(.scalar(Scalar(name)), mark: content.mark)
        added[section, default: []].append(Pair(key: key, value: content))
        if let walked = walking(place, { $0.walk(content, as: role, in: place.document) }) {
            added[section]![slot].value = walked
        }
        return pointing(node, siblings: siblings, at: index, to: home + [name])
    }

    /// `node` with its `$ref` (at `index`) pointing to `pointer` in the document, its other values `siblings`.
    private func pointing(_ node: Node, siblings: [Pair]?, at index: Int, to pointer: [String]) -> Node {
        var pairs = siblings ?? node.mapping ?? []
        let written = pairs[index].value
        pairs[index].value = Node(.scalar(Scalar(ReferenceText.local(pointer))), mark: written.mark)
        return Node(.mapping(pairs), mark: node.mark, tag: node.tag)
    }

    /// The path item, operation or callback at `place` written where the `$ref` was (the values beside the `$ref`
    /// win over the same keys there); nil when it stays as written.
    mutating func inlined(_ place: Place, text: String, siblings: [Pair], as role: Role, at mark: Mark)
        -> Node? {
        guard let content = node(at: place) else {
            losePointingAtNothing(text, in: place.document, at: mark)
            return nil
        }
        guard inlining.insert(place).inserted else {
            lose(.selfReference, "\(quoted(text)) refers back to itself through other references; left as written",
                 at: mark)
            return nil
        }
        defer { inlining.remove(place) }
        let walked = walking(place, { $0.walk(content, as: role, in: place.document) }) ?? content
        let beside = siblings.filter { $0.key.string != "$ref" }
        guard let reached = walked.mapping, !beside.isEmpty else { return walked }
        let besideKeys = Set(beside.compactMap(\.key.string))
        return Node(.mapping(reached.filter { !besideKeys.contains($0.key.string ?? "") } + beside),
                    mark: walked.mark, tag: walked.tag)
    }

    /// `body` run with the item at `place` the innermost one walked: a component of the document (the keys that name
    /// the component a place is inside), else the item itself.
    mutating func walking(_ place: Place, _ body: (inout Bundler) -> Node?) -> Node? {
        let component = place.document == 0 ? places.component(around: place.pointer) : nil
        bases.append(component.map { Place(document: 0, pointer: $0) } ?? place)
        defer { bases.removeLast() }
        return body(&self)
    }

    /// The names of `section` taken: the document's own components', and the items added.
    private mutating func taken(_ section: Section) -> Set<String> {
        if let known = taken[section] { return known }
        let own = places.path(of: section).flatMap { path in trees[0].flatMap { Normalizer.Walker.child($0, path) } }?
            .mapping?.compactMap(\.key.string) ?? []
        taken[section] = Set(own)
        return taken[section]!
    }

    /// The place `text` (a `$ref` written in file `document`, at `mark`) points at; a failure, said once at `mark`,
    /// when it can't be read.
    mutating func target(of text: String, from document: Int, at mark: Mark) -> Result<Place, FileProblem> {
        let from = paths[document] ?? ""
        switch ReferenceText(text) {
        case .url:
            lose(.urlReference, "\(quoted(text)) is a URL, and gen-import fetches nothing; what it refers to is left "
                 + "out (download it, and refer to it by its path)", at: mark)
            return .failure(.unreadable)
        case .anchor(let name):
            lose(.anchorReference, "\(quoted(text)) names the $anchor \(quoted(name)), and gen-import follows only "
                 + "JSON pointers ('#/…'); what it refers to is left out", at: mark)
            return .failure(.unreadable)
        case .malformed:
            lose(.malformedReference, "\(quoted(text)) is neither a file's path nor '#' and a JSON pointer; what it "
                 + "refers to is left out", at: mark)
            return .failure(.unreadable)
        case .file(nil, let pointer):
            return .success(Place(document: document, pointer: pointer))
        case .file(let path?, let pointer):
            let shown = ReferenceText.path(path, from: from)
            switch load(shown) {
            case .success(let loaded): return .success(Place(document: loaded, pointer: pointer))
            case .failure(let problem):
                let file = shown == text ? "a file" : quoted(shown) + ", a file"
                lose(.missingFile, "\(quoted(text)) refers to \(file) that \(Self.words(problem)); what it refers "
                     + "to is left out", at: mark)
                return .failure(problem)
            }
        }
    }

    private static func words(_ problem: FileProblem) -> String {
        switch problem {
        case .missing: "doesn't exist"
        case .folder: "is a folder"
        case .unreadable: "can't be read"
        case .notUTF8: "is not UTF-8 text"
        case .symlinkLoop: "is a loop of symbolic links"
        }
    }

    /// The document of the file at `path` (as shown), read once.
    private mutating func load(_ path: String) -> Result<Int, FileProblem> {
        let identity: String
        switch files.identity(of: path) {
        case .success(let found): identity = found
        case .failure(let problem): return .failure(problem)
        }
        if let known = documents[identity] { return known }
        let result = read(path)
        documents[identity] = result
        return result
    }

    private mutating func read(_ path: String) -> Result<Int, FileProblem> {
        let bytes: [UInt8]
        switch files.read(path) {
        case .success(let read): bytes = read
        case .failure(let problem): return .failure(problem)
        }
        guard String(validating: bytes, as: UTF8.self) != nil else { return .failure(.notUTF8) }
        let document = nextDocument
        nextDocument += 1
        paths[document] = path
        let loaded = YAMLLoader.load(bytes, limits: YAMLLimits(maxDepth: 256, maxNodes: 20_000_000))
        let errors = loaded.errors.filter { if case .duplicateKey = $0.kind { false } else { true } }
        for error in loaded.errors {
            var mark = error.mark
            mark.document = document
            losses.append(ImportLoss(subjects: [.document], effect: .notes, finding: .yaml(error.kind), location: [],
                                     mark: mark))
        }
        guard errors.isEmpty, let root = loaded.root else { return .failure(.unreadable) }
        trees[document] = Overlay.marked(root, document: document)
        return .success(document)
    }

    /// The value at `place`, if there is one.
    func node(at place: Place) -> Node? {
        trees[place.document]?.value(at: place.pointer)
    }

    /// The warning for a `$ref` (`text`, at `mark`) whose pointer finds nothing in file `document`.
    mutating func losePointingAtNothing(_ text: String, in document: Int, at mark: Mark) {
        lose(.danglingReference,
             "\(quoted(text)) points at nothing in \(quoted(paths[document] ?? "")); left as written",
             at: mark)
    }

    /// A warning at `mark` (once: a value reached twice is walked twice).
    mutating func lose(_ cause: ImportCause, _ message: String, at mark: Mark) {
        guard said.insert(SaidAt(message: message, mark: mark)).inserted else { return }
        losses.append(ImportLoss(subjects: [.document], effect: .notes, cause: cause, message: message, location: [],
                                 mark: mark))
    }
}
