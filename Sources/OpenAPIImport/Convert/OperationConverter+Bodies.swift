import Foundation
import OpenAPIKit
import SpecModel

extension OperationConverter {
    /// The request body: JSON when offered (exact, whatever else is offered), else a form, multipart or raw body.
    mutating func body(_ either: Either<OpenAPI.Reference<OpenAPI.Request>, OpenAPI.Request>,
                       into endpoint: inout ImportedEndpoint) {
        var path = endpoint.location + ["requestBody"]
        guard let request = components[either] else {
            schemas.lose(path, .missingBodyReference, "the request body it refers to is not in the document's "
                         + "components; left out")
            return
        }
        if !endpoint.method.takesBody {
            // A body without fields (an empty object, no schema) says nothing; one with fields is lost.
            let empty = request.content.values.allSatisfy { content in
                guard let schema = components[content]?.schema else { return true }
                if case .object(_, let object) = schema.value { return object.properties.isEmpty }
                return false
            }
            schemas.lose(path, .bodyNotAllowed, "a \(endpoint.method.rawValue) request can't have a body; left out"
                         + (empty ? " (it has no fields)" : ""),
                         effect: empty ? .notes : .approximates)
            return
        }
        if case .a(let reference) = either { path = ComponentReference.path(reference.absoluteString) }
        let place = Self.place(endpoint, "RequestBody")
        let content = schemas.source.ordered(Array(request.content), key: \.key.rawValue, at: path + ["content"])
        let offered = content.compactMap { entry in
            components[entry.value].map {
                (type: entry.key.typeAndSubtype.lowercased(), raw: entry.key.rawValue, content: $0)
            }
        }
        guard let chosen = offered.first(where: { Self.isJSON($0.type) })
            ?? offered.first(where: { $0.type == "application/x-www-form-urlencoded" })
            ?? offered.first(where: { $0.type == "multipart/form-data" })
            ?? offered.first(where: { !$0.type.hasSuffix("/xml") }) ?? offered.first else { return }
        let contentPath = path + ["content", chosen.raw, "schema"]
        let schema = chosen.content.schema ?? JSONSchema.fragment(.init())
        var body: ImportedBody
        if Self.isJSON(chosen.type) {
            let found = schemas.type(schema, place: place, path: contentPath)
            body = ImportedBody(type: found.type, optional: false,
                                contentType: chosen.type == "application/json" ? nil : chosen.raw,
                                location: contentPath)
        } else if chosen.type == "application/x-www-form-urlencoded" || chosen.type == "multipart/form-data" {
            let multipart = chosen.type == "multipart/form-data"
            if case .object(_, let object) = schema.value, object.properties.isEmpty,
               object.additionalProperties == nil || object.additionalProperties == .a(false) {
                // A form without fields: there is nothing to send.
                return
            }
            let found = schemas.type(schema, place: place, path: contentPath)
            guard isFields(found.type) else {
                schemas.lose(contentPath, .formBodyNotObject, "a \(multipart ? "multipart" : "form") body that is not "
                                                              + "an object with properties is sent as raw Data")
                endpoint.body = ImportedBody(type: .builtin(.data), optional: !request.required, encoding: .raw,
                                             contentType: chosen.raw, location: contentPath)
                return
            }
            body = ImportedBody(type: found.type, optional: false, encoding: multipart ? .multipart : .form,
                                location: contentPath)
            if multipart { filesInMultipart(found.type, place: place) }
        } else if chosen.type.hasSuffix("/xml") {
            schemas.lose(path + ["content"], .xmlBody, "an XML body is sent as raw Data; the format has no XML")
            body = ImportedBody(type: .builtin(.data), optional: false, encoding: .raw, contentType: chosen.raw,
                                location: contentPath)
        } else {
            let text = chosen.type.hasPrefix("text/")
            body = ImportedBody(type: .builtin(text ? .string : .data), optional: false, encoding: .raw,
                                contentType: chosen.raw, location: contentPath)
        }
        body.optional = !request.required
        endpoint.body = body
    }

    /// A model with properties, or a dictionary: what form and multipart bodies flatten.
    private func isFields(_ type: ImportedType) -> Bool {
        switch type {
        case .dictionary: return true
        case .model(let id):
            if case .object = schemas.models[id.index].kind { return true }
            return false
        default: return false
        }
    }

    /// In a multipart body's own model (made for the body), bytes are files: `Data` → `File`.
    private mutating func filesInMultipart(_ type: ImportedType, place: Place) {
        guard case .model(let id) = type,
              schemas.models[id.index].origin == .inline(owner: place.owner, suffix: place.suffix) else { return }
        schemas.update(id) { model in
            guard case .object(var properties, let additional) = model.kind else { return }
            for index in properties.indices {
                switch properties[index].type.type {
                case .builtin(.data): properties[index].type.type = .builtin(.file)
                case .array(.builtin(.data)): properties[index].type.type = .array(.builtin(.file))
                default: break
                }
            }
            model.kind = .object(properties, additional: additional)
        }
    }
}
