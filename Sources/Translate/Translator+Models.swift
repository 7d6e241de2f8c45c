import Names
import SpecModel

extension Translator {
    func modelView(_ id: ModelID, _ properties: [CheckedProperty]) -> ModelView {
        let model = api[id]
        var imports = Imports()
        var views: [PropertyView] = []
        var codingKeys: [String] = []
        var decodeLines: [String] = []
        for (property, member) in zip(properties, names[id].properties) {
            let escaped = SwiftIdentifier.escaped(member.name)
            imports.mention(property.type)
            if property.isBoxed { imports.mentionRuntime() }
            let view = self.property(member, type: property.type, key: property.jsonKey.value,
                                     doc: Deprecated.docLines(property.deprecated, after: DocComment.lines(property.doc)),
                                     defaultValue: property.defaultValue, isIndirect: property.isBoxed)
            views.append(view)
            let key = property.jsonKey.value
            codingKeys.append(key == member.name ? "case \(escaped)" : "case \(escaped) = \(SwiftLiteral.string(key))")
            let target = SwiftIdentifier.member(member.name)
            let unwrapped = typeName(property.type.unwrapped)
            if let value = property.defaultValue, value != .null {
                decodeLines.append("\(target) = try container.decodeIfPresent(\(unwrapped).self, forKey: .\(escaped)) ?? \(view.defaultValue)")
            } else if property.type.isOptional {
                decodeLines.append("\(target) = try container.decodeIfPresent(\(unwrapped).self, forKey: .\(escaped))")
            } else {
                decodeLines.append("\(target) = try container.decode(\(view.type).self, forKey: .\(escaped))")
            }
        }
        return ModelView(
            header: header(model.service), imports: imports.modules(),
            doc: Deprecated.docLines(model.deprecated, after: DocComment.lines(model.doc)), attributes: [],
            access: access, typeName: names[id].typeName, properties: views, initParameters: views.map(\.parameter).joined(separator: ", "),
            conformances: conformances.list(for: id), decodes: conformances.decodes(id), encodes: conformances.encodes(id),
            hasCodingKeys: !codingKeys.isEmpty, codingKeys: codingKeys,
            hasCustomDecoding: conformances.decodes(id) && properties.contains { $0.defaultValue != nil }, decodeLines: decodeLines)
    }

    func enumView(_ id: ModelID, _ cases: [EnumCase]) -> EnumView {
        let model = api[id]
        let views = zip(cases, names[id].cases).map { enumCase, name in
            EnumCaseView(caseName: SwiftIdentifier.escaped(name), rawLiteral: SwiftLiteral.string(enumCase.rawValue.value),
                         rawValue: enumCase.rawValue.value)
        }
        return EnumView(
            header: header(model.service), imports: [], doc: Deprecated.docLines(model.deprecated, after: DocComment.lines(model.doc)),
            attributes: [], access: access, typeName: names[id].typeName,
            cases: views, allCases: views.map { "." + $0.caseName }.joined(separator: ", "),
            conformances: conformances.list(for: id), decodes: conformances.decodes(id), encodes: conformances.encodes(id))
    }
}
