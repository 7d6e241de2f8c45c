/// How models declare their stored properties (`properties:` in `specgen.yml`, `--properties`).
public enum StoredProperties: String, CaseIterable, Sendable {
    /// `public var name: String`: a copy of a model can be changed. The default.
    case mutable = "var"
    /// `public let name: String`: read-only, and a fifth less for the compiler's emit-module job to check and
    /// emit, as a `let` has no setter or `modify` accessor (Benchmarks/README.md, "What a declaration costs"). A
    /// boxed property (`@Indirect`) is a wrapper, which can't be a `let`: it is `private(set) var`.
    case readOnly = "let"

    /// The keyword a model's property is declared with: `var`, `let`, or for a boxed `let` `private(set) var`.
    public func keyword(boxed: Bool) -> String {
        boxed && self == .readOnly ? "private(set) var" : rawValue
    }
}
