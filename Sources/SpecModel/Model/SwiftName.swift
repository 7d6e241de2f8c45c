/// What a Swift identifier is: the rules for names users write (`name:`, model and service names).
public enum SwiftName {
    /// Swift keywords that need backticks when used as a name.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_", "Type", "Protocol",
    ]

    /// True when `name` can be written as a Swift identifier (keywords included: they get backticks).
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name != "_" else { return false }
        guard first == "_" || first.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.isAlphabetic || ("0"..."9").contains($0) }
    }
}
