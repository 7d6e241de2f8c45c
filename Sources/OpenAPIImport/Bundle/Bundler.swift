import Foundation
import SpecModel
import YAML

/// The bundle stage: a document split over many files read as one, before overlays. Each `$ref` to another file
/// (a relative path, percent-encoding decoded, with or without a JSON pointer) and each `$ref` to a place in the
/// document that isn't one of its components is resolved in the located tree: a schema, parameter, response, request
/// body, header or example it reaches is added to the components (`components`; in a Swagger 2.0 document its
/// `definitions`, `parameters` or `responses`, and the kinds it keeps no map of are written in place: see
/// ``ComponentPlaces``), named by ``BundleNaming`` (a component written as a `$ref` to another file keeps its own
/// name), and the `$ref` rewritten to point there; a path item, an operation or a callback is written in place. The
/// `$ref`s of the files reached are resolved the same way, from their own folders. Every value keeps its mark, in a
/// `document` of its file's own, so that what later stages say of it is located in that file. What can't be resolved
/// — a file missing, unreadable, not UTF-8 or not YAML, a symbolic link loop, a URL (never fetched), a pointer to
/// nothing — costs only the items that refer to it: their `$ref`s are left as written (a schema is then read as any
/// JSON value), each with a located warning.
struct Bundler {
    typealias Role = Normalizer.Role

    /// The sections of `components` an item reached is added to.
    enum Section: String, CaseIterable {
        case schemas, parameters, responses, requestBodies, headers, examples
    }

    /// A place in one of the files read: its document and a JSON pointer's keys.
    struct Place: Hashable {
        var document: Int
        var pointer: [String]
    }

    struct Target: Hashable {
        var place: Place
        var section: Section
    }

    let files: any DocumentFiles
    /// Where the document keeps its components (OpenAPI 3's or Swagger 2.0's places).
    let places: ComponentPlaces
    /// Each file's tree and path (as shown in diagnostics) by document; 0 is the document's own file.
    var trees: [Int: Node]
    var paths: [Int: String]
    /// The document of each file read, by identity, or why it can't be read.
    var documents: [String: Result<Int, FileProblem>] = [:]
    var nextDocument: Int
    var named: [Target: String] = [:]
    var taken: [Section: Set<String>] = [:]
    var added: [Section: [Pair]] = [:]
    /// The path items and operations being written in place (a cycle among them can't be).
    var inlining: Set<Place> = []
    /// The items being walked, innermost last: a pointer that finds nothing in its file is looked for again inside
    /// the innermost (`#/$defs/Name` written inside a component that holds `$defs`).
    var bases: [Place] = []
    /// The schemas being walked that hold `$defs` or `definitions`, innermost last, each with its file: a pointer to
    /// one of those (`#/$defs/Voice`) that finds nothing from its file's root is read there.
    var definitions: [(document: Int, schema: Node)] = []
    var losses: [ImportLoss] = []
    /// What was said where.
    var said: Set<SaidAt> = []

    struct SaidAt: Hashable {
        var message: String
        var mark: Mark
    }

    /// `source` with every `$ref` out of its components resolved, and what couldn't be; the files read get documents
    /// from `firstDocument` on.
    static func bundle(_ source: OpenAPISource, files: any DocumentFiles, firstDocument: Int)
        -> (source: OpenAPISource, losses: [ImportLoss]) {
        let places = ComponentPlaces(of: source.root)
        guard needsBundling(source.root, places: places) else { return (source, []) }
        var bundler = Bundler(files: files, places: places, root: source.root, file: source.file,
                              firstDocument: firstDocument)
        let root = bundler.bundledRoot()
        var added = bundler.paths
        added[0] = nil
        return (source.bundled(root, files: added), bundler.losses)
    }

    private init(files: any DocumentFiles, places: ComponentPlaces, root: Node, file: String, firstDocument: Int) {
        self.files = files
        self.places = places
        trees = [0: root]
        paths = [0: file]
        nextDocument = firstDocument
        if case .success(let identity) = files.identity(of: file) { documents[identity] = .success(0) }
    }

    /// Whether any `$ref` in `node` points out of the document's components, or a schema says its `$id` (most
    /// documents: neither, and the stage costs one look at each value).
    static func needsBundling(_ node: Node, places: ComponentPlaces) -> Bool {
        switch node.kind {
        case .scalar: return false
        case .sequence(let items): return items.contains { needsBundling($0, places: places) }
        case .mapping(let pairs):
            return pairs.contains { pair in
                if pair.key.string == "$ref", let text = pair.value.string { return !places.isReference(text) }
                return pair.key.string == "$id" || needsBundling(pair.value, places: places)
            }
        }
    }

    /// The section of the components a `$ref` standing for a value of `role` points into; nil for what is written in
    /// place (in 2.0, which keeps no map of them: request bodies, headers and examples too).
    func section(of role: Role) -> Section? {
        let section: Section? = switch role {
        case .schema, .additionalProperties: .schemas
        case .parameter: .parameters
        case .response: .responses
        case .requestBody: .requestBodies
        case .header: .headers
        case .example: .examples
        default: nil
        }
        return section.flatMap { places.path(of: $0) == nil ? nil : $0 }
    }

    /// The role of the value at `key` inside a value of role `parent`: OpenAPI 3's, or Swagger 2.0's where it differs.
    func role(of key: String, in parent: Role) -> Role {
        (places.swagger2 ? Swagger2.role(of: key, in: parent) : nil) ?? Normalizer.Walker.role(of: key, in: parent)
    }

    /// How many schemas' `$defs` a reference may be read through, one inside another (a `$defs` item that refers to
    /// itself would be written in place without end).
    static let deepestDefinitions = 16

    /// The maps and lists of the document's values that a `$ref` may stand for as a whole (a `properties:` written as
    /// a `$ref` to a file of properties), where a `$ref` key can't be a name (its value would be a mapping).
    static let collections: Set<Role> = [.schemaMap, .headers, .exampleMap, .mediaTypes, .responses, .parameters,
                                         .encodings, .callbacks, .schemaList]

    /// The values where a `$ref` is resolved.
    static let referable: Set<Role> = [.schema, .additionalProperties, .parameter, .response, .requestBody, .header,
                                       .example, .pathItem, .operation, .callback]
}
