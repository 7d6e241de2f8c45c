import SpecModel

extension Translator {
    /// True when a property or enum case of this type stores its value out of line: a model with properties
    /// or a union, held directly or as an optional. A struct or enum that holds such a value inline copies,
    /// destroys and compares every field of it, and the compiler writes those operations out for each type
    /// that holds one, nested models inside nested models included; boxed, each is one reference
    /// (Benchmarks/README.md, "Nested models out of line"). A model's property is boxed with the runtime's
    /// `@Indirect`, an enum with such cases is `indirect`. Lists and dictionaries already keep their elements
    /// out of line, a string enum is as small as its raw value, and `Expandable` boxes its object itself.
    func isStoredOutOfLine(_ type: SpecType) -> Bool {
        switch type.unwrapped {
        case .object(let id):
            return !api[id].properties.isEmpty
        case .union:
            return true
        case .builtin, .enumeration, .expandable, .array, .dictionary, .optional:
            return false
        }
    }

    /// `indirect ` for an enum one of whose cases holds a value of these types stored out of line, else empty.
    func indirectKeyword(_ types: [SpecType]) -> String {
        types.contains(where: isStoredOutOfLine) ? "indirect " : ""
    }
}
