import YAML

extension SpecValidator {
    mutating func checkPaging(_ paging: Paging, of endpoint: Endpoint, in spec: Spec) {
        let what = "endpoint '\(endpoint.name.value)'"
        guard let response = endpoint.response else {
            error("paging needs a 'response' for \(what)", in: spec, at: paging.mark)
            return
        }
        guard resolve(response, in: spec) else { return }
        switch paging {
        case .offset(let offset):
            integerParam(offset.offset, "offset", endpoint, in: spec)
            integerParam(offset.limit, "limit", endpoint, in: spec)
            checkItems(paging.items, response: response, in: spec, at: paging.mark)
            if let total = offset.total { integerField(total, "total", response: response, in: spec) }
        case .page(let page):
            integerParam(page.page, "page", endpoint, in: spec)
            if let perPage = page.perPage { integerParam(perPage, "perPage", endpoint, in: spec) }
            checkItems(paging.items, response: response, in: spec, at: paging.mark)
            if let count = page.pageCount { integerField(count, "pageCount", response: response, in: spec) }
        case .cursor(let cursor):
            if let name = cursor.cursor, let param = queryParam(name, "cursor", endpoint, in: spec) {
                if param.type.unwrapped.name != "String" {
                    error("paging 'cursor': query parameter '\(name.value)' is '\(param.type)'; a cursor is a String", in: spec, at: name.mark)
                }
            }
            checkItems(paging.items, response: response, in: spec, at: paging.mark)
            if case .body(let next) = cursor.next, let type = field(next, "next", response: response, in: spec) {
                let name = type.unwrapped.name
                if name != "String", name != "URL" {
                    error("paging 'next': '\(next.value)' is '\(type)'; the next token or URL is a String or URL", in: spec, at: next.mark)
                }
            }
        }
    }

    /// The query parameter a paging setting names, or an error.
    private mutating func queryParam(_ name: Located<String>, _ setting: String, _ endpoint: Endpoint, in spec: Spec) -> Param? {
        guard let param = endpoint.query.first(where: { $0.name.value == name.value }) else {
            let names = endpoint.query.map(\.name.value)
            error("paging '\(setting)': '\(name.value)' is not a query parameter of endpoint '\(endpoint.name.value)'\(suggestion(name.value, among: names))",
                  in: spec, at: name.mark)
            return nil
        }
        if param.constValue != nil {
            error("paging '\(setting)': query parameter '\(name.value)' is const, so paging can't set it", in: spec, at: name.mark)
            return nil
        }
        return param
    }

    private mutating func integerParam(_ name: Located<String>, _ setting: String, _ endpoint: Endpoint, in spec: Spec) {
        guard let param = queryParam(name, setting, endpoint, in: spec) else { return }
        guard let type = param.type.unwrapped.name, BuiltinType(rawValue: type)?.isInteger == true else {
            error("paging '\(setting)': query parameter '\(name.value)' is '\(param.type)', not an integer", in: spec, at: name.mark)
            return
        }
    }

    /// The items key path must lead to a list (or, without `items`, the response must be one).
    private mutating func checkItems(_ items: Located<String>?, response: TypeRef, in spec: Spec, at mark: Mark) {
        guard let items else {
            if case .array = response.unwrapped { return }
            error("paging needs 'items:' (the key path of the list in '\(response)'), or a response that is a list", in: spec, at: mark)
            return
        }
        guard let type = field(items, "items", response: response, in: spec) else { return }
        if case .array = type.unwrapped { return }
        error("paging 'items': '\(items.value)' is '\(type)', not a list", in: spec, at: items.mark)
    }

    private mutating func integerField(_ path: Located<String>, _ setting: String, response: TypeRef, in spec: Spec) {
        guard let type = field(path, setting, response: response, in: spec) else { return }
        guard let name = type.unwrapped.name, BuiltinType(rawValue: name)?.isInteger == true else {
            error("paging '\(setting)': '\(path.value)' is '\(type)', not an integer", in: spec, at: path.mark)
            return
        }
    }

    /// Walks a key path (`meta.next`) through the response's models by property name or JSON key.
    private mutating func field(_ path: Located<String>, _ setting: String, response: TypeRef, in spec: Spec) -> TypeRef? {
        var current = response
        for component in path.value.split(separator: ".").map(String.init) {
            guard let name = current.unwrapped.name, let model = models[name], !model.isEnum else {
                error("paging '\(setting)': '\(path.value)' needs a model to look up '\(component)' in, but '\(current)' is not one",
                      in: spec, at: path.mark)
                return nil
            }
            guard let property = model.properties.first(where: { $0.name.value == component || $0.key?.value == component }) else {
                let names = model.properties.map(\.name.value)
                error("paging '\(setting)': '\(component)' is not a property of '\(name)'\(suggestion(component, among: names))",
                      in: spec, at: path.mark)
                return nil
            }
            current = property.type
        }
        return current
    }
}
