import Foundation
import SpecModel

/// Finds the endpoint a recorded exchange was made to: by method and path, against each endpoint's path template (the
/// path of one of the document's servers taken off first, where the path starts with it; a server's variables match
/// any segment). Literal segments beat parameters (`/pets/mine` before
/// `/pets/{id}`); when no endpoint with the method matches, one the path alone matches does (some SDKs POST what the
/// document calls a GET, and the server answers both alike).
struct ExchangeMatcher {
    private struct Route {
        var endpoint: EndpointID
        var method: String
        var segments: [Substring]
        var literals: Int
    }

    private var routes: [Route] = []
    /// The servers' paths, by segment.
    private let basePaths: [[Substring]]

    /// `servers`: the document's servers' URLs (absolute or relative), or a Swagger 2.0 document's `basePath`.
    init(_ api: CheckedAPI, servers: [String]) {
        basePaths = servers.map { Self.segments(Self.path(of: $0)) }.filter { !$0.isEmpty }
        for id in api.endpointIDs {
            let endpoint = api[id]
            let segments = Self.segments(endpoint.declared.path.value.split(separator: "?").first ?? "")
            routes.append(Route(endpoint: id, method: endpoint.declared.method.rawValue, segments: segments,
                                literals: segments.count { !$0.contains("{") }))
        }
    }

    /// The path of a server's URL, its variables (`https://{region}.example.com/{version}`) kept as templates.
    static func path(of url: String) -> Substring {
        guard let scheme = url.range(of: "://") else { return url[...] }
        let rest = url[scheme.upperBound...]
        return rest.firstIndex(of: "/").map { rest[$0...] } ?? ""
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
        // The path, and the rest of it after each server's path it starts with.
        var candidates = [path[...]]
        for base in basePaths where path.count >= base.count
            && zip(base, path).allSatisfy({ Self.matches($1, template: $0) }) {
            candidates.append(path.dropFirst(base.count))
        }
        for route in routes {
            guard candidates.contains(where: { Self.fits($0, route.segments) }) else { continue }
            let rank = (route.method == recording.method.uppercased() ? 1 : 0, route.literals)
            if best.map({ rank > $0.rank }) ?? true { best = (rank, route.endpoint) }
        }
        return best?.id
    }

    /// Whether path segments fit a template's, one by one.
    static func fits(_ segments: ArraySlice<Substring>, _ template: [Substring]) -> Bool {
        segments.count == template.count && zip(template, segments).allSatisfy { matches($1, template: $0) }
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
