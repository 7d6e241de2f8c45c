import Foundation
import SpecModel

/// Finds the endpoint a recorded exchange was made to: by method and path, against each endpoint's path template (the
/// path of the service's base URL taken off first). Literal segments beat parameters (`/pets/mine` before
/// `/pets/{id}`); when no endpoint with the method matches, one the path alone matches does (some SDKs POST what the
/// document calls a GET, and the server answers both alike).
struct ExchangeMatcher {
    private struct Route {
        var endpoint: EndpointID
        var method: String
        var segments: [Substring]
        var literals: Int
        var basePath: [Substring]
    }

    private var routes: [Route] = []

    init(_ api: CheckedAPI) {
        for id in api.endpointIDs {
            let endpoint = api[id]
            let base = api[endpoint.service].baseURL.flatMap { URL(string: $0.value)?.path } ?? ""
            let segments = Self.segments(endpoint.declared.path.value.split(separator: "?").first ?? "")
            routes.append(Route(endpoint: id, method: endpoint.declared.method.rawValue, segments: segments,
                                literals: segments.count { !$0.contains("{") },
                                basePath: Self.segments(Substring(base))))
        }
    }

    private static func segments(_ path: Substring) -> [Substring] {
        path.split(separator: "/")
    }

    /// The endpoint `recording` was made to, if any.
    func endpoint(for recording: Recording) -> EndpointID? {
        guard let components = URLComponents(string: recording.url) else { return nil }
        let path = Self.segments(Substring(components.percentEncodedPath))
            .map { Substring($0.removingPercentEncoding ?? String($0)) }
        var best: (rank: (Int, Int), id: EndpointID)?
        for route in routes {
            var actual = path[...]
            if !route.basePath.isEmpty, actual.starts(with: route.basePath) {
                actual = actual.dropFirst(route.basePath.count)
            }
            guard actual.count == route.segments.count,
                  zip(route.segments, actual).allSatisfy({ Self.matches($1, template: $0) }) else { continue }
            let rank = (route.method == recording.method.uppercased() ? 1 : 0, route.literals)
            if best.map({ rank > $0.rank }) ?? true { best = (rank, route.endpoint) }
        }
        return best?.id
    }

    /// Whether a path segment fits a template segment: the same text, with each `{name}` standing for some text.
    static func matches(_ segment: Substring, template: Substring) -> Bool {
        guard template.contains("{") else { return segment == template }
        // The literal pieces between the parameters, each found in order; each parameter takes at least a character.
        var pieces: [Substring] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            pieces.append(rest[..<open])
            guard let close = rest[open...].firstIndex(of: "}") else { return false }
            rest = rest[rest.index(after: close)...]
        }
        var remaining = segment[...]
        guard remaining.hasPrefix(pieces[0]) else { return false }
        remaining = remaining.dropFirst(pieces[0].count)
        for piece in pieces.dropFirst() where !piece.isEmpty {
            guard !remaining.isEmpty, let found = remaining.dropFirst().range(of: piece) else { return false }
            remaining = remaining[found.upperBound...]
        }
        return rest.isEmpty ? !remaining.isEmpty : remaining.count > rest.count && remaining.hasSuffix(rest)
    }
}
