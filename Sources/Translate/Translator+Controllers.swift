import Names
import SpecModel

extension Translator {
    func controllerView(_ id: EndpointID) -> (view: ControllerView, imports: [String])? {
        let endpoint = api[id]
        guard let paging = endpoint.paging, let typeName = names[id].controllerType,
              let arguments = names[id].controller
        else { return nil }
        var imports = Imports()
        imports.mentionRuntime()
        imports.mention(paging.itemType)
        let item = self.typeName(paging.itemType)
        // The settings by what they are: a style's controller reads them by name, never by their place in the style.
        let numbers = paging.numbers
        let paths = Dictionary(paging.paths, uniquingKeysWith: { first, _ in first })
        var baseClass = "", superInit = "", signature = "", pageType = ""
        switch paging.name {
        case .offset:
            baseClass = "OffsetBasedObjectsController<\(item)>"
            superInit = "super.init(pageSize: \(numbers[.pageSize] ?? 20), hasTotal: \(paths[.total] != nil))"
            signature = "loadObjects(offset: Int, limit: Int) async throws -> OffsetPage<\(item)>"
            pageType = "OffsetPage"
        case .page:
            baseClass = "PageBasedObjectsController<\(item)>"
            superInit = "super.init(firstPage: \(numbers[.first] ?? 1), "
                        + "pageSize: \(numbers[.pageSize].map(String.init) ?? "nil"))"
            signature = "loadPage(_ page: Int, size: Int?) async throws -> NumberedPage<\(item)>"
            pageType = "NumberedPage"
        case .cursor, .lastItem:
            baseClass = "CursorBasedObjectsController<\(item)>"
            superInit = "super.init()"
            signature = "loadPage(after cursor: String?) async throws -> CursorPage<\(item)>"
            pageType = "CursorPage"
        }

        var properties: [PropertyView] = []
        var parameters = ["networking: any Networking"]
        var requestArguments: [String] = []
        for (param, argument) in zip(requestParameters(id), arguments) {
            let label = SwiftIdentifier.label(param.member.name)
            switch argument {
            case .paged(let paged):
                requestArguments.append("\(label): \(Self.converted(pagingValue(paged), to: param.type))")
            case .stored(let member):
                imports.mention(param.type)
                let view = property(member, type: param.type, key: param.key, doc: DocComment.lines(param.doc),
                                    defaultValue: param.defaultValue, keyword: "let")
                properties.append(view)
                parameters.append(view.parameter)
                requestArguments.append("\(label): \(SwiftIdentifier.member(member.name))")
            }
        }
        let request = names[id].requestType + "("

        var body: [String] = []
        var root = "response"
        var pageArguments: [String] = []
        let sendsCursor = paging.parameters.contains { $0.setting == .cursor }
        if paging.followsLinkHeader {
            body += Self.call("let response = try await self.networking.response(for: \(request)", requestArguments,
                              tail: "), nextPageURL: cursor)", indent: 8)
            root = "response.value"
        } else if paging.name == .cursor, !sendsCursor {
            // The next page's URL, fetched as it is.
            body += Self.call("let response = try await self.networking.send(\(request)", requestArguments,
                              tail: "), nextPageURL: cursor)", indent: 8)
        } else {
            body += Self.call("let response = try await self.networking.send(\(request)", requestArguments, tail: "))",
                              indent: 8)
        }
        // A list that is null or absent is an empty, last page.
        let (list, listIsOptional, _) = expression(paging.list, root: root, imports: &imports)
        let lastPage = "\(pageType)(items: []\(pageType == "CursorPage" ? ", next: nil" : ""))"
        var items = list
        if listIsOptional {
            body.append("guard let items = \(list) else { return \(lastPage) }")
            items = "items"
        } else if paging.name == .lastItem {
            body.append("let items = \(list)")
            items = "items"
        }
        pageArguments.append("items: \(items)")
        if paging.followsLinkHeader {
            pageArguments.append("next: response.link(rel: \"next\")?.absoluteString")
        } else if paging.name == .cursor, let next = paths[.next] {
            pageArguments.append("next: \(stringExpression(next, imports: &imports))")
        } else if paging.name == .lastItem, let key = paths[.key], let hasMore = paths[.hasMore] {
            // The next page starts after the last item; a page that says none follows (or is empty) ends the list.
            let (flag, optional, _) = expression(hasMore, root: "response", imports: &imports)
            body.append("guard \(optional ? "\(flag) == true" : flag), let last = items.last else { return "
                        + "CursorPage(items: items, next: nil) }")
            pageArguments.append("next: \(cursorText(key, imports: &imports))")
        }
        // A count the response gives (a total, a page count) goes to the page type under its setting's name.
        for (setting, path) in paging.paths where setting.isCount {
            pageArguments.append("\(setting.rawValue): \(integerExpression(path, imports: &imports))")
        }
        body.append("return \(pageType)(\(pageArguments.joined(separator: ", ")))")

        let view = ControllerView(
            doc: ["/// Loads `\(endpoint.name.value)` (\(endpoint.method.rawValue) \(endpoint.path.value)) "
                  + "page by page."]
                + (endpoint.doc.map { ["///"] + DocComment.lines($0) } ?? []),
            access: access, typeName: typeName, baseClass: baseClass, properties: properties,
            initParameters: initParameters(parameters), superInit: superInit, overrideSignature: signature,
            bodyLines: body)
        return (view, imports.modules(splitImports(module(of: id))))
    }

