/// Models, endpoints and losses with the model IDs they hold changed by one map: the one place that knows every
/// place an ``ImportedModelID`` is held. Merging models written alike maps each merged model to the one it became
/// (a model's origin stays: its name still comes from where it was).
struct ModelIDMap {
    let map: (ImportedModelID) -> ImportedModelID

    func callAsFunction(_ type: ImportedType) -> ImportedType {
        switch type {
        case .builtin: type
        case .model(let id): .model(map(id))
        case .array(let inner): .array(self(inner))
        case .dictionary(let inner): .dictionary(self(inner))
        case .optional(let inner): .optional(self(inner))
        }
    }

    func callAsFunction(_ type: SchemaType) -> SchemaType {
        var type = type
        type.type = self(type.type)
        return type
    }

    func callAsFunction(_ model: ImportedModel) -> ImportedModel {
        var model = model
        switch model.kind {
        case .object(let properties, let additional):
            model.kind = .object(properties.map { property in
                var property = property
                property.type = self(property.type)
                return property
            }, additional: additional.map(self.callAsFunction))
        case .enumeration, .integerEnum:
            break
        case .union(let members, let tag, let tags):
            model.kind = .union(members.map(self.callAsFunction), tag: tag,
                                tags: tags.map { ($0.value, map($0.member)) })
        }
        model.absorbed = model.absorbed.map(map)
        return model
    }

    func callAsFunction(_ endpoint: ImportedEndpoint) -> ImportedEndpoint {
        var endpoint = endpoint
        func params(_ list: [ImportedParam]) -> [ImportedParam] {
            list.map { param in
                var param = param
                param.type = self(param.type)
                return param
            }
        }
        endpoint.pathParams = params(endpoint.pathParams)
        endpoint.query = params(endpoint.query)
        endpoint.headers = params(endpoint.headers)
        if let body = endpoint.body { endpoint.body?.type = self(body.type) }
        endpoint.response = endpoint.response.map(self.callAsFunction)
        endpoint.responses = endpoint.responses?.map { ($0.status, $0.type.map(self.callAsFunction)) }
        endpoint.errors = endpoint.errors.map { ($0.status, self($0.type)) }
        return endpoint
    }

    func callAsFunction(_ loss: ImportLoss) -> ImportLoss {
        var loss = loss
        loss.subjects = Set(loss.subjects.map { subject in
            switch subject {
            case .model(let id): .model(map(id))
            case .modelWhenRead(let id): .modelWhenRead(map(id))
            case .operation, .document, .unreadOperation: subject
            }
        })
        return loss
    }
}
