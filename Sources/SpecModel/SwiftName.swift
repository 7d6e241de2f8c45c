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
        if let ascii = asciiIdentifier(name) { return ascii }
        guard let first = name.unicodeScalars.first, name != "_" else { return false }
        guard first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// True or false for an ASCII name; nil when the name has non-ASCII characters (then Unicode rules decide).
    private static func asciiIdentifier(_ name: String) -> Bool? {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard let first = name.utf8.first, name != "_" else { return false }
        guard first == UInt8(ascii: "_") || !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return name.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isASCIIAlphanumeric($0) }
    }

    /// An ASCII letter or digit.
    public static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
