import YAML

extension SpecChecker {
    /// Paging checked against its endpoint: parameters exist and fit, key paths lead where they must.
    mutating func checkPaging(_ paging: Paging, of endpoint: Endpoint, checked: CheckedEndpoint,
                              in spec: Spec) -> CheckedPaging? {
        let name = endpoint.name.value
        guard let response = checked.response else {
            error(.paging(.noResponse(endpoint: name)), file: spec.file, at: paging.mark)
            return nil
        }
        let before = diagnostics.count
        let items = checkItems(paging.items, response: response, of: name, in: spec, at: paging.mark)
        var style: CheckedPaging.Style?
        switch paging {
        case .offset(let offset):
            let offsetParam = integerParam(offset.offset, .offset, checked, in: spec)
            let limitParam = integerParam(offset.limit, .limit, checked, in: spec)
            let total = offset.total.flatMap { integerField($0, .total, response: response, of: name, in: spec) }
            if let offsetParam, let limitParam,
               distinct(offset.limit, limitParam, from: .offset, offsetParam, of: name, in: spec) {
                style = .offset(offset: offsetParam, limit: limitParam, pageSize: offset.pageSize, total: total)
            }
        case .page(let page):
            let pageParam = integerParam(page.page, .page, checked, in: spec)
            let perPage = page.perPage.flatMap { integerParam($0, .perPage, checked, in: spec) }
            let count = page.pageCount.flatMap { integerField($0, .pageCount, response: response, of: name, in: spec) }
            var separate = true
            if let pageParam, let perPage, let perPageName = page.perPage {
                separate = distinct(perPageName, perPage, from: .page, pageParam, of: name, in: spec)
            }
            // The parser drops paging with `perPage` but no `pageSize`.
            var sizing: CheckedPaging.PerPage?
            if let perPage, let size = page.pageSize { sizing = CheckedPaging.PerPage(parameter: perPage, size: size) }
            if let pageParam, separate, page.perPage == nil || sizing != nil {
                style = .page(page: pageParam, first: page.first, pageSize: page.pageSize, perPage: sizing,
                              pageCount: count)
            }
        case .cursor(let cursor):
            var cursorParam: Int?
            if let written = cursor.cursor, let index = queryParam(written, .cursor, checked, in: spec) {
                let param = checked.query[index]
                if param.type.builtin != .string {
                    error(.paging(.cursorNotString(endpoint: name, parameter: written.value,
                                                   type: param.type.spelled(api.models))),
                          file: spec.file, at: written.mark)
                }
                cursorParam = index
            }
            switch cursor.next {
            case .linkHeader:
                style = .cursor(cursor: cursorParam, next: .linkHeader)
            case .body(let next):
                if let path = walk(next, .next, from: response, of: name, in: spec) {
                    if path.type.builtin != .string, path.type.builtin != .url {
                        error(.paging(.nextNotStringOrURL(endpoint: name, path: next.value,
                                                          type: path.type.spelled(api.models))),
                              file: spec.file, at: next.mark)
                    }
                    style = .cursor(cursor: cursorParam, next: .body(path))
                }
            }
        case .lastItem(let lastItem):
            let cursorParam = queryParam(lastItem.cursor, .cursor, checked, in: spec)
            if let index = cursorParam, checked.query[index].type.builtin != .string {
                error(.paging(.cursorNotString(endpoint: name, parameter: lastItem.cursor.value,
                                               type: checked.query[index].type.spelled(api.models))),
                      file: spec.file, at: lastItem.cursor.mark)
            }
            let hasMore = walk(lastItem.hasMore, .hasMore, from: response, of: name, in: spec)
            if let hasMore, hasMore.type.unwrapped.builtin != .bool {
                error(.paging(.hasMoreNotBool(endpoint: name, path: lastItem.hasMore.value,
                                              type: hasMore.type.spelled(api.models))),
                      file: spec.file, at: lastItem.hasMore.mark)
            }
            var key: PropertyPath?
            if let (_, itemType) = items {
                key = walk(lastItem.key, .key, from: itemType, of: name, in: spec)
                if let path = key, !Self.isSimple(path.type.unwrapped) {
                    error(.paging(.keyNotSimple(endpoint: name, path: lastItem.key.value,
                                                type: path.type.spelled(api.models))),
                          file: spec.file, at: lastItem.key.mark)
                }
            }
            if let cursorParam, let key, let hasMore {
                style = .lastItem(cursor: cursorParam, key: key, hasMore: hasMore)
            }
        }
        guard diagnostics.count == before, let style, let (items, itemType) = items else { return nil }
        return CheckedPaging(style: style, items: items, itemType: itemType)
    }

