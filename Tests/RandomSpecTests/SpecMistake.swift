import TestSupport
import Foundation

/// One deliberate mistake in a written spec, so that some specs are rejected for reasons other than names,
/// and their diagnostics can be checked for locations: misspellings, unknown types, YAML errors, a cut file.
enum SpecMistake: CaseIterable {
    case unknownType, misspeltKey, unknownTopLevelKey, tab, unquotedOptionalList, duplicateLine, truncated,
         bodyOnGet, numericEnum, version

    static func apply(to text: String, using rng: inout SplitMix64) -> String {
        rng.pick(allCases).apply(to: text, using: &rng)
    }

    func apply(to text: String, using rng: inout SplitMix64) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        switch self {
        case .unknownType:
            return replacingFirst([(": String", ": Strng"), (": Int", ": Integer"), ("type: Bool", "type: bool")],
                                  in: text)
        case .misspeltKey:
            return replacingFirst([("path:", "pathh:"), ("properties:", "propertes:"), ("response:", "respone:"),
                                   ("default:", "deafult:"), ("style:", "styl:")], in: text)
        case .unknownTopLevelKey:
            lines.insert("baseUrl: https://example.com", at: rng.int(0...lines.count - 1))
        case .tab:
            let indented = lines.indices.filter { lines[$0].hasPrefix("  ") }
            guard !indented.isEmpty else { return text }
            let index = rng.pick(indented)
            lines[index] = "\t" + lines[index].dropFirst(2)
        case .unquotedOptionalList:
            guard let index = lines.firstIndex(of: "models:") else {
                return text + "models:\n  Broken:\n    properties:\n      tags: [String]?\n"
            }
            lines.insert(contentsOf: ["  Broken:", "    properties:", "      tags: [String]?"], at: index + 1)
        case .duplicateLine:
            let index = rng.int(0...max(0, lines.count - 2))
            lines.insert(lines[index], at: index)
        case .truncated:
            let scalars = Array(text.unicodeScalars)
            var cut = ""
            cut.unicodeScalars.append(contentsOf: scalars.prefix(rng.int(0...scalars.count)))
            return cut
        case .bodyOnGet:
            guard let index = lines.firstIndex(where: { $0.hasPrefix("    path: ") }) else { return text }
            lines.insert("    body: String", at: index + 1)
        case .numericEnum:
            return replacingFirst([("enum: [", "enum: [1, ")], in: text)
        case .version:
            lines.insert("version: 2", at: 0)
        }
        return lines.joined(separator: "\n")
    }

    /// `text` with the first occurrence of any of the strings replaced by its replacement (unchanged when none occurs).
    private func replacingFirst(_ replacements: [(old: String, new: String)], in text: String) -> String {
        let found = replacements.compactMap { pair in text.range(of: pair.old).map { (range: $0, new: pair.new) } }
            .min { $0.range.lowerBound < $1.range.lowerBound }
        guard let found else { return text }
        return text.replacingCharacters(in: found.range, with: found.new)
    }
}
