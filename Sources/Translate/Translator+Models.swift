import Names
import SpecModel

extension Translator {
    func modelView(_ id: ModelID, _ properties: [CheckedProperty]) -> (view: ModelView, imports: [String]) {
        let model = api[id]
        var imports = Imports()
        // Every model is the runtime's `FieldwiseEquatable` (and its coding, boxes and open objects are the runtime's).
        imports.mentionRuntime()
        var views: [PropertyView] = []
        var decodeLines: [String] = []
        var encodeLines: [String] = []
        for (index, (property, member)) in zip(properties, names[id].properties).enumerated() {
            imports.mention(property.type)
            let threeState = property.coding == .threeState
            // A required but nullable property holds nil as `null`: it is optional in Swift.
            let stored = property.coding == .alwaysSent ? SpecType.optional(property.type) : property.type
            let boxed = outOfLine.boxes(id, property: index)
            let view = self.property(member, type: stored, key: property.jsonKey.value,
                                     doc: Deprecated.docLines(property.deprecated,
                                                              after: DocComment.lines(property.doc)),
                                     defaultValue: property.defaultValue,
                                     keyword: options.properties.keyword(boxed: boxed),
                                     isIndirect: boxed, stored: threeState
                                         ? ("Nullable<\(typeName(property.type.unwrapped))>", ".absent") : nil)
            views.append(view)
            // Keys are string literals of the runtime's `AnyCodingKey`: a `CodingKeys` enum per model costs the
            // compiler ~18 functions (Benchmarks/README.md, "coding written out").
            let key = SwiftLiteral.string(property.jsonKey.value)
            let target = SwiftIdentifier.member(member.name)
            decodeLines += Self.brokenAfterOpening("\(target) = " + decodeExpression(property, key: key, view: view),
                                                   indent: 8)
            encodeLines.append(encodeStatement(property, value: target, key: key))
        }
        let declared = properties.map { SwiftLiteral.string($0.jsonKey.value) }.joined(separator: ", ")
        if let additional = model.additionalProperties {
            imports.mention(additional)
            let type = typeName(additional)
            let member = MemberName(names[id].additionalProperties ?? "additionalProperties")
            views.append(self.property(member, type: .dictionary(additional), key: "",
                                       doc: ["/// The members of the JSON object that the properties above don't "
                                             + "declare."],
                                       defaultValue: nil, keyword: options.properties.keyword(boxed: false),
                                       stored: ("[String: \(type)]", "[:]")))
            let target = SwiftIdentifier.member(member.name)
            decodeLines += Self.brokenAfterOpening(
                "\(target) = try decoder.decodeAdditionalProperties(\(type).self, declared: [\(declared)])", indent: 8)
            encodeLines.append("try encoder.encodeAdditionalProperties(\(target))")
        }
        // Coding is written out for every model that has something to code; one without properties codes as
        // Swift synthesizes it (decoding reads nothing).
        let written = !decodeLines.isEmpty
        let conformances = conformances.list(for: id)
        let declaration = access + "struct " + names[id].typeName + ": " + conformances + " {"
        let view = ModelView(
            doc: Deprecated.docLines(model.deprecated, after: DocComment.lines(model.doc)), attributes: [],
            access: access, typeName: names[id].typeName, properties: views,
            initParameters: initParameters(views.map(\.parameter)), conformances: conformances,
            inheritanceBreak: Self.inheritanceBreak(declaration),
            decodes: self.conformances.decodes(id), encodes: self.conformances.encodes(id),
            hasCustomDecoding: self.conformances.decodes(id) && written, decodeLines: decodeLines,
            hasCustomEncoding: self.conformances.encodes(id) && written, encodeLines: encodeLines)
        return (view, imports.modules(splitImports(module(of: id))))
    }

