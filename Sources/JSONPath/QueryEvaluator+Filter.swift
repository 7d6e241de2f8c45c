import YAML

/// Filter expressions and function extensions (RFC 9535 §2.3.5.2, §2.4.4–2.4.8).
extension QueryEvaluator {
    /// Whether `expression` holds with `@` standing for `current`.
    func test(_ expression: LogicalExpression, current: Node) -> Bool {
        switch expression {
        case .or(let operands):
            return operands.contains { test($0, current: current) }
        case .and(let operands):
            return operands.allSatisfy { test($0, current: current) }
        case .not(let operand):
            return !test(operand, current: current)
        case .comparison(let left, let comparison, let right):
            return comparison.holds(value(of: left, current: current), value(of: right, current: current))
        case .exists(let query):
            return !nodes(of: query, current: current).isEmpty
        case .function(let call):
            return logical(call, current: current)
        }
    }

    /// The node list of a query inside a filter.
    private func nodes(of query: FilterQuery, current: Node) -> [Node] {
        let start = query.origin == .root ? root : current
        return select(query.segments, from: Located(node: start, path: []), trackPaths: false).map(\.node)
    }

    /// The value of a comparable: a literal, the one node a singular query selects (or Nothing), a function's
    /// result.
    private func value(of comparable: LogicalExpression.Operand, current: Node) -> FilterValue {
        switch comparable {
        case .literal(let literal): return .primitive(literal)
        case .query(let query): return nodes(of: query, current: current).first.map(FilterValue.init) ?? .nothing
        case .function(let call): return value(of: call, current: current)
        }
    }

    /// An argument passed to a ValueType parameter.
    private func value(of argument: FunctionExpression.Argument, current: Node) -> FilterValue {
        switch argument {
        case .literal(let literal): return .primitive(literal)
        case .query(let query): return nodes(of: query, current: current).first.map(FilterValue.init) ?? .nothing
        case .function(let call): return value(of: call, current: current)
        case .logical: return .nothing  // rejected by the type checker
        }
    }

    /// An argument passed to a NodesType parameter.
    private func nodes(of argument: FunctionExpression.Argument, current: Node) -> [Node] {
        guard case .query(let query) = argument else { return [] }  // no built-in function returns NodesType
        return nodes(of: query, current: current)
    }

    /// The result of a ValueType function.
    private func value(of call: FunctionExpression, current: Node) -> FilterValue {
        switch call.function {
        case .length:
            switch value(of: call.arguments[0], current: current) {
            case .primitive(.string(let text)): return .primitive(.int(text.unicodeScalars.count))
            case .collection(let node): return .primitive(.int(node.sequence?.count ?? node.mapping?.count ?? 0))
            case .primitive, .nothing: return .nothing
            }
        case .count:
            return .primitive(.int(nodes(of: call.arguments[0], current: current).count))
        case .value:
            let list = nodes(of: call.arguments[0], current: current)
            return list.count == 1 ? FilterValue(list[0]) : .nothing
        case .match, .search:
            return .nothing  // LogicalType: rejected by the type checker
        }
    }

    /// The result of a LogicalType function: `match()` and `search()` are false unless both arguments are
    /// strings and the pattern is a valid I-Regexp.
    private func logical(_ call: FunctionExpression, current: Node) -> Bool {
        switch call.function {
        case .match, .search:
            guard case .primitive(.string(let text)) = value(of: call.arguments[0], current: current),
                  case .primitive(.string(let pattern)) = value(of: call.arguments[1], current: current)
            else { return false }
            return regexes.matches(text, pattern: pattern, wholeString: call.function == .match)
        case .length, .count, .value:
            return false  // ValueType: rejected by the type checker
        }
    }
}
