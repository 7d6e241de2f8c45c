import Names
import SpecModel

/// Writing decided names into Swift source.
public enum SwiftIdentifier {
    /// The name with backticks when it is a keyword: `default` → `` `default` ``.
    public static func escaped(_ name: String) -> String {
        SwiftName.keywords.contains(name) ? "`\(name)`" : name
    }

    /// An argument label in a call: keywords are fine there unescaped (`` `let` `` or `` `in` `` would be a
    /// warning), but for `inout`, which would start an expression.
    static func label(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// How generated code inside a type reads one of its members: always through `self`, so that no local or
    /// parameter of a generated body can hide it (`self.items`, `` self.`default` ``, `` self.`self` ``).
    static func member(_ name: String) -> String {
        "self." + escaped(name)
    }

    /// An initializer parameter for a member: how it is declared (`id`, `` `default` ``, `` `self` selfValue ``)
    /// and how the initializer's body reads it.
    static func parameter(_ member: MemberName) -> (declaration: String, value: String) {
        member.local == member.name
            ? (escaped(member.name), escaped(member.name))
            : ("\(escaped(member.name)) \(escaped(member.local))", escaped(member.local))
    }
}
