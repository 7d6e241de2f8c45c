import SpecModel
import OpenAPIKit

extension OperationConverter {
    /// An object (a model with properties, no additional ones) sent in a query as OpenAPI's style table says: in
    /// `form` style, exploded (the default), each property is a query parameter of its own (`a=1&b=2`); in
    /// `deepObject` style, each is `name[property]` (`filter[a]=1&filter[b]=2`). Each property's value is checked
    /// as any query parameter's. False when the object isn't sent in one of those ways, or a property's name is taken
    /// by another query parameter (then nothing is added).
    mutating func addSpreadObject(_ param: ImportedParam, _ parameter: OpenAPI.Parameter,
                                  _ context: OpenAPI.Parameter.SchemaContext, at path: [String],
                                  into endpoint: inout ImportedEndpoint) -> Bool {
        guard parameter.location == .query, case .model(let id) = param.type,
              case .object(let properties, let additional) = schemas.models[id.index].kind, additional == nil,
              !properties.isEmpty else { return false }
        let deep: Bool
        switch (context.style, context.explode) {
        case (.form, true): deep = false
        case (.deepObject, _): deep = true
        default: return false
        }
        let names = properties.map { deep ? "\(parameter.name)[\($0.key)]" : $0.key }
        let taken = Set(endpoint.query.map(\.name))
        guard Set(names).count == names.count, names.allSatisfy({ !taken.contains($0) }) else { return false }
        for (property, name) in zip(properties, names) {
            var spread = ImportedParam(name: name, type: property.type.type,
                                       optional: param.optional || !property.required || property.type.nullable,
                                       doc: property.doc, location: path)
            spread.dateOnly = property.type.dateOnly
            if !isSimple(spread.type, list: true) {
                schemas.lose(path, .queryObjectProperty, "query parameter '\(parameter.name)': property "
                                   + "\(quoted(property.key)) of type '\(spelling(spread.type))' can't be sent in a "
                                   + "query; imported as a String")
                spread.type = .builtin(.string)
            }
            endpoint.query.append(spread)
        }
        return true
    }
}
