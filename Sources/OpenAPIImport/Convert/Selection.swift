import OpenAPIKit
import SpecModel

/// The operations an import takes (all, or those the filters select), in the document's written order, and the
/// losses found on the way (a path item by reference, a method the format has no name for).
struct Selection: Sendable {
    /// One operation of the document.
    struct Operation: Sendable {
        var path: String
        /// nil for a method the format can't say (OPTIONS, TRACE): the operation is skipped.
        var method: HTTPMethodName?
        var operation: OpenAPI.Operation
        /// The path item's parameters, which the operation's own replace by name and place.
        var shared: OpenAPI.Parameter.Array
        /// Where it is in the document.
        var location: [String]
        /// The servers the operation (or its path item) names instead of the document's, and where.
        var servers: [OpenAPI.Server]?
        var serversLocation: [String]
    }

    var operations: [Operation] = []
    var losses: [ImportLoss] = []
    /// True when filters chose the operations: then only the models they use are imported.
    var filtered = false
}

/// The select stage: which operations of the decoded document are imported.
enum Selector {
    static func select(_ document: OpenAPI.Document, source: OpenAPISource, options: ImportOptions) -> Selection {
        var selection = Selection(filtered: options.filters)
        for (path, either) in source.ordered(Array(document.paths), key: \.key.rawValue, at: ["paths"]) {
            let itemPath = ["paths", path.rawValue]
            // A path item written as a `$ref` to the components (the bundle stage writes every other one it can
            // resolve where it is written) is the one it names.
            guard let item = document.components[either] else {
                // What it holds is unknown: in a whole import it counts as one operation skipped.
                selection.losses.append(ImportLoss(subjects: options.filters ? [.document]
                                                       : [.unreadOperation("path item " + path.rawValue)],
                                                   effect: options.filters ? .notes : .skips,
                                                   cause: .pathItemReference,
                                                   message: "the path item is a reference that can't be resolved; "
                                                            + "left out" + (options.filters ? ""
                                                                : " (counted as one operation skipped)"),
                                                   location: itemPath))
                continue
            }
            for entry in source.ordered(item.endpoints, key: { $0.method.rawValue.lowercased() }, at: itemPath) {
                let location = itemPath + [entry.method.rawValue.lowercased()]
                guard options.selects(tags: entry.operation.tags ?? [], operationID: entry.operation.operationId,
                                      path: path.rawValue) else {
                    continue
                }
                let method = HTTPMethodName(rawValue: entry.method.rawValue.uppercased())
                if method == nil {
                    selection.losses.append(
                        ImportLoss(subjects: [.operation(selection.operations.count)], effect: .skips,
                                   cause: .unsupportedMethod,
                                   message: "\(entry.method.rawValue.uppercased()) has no spec method (GET, POST, PUT, "
                                            + "PATCH, DELETE, HEAD, OPTIONS, TRACE); skipped", location: location))
                }
                let ownServers = entry.operation.servers.map { ($0, location + ["servers"]) }
                    ?? item.servers.map { ($0, itemPath + ["servers"]) }
                selection.operations.append(Selection.Operation(
                    path: path.rawValue, method: method, operation: entry.operation, shared: item.parameters,
                    location: location, servers: ownServers?.0, serversLocation: ownServers?.1 ?? location))
            }
        }
        return selection
    }
}
