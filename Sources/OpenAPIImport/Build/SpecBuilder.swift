import Names
import SpecModel
import YAML

/// Lowers the converted, named endpoints and models into the project's spec model: one ``Spec`` per file of the
/// layout, every name and type in the format's terms, and every mark pointing at the place in the OpenAPI document
/// the value comes from (so gen's checks of the written specs can be reported there).
struct SpecBuilder {
    let source: OpenAPISource
    let naming: ImportNaming
    let models: [ImportedModel]
    let endpoints: [ImportedEndpoint]
    /// Models gen refused: `JSON` stands in for them.
    var standIns: Set<ImportedModelID> = []

    func mark(_ path: [String]) -> Mark {
        source.node(at: path).node.mark
    }

    func located(_ text: String, _ path: [String]) -> Located<String> {
        Located(text, at: mark(path))
    }

    /// A type in the format's terms, `optional` adding a `?`.
    func typeRef(_ type: ImportedType, optional: Bool = false, at mark: Mark) -> TypeRef {
        let base: TypeRef = switch type {
        case .builtin(let builtin): .named(builtin.rawValue, at: mark)
        case .model(let id): .named(standIns.contains(id) ? "JSON" : naming.models[id.index], at: mark)
        case .array(let element): .array(typeRef(element, at: mark))
        case .dictionary(let value): .dictionary(typeRef(value, at: mark))
        case .optional(let wrapped): .optional(typeRef(wrapped, at: mark))
        }
        return optional ? .optional(base) : base
    }

    func model(_ id: ImportedModelID) -> Model {
        let imported = models[id.index]
        let here = mark(imported.location)
        let kind: Model.Kind
        var additional: TypeRef?
        switch imported.kind {
        case .object(let properties, let extra):
            kind = .object(properties.enumerated().map { index, property in self.property(property, index: index) })
            additional = extra.map { typeRef($0.element, at: here) }
        case .enumeration(let values) where !imported.caseNames.isEmpty:
            let names = ImportedNames.givenCaseNames(values.map { imported.caseNames[$0] ?? $0 })
            kind = .enumeration(zip(values, names).map { value, name in
                EnumCase(rawValue: Located(value, at: here), swiftName: Located(name, at: here))
            })
        case .enumeration(let values):
            kind = .enumeration(values.map { EnumCase(rawValue: Located($0, at: here)) })
        case .integerEnum(let cases):
            let names = ImportedNames.caseNames(cases.map(\.title))
            kind = .enumeration(zip(cases, names).map { entry, name in
                var enumCase = EnumCase(rawValue: Located(String(entry.value), at: here),
                                        swiftName: Located(name, at: here))
                enumCase.isInteger = true
                return enumCase
            })
        case .union(let members, let tag, let tags):
            var union = Union(members: members.map { UnionMember(type: typeRef($0, at: here), mark: here) },
                              tag: tag.map { Located($0, at: here) })
            union.tags = tags.map {
                UnionTag(value: Located($0.value, at: here), model: Located(naming.models[$0.member.index], at: here))
            }
            kind = .union(union)
        }
        var model = Model(name: Located(naming.models[id.index], at: here), doc: imported.doc,
                          deprecated: imported.deprecated ? Deprecation(message: nil) : nil, kind: kind)
        model.additionalProperties = additional
        return model
    }

    /// A property named by its JSON key (the spec's `keys: as-is`), with `name:` where gen can derive no Swift name.
    private func property(_ imported: ImportedProperty, index: Int) -> Property {
        let here = mark(imported.location)
        var property = Property(name: Located(imported.key, at: here),
                                type: typeRef(imported.type.type, optional: !imported.required, at: here))
        property.doc = imported.doc
        property.isNullable = imported.type.nullable
        property.deprecated = imported.deprecated ? Deprecation(message: nil) : nil
        // Days alone, written `yyyy-MM-dd`: in a list or dictionary too, unless it is nullable (read then as the
        // service's dates, which take a day alone).
        if imported.type.dateOnly, imported.type.type == .builtin(.date) || !imported.type.nullable {
            property.dates = Located(.format("yyyy-MM-dd"), at: here)
        }
        if NameRules.lowerCamel(imported.key) == nil { property.swiftName = Located("property\(index + 1)", at: here) }
        return property
    }

