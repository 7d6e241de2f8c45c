import YAML

extension SpecChecker {
    /// Paging checked against its endpoint, each setting by what it holds (``PagingSetting/kind``): a parameter must be
    /// a query parameter paging can set, of its type, and name no parameter another setting names; a key path must lead
    /// through the response's models (an item's, for `key`) to a value of its type.
    mutating func checkPaging(_ paging: WrittenPaging, of endpoint: Endpoint, checked: CheckedEndpoint,
                              in spec: Spec) -> CheckedPaging? {
        let name = endpoint.name.value
        guard let response = checked.response else {
            error(.paging(.noResponse(endpoint: name)), file: spec.file, at: paging.mark)
            return nil
        }
        let before = diagnostics.count
        let items = checkItems(paging.items, response: response, of: name, in: spec, at: paging.mark)
        var named: [(setting: PagingSetting, index: Int)] = []
        let made = paging.map({ setting, written -> Int? in
            guard case .parameter(let value) = setting.kind,
                  let index = queryParam(written, setting, checked, in: spec) else {
                return nil
            }
            let type = checked.query[index].type
            if value == .integer, type.builtin?.isInteger != true {
                error(.paging(.parameterNotInteger(endpoint: name, setting: setting, parameter: written.value,
                                                   type: type.spelled(api.models))), file: spec.file, at: written.mark)
                return nil
            }
            if value == .string, type.builtin != .string {
                error(.paging(.cursorNotString(endpoint: name, parameter: written.value,
                                               type: type.spelled(api.models))),
                      file: spec.file, at: written.mark)
            }
            // Two settings can't name one parameter: an error at the second.
            if let earlier = named.first(where: { $0.index == index }) {
                error(.paging(.sameParameter(endpoint: name, parameter: written.value, earlier: earlier.setting)),
                      file: spec.file, at: written.mark)
                return nil
            }
            named.append((setting, index))
            return index
        }, { setting, written -> PropertyPath? in
            guard setting != .items else { return items?.path }
            guard case .path(let value, let inItem) = setting.kind, let root = inItem ? items?.element : response,
                  let path = walk(written, setting, from: root, of: name, in: spec) else { return nil }
            checkValue(path, value, of: setting, at: written, endpoint: name, in: spec)
            return path
        })
        guard diagnostics.count == before, var checkedPaging = made, let items else { return nil }
        checkedPaging.items = items.path
        return checkedPaging
    }

    /// What a setting's key path leads to must be what the setting needs.
    private mutating func checkValue(_ path: PropertyPath, _ value: PagingSetting.Value, of setting: PagingSetting,
                                     at written: Located<String>, endpoint: String, in spec: Spec) {
        let type = path.type, spelled = path.type.spelled(api.models)
        let finding: PagingFinding? = switch value {
        case .integer:
            type.builtin?.isInteger == true ? nil
                : .fieldNotInteger(endpoint: endpoint, setting: setting, path: written.value, type: spelled)
        case .stringOrURL:
            type.builtin == .string || type.builtin == .url ? nil
                : .nextNotStringOrURL(endpoint: endpoint, path: written.value, type: spelled)
        case .bool: type.unwrapped.builtin == .bool ? nil : .hasMoreNotBool(endpoint: endpoint, path: written.value,
                                                                            type: spelled)
        case .scalar:
            Self.isSimple(type.unwrapped) ? nil : .keyNotSimple(endpoint: endpoint, path: written.value, type: spelled)
        case .string, .list: nil
        }
        if let finding { error(.paging(finding), file: spec.file, at: written.mark) }
    }

    /// The index of the query parameter a paging setting names, or an error.
    private mutating func queryParam(_ name: Located<String>, _ setting: PagingSetting,
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

    /// The items key path must lead to a list (or, without `items`, the response must be one): the path and
    /// the type of one item.
    private mutating func checkItems(_ items: Located<String>?, response: SpecType, of endpoint: String, in spec: Spec,
                                     at mark: Mark) -> (path: PropertyPath, element: SpecType)? {
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

    /// Walks a key path (`meta.next`) through the response's models, a property at a time, by property name
    /// or JSON key. The one walk paging has: controllers read the steps it records.
    private mutating func walk(_ path: Located<String>, _ setting: PagingSetting, from root: SpecType,
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