    /// Two paging settings can't name one parameter: false (with an error at the second) when they do.
    private mutating func distinct(_ name: Located<String>, _ index: Int, from setting: PagingFinding.Setting,
                                   _ other: Int, of endpoint: String, in spec: Spec) -> Bool {
        guard index == other else { return true }
        error(.paging(.sameParameter(endpoint: endpoint, parameter: name.value, earlier: setting)), file: spec.file,
              at: name.mark)
        return false
    }

    /// The index of the query parameter a paging setting names, or an error.
    private mutating func queryParam(_ name: Located<String>, _ setting: PagingFinding.Setting,
                                     _ endpoint: CheckedEndpoint, in spec: Spec) -> Int? {
        guard let index = endpoint.query.firstIndex(where: { $0.name.value == name.value }) else {
            let names = endpoint.query.map(\.name.value)
            error(.paging(.notAQueryParameter(endpoint: endpoint.name.value, setting: setting, name: name.value,
                                              suggestion: didYouMean(name.value, among: names))),
                  file: spec.file, at: name.mark)
            return nil
        }
        if endpoint.query[index].constValue != nil {
            error(.paging(.constParameter(endpoint: endpoint.name.value, setting: setting, parameter: name.value)),
                  file: spec.file, at: name.mark)
            return nil
        }
        return index
    }

    private mutating func integerParam(_ name: Located<String>, _ setting: PagingFinding.Setting,
                                       _ endpoint: CheckedEndpoint, in spec: Spec) -> Int? {
        guard let index = queryParam(name, setting, endpoint, in: spec) else { return nil }
        let type = endpoint.query[index].type
        guard type.builtin?.isInteger == true else {
            error(.paging(.parameterNotInteger(endpoint: endpoint.name.value, setting: setting, parameter: name.value,
                                               type: type.spelled(api.models))),
                  file: spec.file, at: name.mark)
            return nil
        }
        return index
    }

    /// The items key path must lead to a list (or, without `items`, the response must be one): the path and
    /// the type of one item.
    private mutating func checkItems(_ items: Located<String>?, response: SpecType, of endpoint: String, in spec: Spec,
                                     at mark: Mark) -> (PropertyPath, SpecType)? {
        guard let items else {
            if case .array(let element) = response.unwrapped { return (PropertyPath(root: response), element) }
            error(.paging(.needsItems(endpoint: endpoint, response: response.spelled(api.models))), file: spec.file,
                  at: mark)
            return nil
        }
        guard let path = walk(items, .items, from: response, of: endpoint, in: spec) else { return nil }
        if case .array(let element) = path.type.unwrapped { return (path, element) }
        error(.paging(.itemsNotList(endpoint: endpoint, path: items.value, type: path.type.spelled(api.models))),
              file: spec.file, at: items.mark)
        return nil
    }

    private mutating func integerField(_ path: Located<String>, _ setting: PagingFinding.Setting, response: SpecType,
                                       of endpoint: String, in spec: Spec) -> PropertyPath? {
        guard let walked = walk(path, setting, from: response, of: endpoint, in: spec) else { return nil }
        guard walked.type.builtin?.isInteger == true else {
            error(.paging(.fieldNotInteger(endpoint: endpoint, setting: setting, path: path.value,
                                           type: walked.type.spelled(api.models))),
                  file: spec.file, at: path.mark)
            return nil
        }
        return walked
    }

    /// Walks a key path (`meta.next`) through the response's models, a property at a time, by property name
    /// or JSON key. The one walk paging has: controllers read the steps it records.
    private mutating func walk(_ path: Located<String>, _ setting: PagingFinding.Setting, from root: SpecType,
                               of endpoint: String, in spec: Spec) -> PropertyPath? {
        var walked = PropertyPath(root: root)
        for component in path.value.split(separator: ".").map(String.init) {
            let current = walked.type
            guard case .object(let id) = current.unwrapped else {
                error(.paging(.notAModel(endpoint: endpoint, setting: setting, path: path.value, component: component,
                                         type: current.spelled(api.models))),
                      file: spec.file, at: path.mark)
                return nil
            }
            let properties = api[id].properties
            guard let index = properties.firstIndex(where: {
                $0.name.value == component || $0.jsonKey.value == component
            }) else {
                error(.paging(.notAProperty(endpoint: endpoint, setting: setting, component: component,
                                            model: api[id].name.value,
                                            suggestion: didYouMean(component, among: properties.map(\.name.value)))),
                      file: spec.file, at: path.mark)
                return nil
            }
            // What generated code holds: a nullable property is optional (`T?`, or `Nullable<T>` read as `T?`).
            let property = properties[index]
            var step = PropertyPath.Step(model: id, property: index, type: property.type)
            switch property.coding {
            case .alwaysSent: step.type = .optional(property.type)
            case .threeState: step.readsNullable = true
            case .plain, .dates: break
            }
            walked.steps.append(step)
        }
        return walked
    }
}