    /// How decoding written out reads a property: as its type, default, `nullable:` or `dates:` say.
    private func decodeExpression(_ property: CheckedProperty, key: String, view: PropertyView) -> String {
        let unwrapped = typeName(property.type.unwrapped)
        let fallback = property.defaultValue.flatMap { $0 == .null ? nil : " ?? \(view.defaultValue)" } ?? ""
        // A nullable date written its own way.
        if let dates = property.dates, property.isNullable {
            let coding = Self.dateCoding(dates)
            return property.coding == .threeState
                ? "try container.decodeNullableDate(forKey: \(key), coding: \(coding))"
                : "try container.decodeDateIfPresent(forKey: \(key), coding: \(coding))"
        }
        switch property.coding {
        case .threeState where property.type.builtin == .url:
            return "try container.decodeNullableURL(forKey: \(key))"
        case .threeState:
            return "try container.decodeNullable(\(unwrapped).self, forKey: \(key))"
        case .dates(let dates):
            let coding = Self.dateCoding(dates)
            // Dates in a list or dictionary: read through `DateCoded`.
            let (method, type) = property.type.unwrapped == .builtin(.date) ? ("decodeDate", "")
                : ("decodeDates", "\(unwrapped).self, ")
            if property.type.isOptional || !fallback.isEmpty {
                return "try container.\(method)IfPresent(\(type)forKey: \(key), coding: \(coding))" + fallback
            }
            return "try container.\(method)(\(type)forKey: \(key), coding: \(coding))"
        case .alwaysSent where property.type.builtin == .url:
            return "try container.decodeURLIfPresent(forKey: \(key))"
        case .alwaysSent:
            return "try container.decodeIfPresent(\(typeName(property.type)).self, forKey: \(key))"
        // A URL: `""` is nil when the property is optional, and a clear error when it is required.
        case .plain where property.type.builtin == .url:
            if !fallback.isEmpty || property.type.isOptional {
                return "try container.decodeURLIfPresent(forKey: \(key))" + fallback
            }
            return "try container.decodeURL(forKey: \(key))"
        case .plain:
            if !fallback.isEmpty {
                return "try container.decodeIfPresent(\(unwrapped).self, forKey: \(key))" + fallback
            } else if property.type.isOptional {
                return "try container.decodeIfPresent(\(unwrapped).self, forKey: \(key))"
            }
            return "try container.decode(\(view.type).self, forKey: \(key))"
        }
    }

    /// How encoding written out writes a property: an optional left out when nil, unless it is `nullable:`.
    private func encodeStatement(_ property: CheckedProperty, value: String, key: String) -> String {
        if let dates = property.dates, property.isNullable {
            let method = property.coding == .threeState ? "encodeNullableDate" : "encodeDateOrNull"
            return "try container.\(method)(\(value), forKey: \(key), coding: \(Self.dateCoding(dates)))"
        }
        switch property.coding {
        case .plain:
            return property.type.isOptional ? "try container.encodeIfPresent(\(value), forKey: \(key))"
                : "try container.encode(\(value), forKey: \(key))"
        case .alwaysSent:
            return "try container.encode(\(value), forKey: \(key))"
        case .threeState:
            return "try container.encodeNullable(\(value), forKey: \(key))"
        case .dates(let dates):
            let method = (property.type.unwrapped == .builtin(.date) ? "encodeDate" : "encodeDates")
                + (property.type.isOptional ? "IfPresent" : "")
            return "try container.\(method)(\(value), forKey: \(key), coding: \(Self.dateCoding(dates)))"
        }
    }

    func enumView(_ id: ModelID, _ cases: [EnumCase]) -> EnumView {
        let model = api[id]
        let views = zip(cases, names[id].cases).map { enumCase, name in
            EnumCaseView(caseName: SwiftIdentifier.escaped(name),
                         rawLiteral: enumCase.isInteger ? enumCase.rawValue.value
                             : SwiftLiteral.string(enumCase.rawValue.value),
                         rawValue: enumCase.rawValue.value)
        }
        let conformances = conformances.list(for: id)
        let declaration = access + "enum " + names[id].typeName + ": RawRepresentable, " + conformances
            + ", CaseIterable {"
        return EnumView(
            doc: Deprecated.docLines(model.deprecated, after: DocComment.lines(model.doc)),
            attributes: [], access: access, typeName: names[id].typeName,
            rawType: cases.first?.isInteger == true ? "Int" : "String",
            cases: views, allCases: views.map { "." + $0.caseName }.joined(separator: ", "),
            conformances: conformances, inheritanceBreak: Self.inheritanceBreak(declaration))
    }
}
