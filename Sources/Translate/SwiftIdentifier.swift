import SpecModel

/// Writing names into Swift source.
public enum SwiftIdentifier {
    /// The name with backticks when it is a keyword: `default` → `` `default` ``.
    public static func escaped(_ name: String) -> String {
        SwiftName.keywords.contains(name) ? "`\(name)`" : name
    }
}