    /// The endpoint at `position`; a stream beside its whole response follows it as an endpoint of its own.
    func endpoints(_ position: Int, sharedErrors: [StatusBody], fileSecurity: [[String]]?) -> [Endpoint] {
        let whole = endpoint(position, sharedErrors: sharedErrors, fileSecurity: fileSecurity)
        guard let name = naming.streamEndpoints[position] else { return [whole] }
        var stream = whole
        stream.name = Located(name, at: whole.name.mark)
        stream.response = nil
        stream.responses = nil
        stream.paging = nil
        stream.stream = endpoints[position].stream.map(self.stream)
        stream.example = endpoints[position].stream?.example.map { .inline($0) }
        var alone = whole
        alone.stream = nil
        return [alone, stream]
    }

    /// `stream:` at its media type.
    func stream(_ imported: ImportedStream) -> WrittenStream {
        let here = mark(imported.location)
        var stream = WrittenStream(kind: Located(imported.kind, at: here), mark: here)
        stream.element = imported.element.map { typeRef($0, at: here) }
        stream.namedEvents = imported.events.map {
            NamedEvent(name: Located($0.name, at: here), type: typeRef($0.type, at: here))
        }
        stream.end = imported.end.map { Located($0, at: here) }
        return stream
    }

    /// `fileSecurity`: the credentials the file's endpoints take unless they say (nil: the service takes none).
    private func endpoint(_ position: Int, sharedErrors: [StatusBody], fileSecurity: [[String]]?) -> Endpoint {
        let imported = endpoints[position]
        let here = mark(imported.location)
        var endpoint = Endpoint(name: Located(naming.endpoints[position], at: here),
                                path: Located(imported.path, at: here))
        endpoint.doc = imported.doc
        endpoint.deprecated = imported.deprecated ? Deprecation(message: nil) : nil
        endpoint.method = imported.method
        endpoint.pathParams = imported.pathParams.map(param)
        endpoint.query = imported.query.map(param)
        endpoint.headers = imported.headers.map(param)
        if let body = imported.body {
            let bodyMark = mark(body.location)
            endpoint.body = typeRef(body.type, optional: body.optional, at: bodyMark)
            endpoint.bodyEncoding = body.encoding.map { Located($0, at: bodyMark) }
            endpoint.bodyContentType = body.contentType.map { Located($0, at: bodyMark) }
        }
        // At its schema: what decoding a body finds wrong with the type is traced back there.
        let responseMark = imported.responseContent.map { mark($0 + ["schema"]) } ?? here
        endpoint.response = imported.response.map { typeRef($0, at: responseMark) }
        endpoint.responses = imported.responses.map { entries in
            entries.map { StatusBody(key: Located($0.status, at: here), type: $0.type.map { typeRef($0, at: here) }) }
        }
        endpoint.errors = errors(imported).filter { entry in !sharedErrors.contains { Self.same($0, entry) } }
        endpoint.paging = imported.paging
        endpoint.example = imported.example.map { .inline($0) }
        if let stream = imported.stream, !imported.streamsBeside {
            endpoint.stream = self.stream(stream)
            endpoint.example = stream.example.map { .inline($0) }
        }
        if let fileSecurity, imported.security != fileSecurity {
            endpoint.security = security(imported.security, at: imported.location + ["security"])
        }
        return endpoint
    }

    /// `security:` located where the document says it.
    func security(_ alternatives: [[String]], at path: [String]) -> [[Located<String>]] {
        let here = mark(path)
        return alternatives.map { $0.map { Located($0, at: here) } }
    }

    private func param(_ imported: ImportedParam) -> Param {
        let here = mark(imported.location)
        var param = Param(name: Located(imported.name, at: here),
                          type: typeRef(imported.type, optional: imported.optional, at: here))
        param.doc = imported.doc
        param.style = imported.style.map { Located($0, at: here) }
        param.constValue = imported.constValue.map { Literal(.string($0), at: here, written: $0) }
        if imported.dateOnly, imported.type.innermostIsDate { param.dates = Located(.format("yyyy-MM-dd"), at: here) }
        return param
    }

    func errors(_ endpoint: ImportedEndpoint) -> [StatusBody] {
        let here = mark(endpoint.location)
        return endpoint.errors.map { StatusBody(key: Located($0.status, at: here), type: typeRef($0.type, at: here)) }
    }

    /// The `errors:` entries every endpoint of a file has: the file's own service-level `errors:`.
    func sharedErrors(_ positions: [Int]) -> [StatusBody] {
        guard let first = positions.first else { return [] }
        return errors(endpoints[first]).filter { entry in
            positions.allSatisfy { position in errors(endpoints[position]).contains { Self.same($0, entry) } }
        }
    }

    static func same(_ lhs: StatusBody, _ rhs: StatusBody) -> Bool {
        lhs.key.value == rhs.key.value && lhs.type?.description == rhs.type?.description
    }
}
