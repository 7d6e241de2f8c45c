import Names
import SpecModel

extension Translator {
    /// A stored property and its initializer parameter, for models, requests and controllers alike.
    /// - Parameters:
    ///   - keyword: `var`, `let` or `private(set) var`.
    ///   - key: the JSON key or the name the parameter is sent as.
    ///   - defaultValue: the initializer's default (an optional without one defaults to `nil`).
    ///   - stored: how it is stored when not as `specType` says (`Nullable<String>` for a property that can be
    ///     left out, sent as `null` or sent), with the initializer's default for it (`.absent`).
    func property(_ member: MemberName, type specType: SpecType, key: String, doc: [String], defaultValue: Value?,
                  keyword: String = "var", isIndirect: Bool = false,
                  stored: (type: String, initial: String)? = nil) -> PropertyView {
        let name = SwiftIdentifier.escaped(member.name)
        let type = stored?.type ?? typeName(specType)
        let parameter = SwiftIdentifier.parameter(member)
        let written = stored?.initial ?? defaultValue.map { literal.expression($0, specType) }
            ?? (specType.isOptional ? "nil" : nil)
        return PropertyView(
            doc: doc, attributes: [],
            declaration: (isIndirect ? "@Indirect " : "") + "\(access)\(keyword) \(name): \(type)",
            assignment: "\(SwiftIdentifier.member(member.name)) = \(parameter.value)", name: name, type: type, key: key,
            isOptional: specType.isOptional, isIndirect: isIndirect, hasDefault: written != nil,
            defaultValue: written ?? "", parameterName: parameter.declaration, parameterValue: parameter.value,
            parameter: "\(parameter.declaration): \(type)" + (written.map { " = \($0)" } ?? ""))
    }
}
