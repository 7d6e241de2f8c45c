import SpecModel

extension Translator {
    func unionView(_ id: ModelID, _ union: CheckedUnion) -> (view: UnionView, imports: [String]) {
        let model = api[id]
        var imports = Imports()
        let cases = zip(union.members, names[id].cases).map { member, name in
            imports.mention(member.type)
            return UnionCaseView(caseName: SwiftIdentifier.escaped(name), type: typeName(member.type),
                                 memberLiteral: SwiftLiteral.string(member.type.spelled(api.models)),
                                 tagLiterals: member.tagValues.map {
                                     union.tagIsInteger ? $0.value : SwiftLiteral.string($0.value)
                                 }
                                    .joined(separator: ", "))
        }
        // `unknown(JSONValue)` and untagged decoding's `UnionDecoding` are the runtime's.
        if union.tag != nil || conformances.decodes(id) { imports.mentionRuntime() }
        let order = zip(union.members, cases).enumerated()
            .sorted { ($0.element.0.jsonKind, $0.offset) < ($1.element.0.jsonKind, $1.offset) }
            .map(\.element.1)
        let indirect = outOfLine.isIndirect(id) ? "indirect " : ""
        let list = conformances.list(for: id)
        let declaration = access + indirect + "enum " + names[id].typeName + ": " + list + " {"
        let view = UnionView(
            doc: Deprecated.docLines(model.deprecated, after: DocComment.lines(model.doc)), attributes: [],
            access: access, typeName: names[id].typeName, indirect: indirect, conformances: list,
            inheritanceBreak: Self.inheritanceBreak(declaration),
            decodes: conformances.decodes(id),
            encodes: conformances.encodes(id),
            isTagged: union.tag != nil, tagKey: union.tag.map { SwiftLiteral.string($0.value) } ?? "",
            tagType: union.tagIsInteger ? "Int" : "String",
            cases: cases, decodeOrder: order)
        return (view, imports.modules(splitImports(module(of: id))))
    }
}
