import SpecModel

extension Translator {
    /// The Swift name of a property (unescaped): `name:`, or derived from its name.
    static func swiftName(_ property: Property) -> String {
        property.swiftName?.value ?? SwiftName.lowerCamel(property.name.value) ?? property.name.value
    }

    func modelView(_ model: Model, _ spec: Spec) -> ModelView {
        let name = model.name.value
        var properties: [PropertyView] = []
        var parameters: [String] = []
        var codingKeys: [String] = []
        var decodeLines: [String] = []
        var usesFoundation = false, usesRuntime = false
        for property in model.properties {
            let swiftName = Self.swiftName(property)
            let escaped = SwiftIdentifier.escaped(swiftName)
            let type = SwiftTypeName.of(property.type)
            let isBoxed = boxed.contains("\(name).\(property.name.value)")
            usesFoundation = usesFoundation || SwiftTypeName.usesFoundation(property.type)
            usesRuntime = usesRuntime || isBoxed || SwiftTypeName.usesJSON(property.type)
            properties.append(PropertyView(
                doc: Deprecated.docLines(property.deprecated, after: DocComment.lines(property.doc)), attributes: [],
                declaration: (isBoxed ? "@Indirect " : "") + "\(access)var \(escaped): \(type)",
                assignment: "self.\(escaped) = \(SwiftIdentifier.parameter(swiftName).value)"))
            let defaultValue = property.defaultValue.map { literal(spec).expression($0, property.type) }
            parameters.append("\(SwiftIdentifier.parameter(swiftName).declaration): \(type)" + (defaultValue.map { " = \($0)" } ?? (property.type.isOptional ? " = nil" : "")))
            let key = property.jsonKey(spec.keys)
            codingKeys.append(key == swiftName ? "case \(escaped)" : "case \(escaped) = \(SwiftLiteral.string(key))")
            let unwrapped = SwiftTypeName.of(property.type.unwrapped)
            if let defaultValue, defaultValue != "nil" {
                decodeLines.append("self.\(escaped) = try container.decodeIfPresent(\(unwrapped).self, forKey: .\(escaped)) ?? \(defaultValue)")
            } else if property.type.isOptional {
                decodeLines.append("self.\(escaped) = try container.decodeIfPresent(\(unwrapped).self, forKey: .\(escaped))")
            } else {
                decodeLines.append("self.\(escaped) = try container.decode(\(type).self, forKey: .\(escaped))")
            }
        }
        return ModelView(
            header: Self.header(spec), imports: Self.imports(foundation: usesFoundation, runtime: usesRuntime),
            doc: Deprecated.docLines(model.deprecated, after: DocComment.lines(model.doc)), attributes: [],
            access: access, typeName: name, properties: properties, initParameters: parameters.joined(separator: ", "),
            hasCodingKeys: !codingKeys.isEmpty, codingKeys: codingKeys,
            hasCustomDecoding: model.properties.contains { $0.defaultValue != nil }, decodeLines: decodeLines)
    }

    func enumView(_ model: Model, _ spec: Spec) -> EnumView {
        let cases = model.cases.map { enumCase in
            EnumCaseView(caseName: SwiftIdentifier.escaped(enumCase.resolvedSwiftName ?? enumCase.rawValue.value),
                         rawLiteral: SwiftLiteral.string(enumCase.rawValue.value))
        }
        return EnumView(
            header: Self.header(spec), imports: [], doc: Deprecated.docLines(model.deprecated, after: DocComment.lines(model.doc)),
            attributes: [], access: access, typeName: model.name.value,
            cases: cases, allCases: cases.map { "." + $0.caseName }.joined(separator: ", "))
    }

    static func imports(foundation: Bool, runtime: Bool) -> [String] {
        (foundation ? ["Foundation"] : []) + (runtime ? ["SpecgenRuntime"] : [])
    }
}
