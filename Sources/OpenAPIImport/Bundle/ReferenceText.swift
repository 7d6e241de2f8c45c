import Foundation

/// A `$ref`'s text read as a place: the file it names (none: the file it is written in) and the JSON pointer in it.
enum ReferenceText: Hashable {
    /// `#/components/schemas/Pet`, `pet.yaml`, `common/models.yaml#/Pet`: the file's path as written (percent-encoded
    /// characters decoded; nil: the same file) and the pointer's keys (`~1` read as `/`, `~0` as `~`).
    case file(String?, pointer: [String])
    /// `https://…`: never fetched.
    case url
    /// `#Pet`, `pet.yaml#Pet`: a name a schema's `$anchor` gives (3.1), not a JSON pointer.
    case anchor(String)
    /// A pointer that isn't one (`#components`), or percent-encoding that doesn't decode.
    case malformed

    init(_ text: String) {
        if Self.hasScheme(text) {
            self = .url
            return
        }
        let (path, fragment) = Self.split(text)
        guard let decodedPath = path.removingPercentEncoding else {
            self = .malformed
            return
        }
        let file = decodedPath.isEmpty ? nil : decodedPath
        guard let fragment, !fragment.isEmpty else {
            self = file == nil ? .malformed : .file(file, pointer: [])
            return
        }
        guard let decoded = fragment.removingPercentEncoding else {
            self = .malformed
            return
        }
        guard decoded.hasPrefix("/") else {
            self = .anchor(decoded)
            return
        }
        let keys = decoded.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        self = .file(file, pointer: keys)
    }

    /// A URI scheme (`https:`, `file:`), told from a Windows drive letter by its length.
    private static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let scheme = text[..<colon]
        guard scheme.count > 1, let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    private static func split(_ text: String) -> (path: String, fragment: String?) {
        guard let hash = text.firstIndex(of: "#") else { return (text, nil) }
        return (String(text[..<hash]), String(text[text.index(after: hash)...]))
    }

    /// `pointer` written as a `$ref` into the document itself (`#/components/schemas/a~1b`).
    static func local(_ pointer: [String]) -> String {
        "#/" + pointer.map { $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }
            .joined(separator: "/")
    }

    /// The path of `relative` read from the folder of the file at `base`, `.` and `..` folded (`specs/openapi.yaml`
    /// and `../common/a.yaml` → `common/a.yaml`); an absolute `relative` as it is, folded.
    static func path(_ relative: String, from base: String) -> String {
        let folder = base.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let joined = relative.hasPrefix("/") || base.hasPrefix("/") && folder.isEmpty ? "/" + relative
            : folder.isEmpty ? relative : folder + "/" + relative
        let absolute = joined.hasPrefix("/")
        var parts: [Substring] = []
        for part in joined.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part != ".." || !absolute {
                parts.append(part)
            }
        }
        let folded = parts.joined(separator: "/")
        return absolute ? "/" + folded : folded
    }
}
