import SpecModel
import YAML

extension YAMLFinding {
    /// The finding in words.
    var words: String {
        switch self {
        case .invalidUTF8(let byte):
            let hex = String(byte, radix: 16, uppercase: true)
            return "invalid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex)); save the file as UTF-8"
        case .invalidUTF16(.loneSurrogate): return "invalid UTF-16 (a lone surrogate); save the file as UTF-8"
        case .invalidUTF16(.oddByteCount): return "invalid UTF-16 (an odd number of bytes); save the file as UTF-8"
        case .parserCouldNotStart: return "the YAML reader could not start (out of memory)"
        case .emptyFile: return "the file is empty; a spec starts with 'service:'"
        case .secondDocument: return "a second YAML document starts here; a spec file holds exactly one"
        case .unreadable(let problem, let character):
            let code = character.map { " (character U+\(String($0, radix: 16, uppercase: true)))" } ?? ""
            return LibYAMLWords.problem(problem) + code
        case .malformed(_, .tabIndentation?):
            return "a tab in the indentation; " + YAMLError.Hint.tabIndentation.words
        case .malformed(let problem, let hint):
            return LibYAMLWords.problem(problem) + (hint.map { "; " + $0.words } ?? "")
        case .recursiveAlias(let name): return "alias '*\(name)' refers to a node that contains it"
        case .undefinedAlias(let name): return "alias '*\(name)' has no anchor '&\(name)' before it"
        case .aliasTooDeep(let name, let maxDepth): return "alias '*\(name)' nests deeper than \(maxDepth) levels"
        case .tooDeep(let maxDepth): return "nesting is deeper than \(maxDepth) levels"
        case .tooManyNodes(let maxNodes):
            return "the document expands to more than \(maxNodes) nodes (aliases repeated too often?)"
        case .duplicateKey(let key): return "duplicate key \(quoted(key))"
        case .mergeNotMapping(let found):
            return "a merge key '<<' takes a mapping or a list of mappings, not \(found.words)"
        case .keyFirstDefined(let key): return "\(quoted(key)) is first defined here"
        case .contextStarts(let context): return "\(LibYAMLWords.context(context)) that starts here"
        }
    }
}

extension YAMLError.Hint {
    /// The hint in words, as said after the description of the problem.
    var words: String {
        switch self {
        case .quotePath(let path): "inside { }, quote a path with placeholders: \"\(path)\""
        case .tabIndentation: "YAML indents with spaces, not tabs"
        case .quoteOptionalCollection(let type): "an optional collection type must be quoted: \"\(type)\""
        }
    }
}

extension YAMLError {
    /// The error in words (as a diagnostic made from it says it).
    public var message: String { kind.words }
}

extension YAMLError.Note {
    /// The note in words.
    public var message: String { kind.words }
}
