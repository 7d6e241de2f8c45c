import Foundation

/// Parses RFC 8288 `Link` header fields, as used for paging: `<https://api.x/items?page=2>; rel="next"`.
enum LinkHeader {
    /// One link of a `Link` field.
    struct Link: Sendable, Hashable {
        /// The target, resolved against the base URL given to ``LinkHeader/parse(_:relativeTo:)``.
        var url: URL
        /// The relation types, lower-cased (`rel="next last"` gives `["next", "last"]`).
        var relations: [String]
        /// All parameters, names lower-cased, values unquoted.
        var parameters: [String: String]
    }

    /// All links of a `Link` field value, in order; malformed entries are skipped.
    static func parse(_ value: String, relativeTo base: URL? = nil) -> [Link] {
        var links: [Link] = []
        var scanner = Scanner(Array(value.unicodeScalars))
        while true {
            scanner.skip { $0 == " " || $0 == "\t" || $0 == "," }
            guard !scanner.atEnd else { break }
            guard scanner.peek == "<" else {
                scanner.skip { $0 != "," }
                continue
            }
            scanner.advance()
            let target = scanner.take { $0 != ">" }
            scanner.advance()
            var parameters: [String: String] = [:]
            while true {
                scanner.skip { $0 == " " || $0 == "\t" }
                guard scanner.peek == ";" else { break }
                scanner.advance()
                scanner.skip { $0 == " " || $0 == "\t" }
                let name = scanner.take { $0 != "=" && $0 != ";" && $0 != "," && $0 != " " }.lowercased()
                scanner.skip { $0 == " " || $0 == "\t" }
                var parameterValue = ""
                if scanner.peek == "=" {
                    scanner.advance()
                    scanner.skip { $0 == " " || $0 == "\t" }
                    parameterValue = scanner.peek == "\"" ? scanner.quoted() : scanner.take { $0 != ";" && $0 != "," }
                        .trimmingCharacters(in: .whitespaces)
                }
                if !name.isEmpty, parameters[name] == nil { parameters[name] = parameterValue }
            }
            scanner.skip { $0 != "," }
            if let url = URL(string: target, relativeTo: base)?.absoluteURL {
                let relations = (parameters["rel"] ?? "").lowercased()
                    .split(whereSeparator: \.isWhitespace).map(String.init)
                links.append(Link(url: url, relations: relations, parameters: parameters))
            }
        }
        return links
    }

    /// The URL of the first link whose relations include `rel` (case-insensitive), e.g. `"next"`.
    static func url(forRel rel: String, in value: String, relativeTo base: URL? = nil) -> URL? {
        let rel = rel.lowercased()
        return parse(value, relativeTo: base).first { $0.relations.contains(rel) }?.url
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { index >= scalars.count }
        var peek: Unicode.Scalar? { atEnd ? nil : scalars[index] }

        mutating func advance() { if !atEnd { index += 1 } }

        mutating func skip(while predicate: (Unicode.Scalar) -> Bool) {
            while let scalar = peek, predicate(scalar) { index += 1 }
        }

        mutating func take(while predicate: (Unicode.Scalar) -> Bool) -> String {
            let start = index
            skip(while: predicate)
            var string = ""
            string.unicodeScalars.append(contentsOf: scalars[start..<index])
            return string
        }

        /// Reads a quoted string starting at `"`, handling `\` escapes; stops at the closing quote or the end.
        mutating func quoted() -> String {
            advance()
            var string = ""
            while let scalar = peek {
                advance()
                if scalar == "\"" { break }
                if scalar == "\\", let escaped = peek {
                    advance()
                    string.unicodeScalars.append(escaped)
                } else {
                    string.unicodeScalars.append(scalar)
                }
            }
            return string
        }
    }
}