    /// The request's stored parameters in its initializer's order (path, body, query, headers), with what a
    /// controller needs of each.
    private func requestParameters(_ id: EndpointID)
        -> [(member: MemberName, type: SpecType, key: String, doc: String?, defaultValue: Value?)] {
        let endpoint = api[id]
        let stored = names[id].request
        var result: [(member: MemberName, type: SpecType, key: String, doc: String?, defaultValue: Value?)] = []
        for (param, member) in zip(endpoint.pathParams, stored.path) {
            result.append((member, param.type, param.name.value, param.doc, param.defaultValue))
        }
        if let body = endpoint.body, let member = stored.body { result.append((member, body.value, "", nil, nil)) }
        for (param, name) in zip(endpoint.query + endpoint.headers, stored.query + stored.headers) {
            if let member = name.member {
                result.append((member, param.type, param.name.value, param.doc, param.defaultValue))
            }
        }
        return result
    }

    /// The paging method's argument for a parameter paging sets.
    private func pagingValue(_ argument: PagingArgument) -> String {
        switch argument {
        case .offset: return "offset"
        case .limit: return "limit"
        case .page: return "page"
        case .cursor: return "cursor"
        case .pageSize(let size): return "size ?? \(size)"
        }
    }

    /// A paging value (an `Int` or `String?` the base hands over) as the parameter's type. `Int32(clamping:)` can't
    /// trap (an offset, page or limit past `Int32.max` is sent as `Int32.max`); `Int64(_:)` of an `Int` is exact.
    static func converted(_ value: String, to type: SpecType) -> String {
        let optional = type.isOptional
        switch type.builtin {
        case .int32: return "Int32(clamping: \(value))"
        case .int64: return "Int64(\(value))"
        case .string where value == "cursor" && !optional: return "cursor ?? \"\""
        default: return value
        }
    }

    /// A Swift expression for a path in the response: `response.meta?.total`; whether it is optional, and whether
    /// that is because an optional chain (`?.`) runs through it — then a method that isn't the leaf's must be
    /// applied to the whole expression, in parentheses.
    private func expression(_ path: PropertyPath, root: String, imports: inout Imports)
        -> (text: String, optional: Bool, chained: Bool) {
        var text = root
        var type = path.root
        var chained = false
        for step in path.steps {
            if type.isOptional { text += "?"; chained = true }
            text += "." + SwiftIdentifier.escaped(names[step.model].properties[step.property].name)
            // `Nullable<T>` holds the value as `.wrapped`, a `T?`.
            if step.readsNullable { text += ".wrapped" }
            type = step.type
            imports.mention(type)
        }
        return (text, chained || type.isOptional, chained)
    }

    /// A total or page count as the page types take it: any integer type, clamped into `Int` by the runtime, so an
    /// `Int64` count can't trap where `Int` has 32 bits.
    private func integerExpression(_ path: PropertyPath, imports: inout Imports) -> String {
        expression(path, root: "response", imports: &imports).text
    }

    /// The last item's key as the text of the next cursor: a string as it is, an enum's raw value, anything else
    /// its `description`.
    private func cursorText(_ path: PropertyPath, imports: inout Imports) -> String {
        let (text, optional, chained) = expression(path, root: "last", imports: &imports)
        let convert: (String) -> String
        switch path.type.unwrapped {
        case .builtin(.string): return text
        case .enumeration: convert = { "String(describing: \($0).rawValue)" }
        default: convert = { "\($0).description" }
        }
        // `(last.owner?.id).map`: `.map` applies to the chain's result, not to the leaf.
        guard optional else { return convert(text) }
        return "\(chained ? "(\(text))" : text).map { \(convert("$0")) }"
    }

    private func stringExpression(_ path: PropertyPath, imports: inout Imports) -> String {
        let (text, _, _) = expression(path, root: "response", imports: &imports)
        guard path.type.builtin == .url else { return text }
        // A chain through an optional holder goes on to a required leaf: `response.links?.next.absoluteString`.
        return path.type.isOptional ? "\(text)?.absoluteString" : "\(text).absoluteString"
    }
}
