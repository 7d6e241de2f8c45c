import Names
import SpecModel

extension Translator {
    func modelView(_ id: ModelID, _ properties: [CheckedProperty]) -> ModelView {
        let model = api[id]
        var imports = Imports()
        var views: [PropertyView] = []
        var parameters: [String] = []
        var codingKeys: [String] = []
        var decodeLines: [String] = []
        for (property, member) in zip(properties, names[id].properties) {
            let escaped = SwiftIdentifier.escaped(member.name)
            let parameter = SwiftIdentifier.parameter(member)
            let type = typeName(property.type)
            imports.mention(property.type)
            if property.isBoxed { imports.mentionRuntime() }
            views.append(PropertyView(
                doc: Deprecated.docLines(property.deprecated, after: DocComment.lines(property.doc)), attributes: [],
                declaration: (property.isBoxed ? "@Indirect " : "") + "\(access)var \(escaped): \(type)",
                assignment: "\(SwiftIdentifier.member(member.name)) = \(parameter.value)"))
            let defaultValue = property.defaultValue.map { literal.expression($0, property.type) }
            parameters.append("\(parameter.declaration): \(type)" + (defaultValue.map { " = \($0)" } ?? (property.type.isOptional ? " = nil" : "")))
            let key = property.jsonKey.value
            codingKeys.append(key == member.name ? "case \(escaped)" : "case \(escaped) = \(SwiftLiteral.string(key))")
            let target = SwiftIdentifier.member(member.name)
            let unwrapped = typeName(property.type.unwrapped)
            if let value = property.defaultValue, value != .null, let defaultValue {
                decodeLines.append("\(target) = try container.decodeIfPresent(\(unwrapped).self, forKey: .\(escaped)) ?? \(defaultValue)")
            } else if property.type.isOptional {
                decodeLines.append("\(target) = try container.decodeIfPresent(\(unwrapped).self, forKey: .\(escaped))")
            } else {
                decodeLines.append("\(target) = try container.decode(\(type).self, forKey: .\(escaped))")
            }
        }
        return ModelView(
            header: header(model.service), imports: imports.modules(),
            doc: Deprecated.docLines(model.deprecated, after: DocComment.lines(model.doc)), attributes: [],
            access: access, typeName: names[id].typeName, properties: views, initParameters: parameters.joined(separator: ", "),
            hasCodingKeys: !codingKeys.isEmpty, codingKeys: codingKeys,
            hasCustomDecoding: properties.contains { $0.defaultValue != nil }, decodeLines: decodeLines)
    }

    func enumView(_ id: ModelID, _ cases: [EnumCase]) -> EnumView {
        let model = api[id]
        let views = zip(cases, names[id].cases).map { enumCase, name in
            EnumCaseView(caseName: SwiftIdentifier.escaped(name), rawLiteral: SwiftLiteral.string(enumCase.rawValue.value))
        }
        return EnumView(
            header: header(model.service), imports: [], doc: Deprecated.docLines(model.deprecated, after: DocComment.lines(model.doc)),
            attributes: [], access: access, typeName: names[id].typeName,
            cases: views, allCases: views.map { "." + $0.caseName }.joined(separator: ", "))
    }
}
