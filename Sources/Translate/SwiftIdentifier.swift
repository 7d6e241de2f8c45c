import SpecModel

/// Writing names into Swift source.
public enum SwiftIdentifier {
    /// The name with backticks when it is a keyword: `default` → `` `default` ``.
    public static func escaped(_ name: String) -> String {
        SwiftName.keywords.contains(name) ? "`\(name)`" : name
    }

    /// An initializer parameter for a property: how it is declared (`id`, `` `default` ``) and how the
    /// initializer reads it. A parameter named `self` would hide `self`, so it gets an inner name:
    /// `` `self` selfValue ``.
    public static func parameter(_ name: String) -> (declaration: String, value: String) {
        name == "self" ? ("`self` selfValue", "selfValue") : (escaped(name), escaped(name))
    }

    /// How a member reads a stored property: its escaped name, or `` self.`self` `` for one named `self`
    /// (a bare `` `self` `` is the value itself).
    public static func member(_ name: String) -> String {
        name == "self" ? "self.`self`" : escaped(name)
    }
}
