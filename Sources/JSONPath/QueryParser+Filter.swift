/// Filter expressions (RFC 9535 §2.3.5.1) and function expressions (§2.4), type-checked while they are parsed
/// (§2.4.3): a query that is ill-typed is rejected here, as a syntax error is.
extension QueryParser {
    /// What starts a comparison or a test: a literal, a query or a function call, with its offset.
    struct Primary {
        /// The three kinds of primary.
        enum Kind {
            case literal(LiteralValue)
            case query(FilterQuery)
            case function(FunctionExpression)
        }

        /// What was read.
        var kind: Kind
        /// Where it starts in the query.
        var offset: Int
    }

    /// `logical-expr`: `||` of `&&` of basic expressions.
    mutating func parseLogicalExpression() throws(JSONPathError) -> LogicalExpression {
        try enterNesting()
        defer { nesting -= 1 }
        return try parseOr(first: nil)
    }

    /// Counts one more level of nesting, rejecting the query past `maximumNesting`.
    private mutating func enterNesting() throws(JSONPathError) {
        guard nesting < Self.maximumNesting else {
            throw failure("the expression nests more than \(Self.maximumNesting) levels deep")
        }
        nesting += 1
    }

    /// `logical-or-expr`, possibly continuing from an already-read first primary.
    private mutating func parseOr(first: Primary?) throws(JSONPathError) -> LogicalExpression {
        var operands = [try parseAnd(first: first)]
        while true {
            let start = position
            skipWhitespace()
            guard looksAt("||") else {
                position = start
                break
            }
            position += 2
            skipWhitespace()
            operands.append(try parseAnd(first: nil))
        }
        return operands.count == 1 ? operands[0] : .or(operands)
    }

    /// `logical-and-expr`, possibly continuing from an already-read first primary.
    private mutating func parseAnd(first: Primary?) throws(JSONPathError) -> LogicalExpression {
        var operands = [try parseBasic(first: first)]
        while true {
            let start = position
            skipWhitespace()
            guard looksAt("&&") else {
                position = start
                break
            }
            position += 2
            skipWhitespace()
            operands.append(try parseBasic(first: nil))
        }
        return operands.count == 1 ? operands[0] : .and(operands)
    }

    /// `basic-expr`: a parenthesized expression, a comparison or a test, each test or parentheses optionally
    /// negated with `!`.
    private mutating func parseBasic(first: Primary?) throws(JSONPathError) -> LogicalExpression {
        if let first { return try parseAfterPrimary(first) }
        switch peek() {
        case "!":
            let bang = position
            position += 1
            skipWhitespace()
            if peek() == "(" { return .not(try parseParenthesized()) }
            let operand = try parsePrimary()
            let end = position
            skipWhitespace()
            if comparisonOperatorAhead() != nil {
                throw failure("'!' cannot negate a comparison; put the comparison in parentheses: !(…)", at: bang)
            }
            position = end
            return .not(try test(operand))
        case "(":
            return try parseParenthesized()
        default:
            return try parseAfterPrimary(try parsePrimary())
        }
    }

    /// `"(" S logical-expr S ")"`.
    private mutating func parseParenthesized() throws(JSONPathError) -> LogicalExpression {
        let opening = position
        position += 1
        skipWhitespace()
        let expression = try parseLogicalExpression()
        skipWhitespace()
        guard peek() == ")" else {
            if let next = peek() {
                throw failure("unexpected \(Self.describe(next)); expected ')' to close the '(' at offset \(opening)")
            }
            throw failure("expected ')' to close the '(' at offset \(opening)")
        }
        position += 1
        return expression
    }

    /// A comparison when an operator follows `left`, else `left` as a test.
    private mutating func parseAfterPrimary(_ left: Primary) throws(JSONPathError) -> LogicalExpression {
        let end = position
        skipWhitespace()
        guard let comparison = comparisonOperatorAhead() else {
            if peek() == "=" { throw failure("'=' is not an operator; compare with '=='") }
            position = end
            return try test(left)
        }
        position += comparison.rawValue.unicodeScalars.count
        skipWhitespace()
        let right = try parsePrimary()
        return .comparison(try comparable(left), comparison, try comparable(right))
    }

    /// The comparison operator at the current position, if any (two-character operators first).
    private func comparisonOperatorAhead() -> LogicalExpression.ComparisonOperator? {
        LogicalExpression.ComparisonOperator.allCases.first { looksAt($0.rawValue) }
    }

    /// A primary used as a test (`test-expr`): a query (does it select anything?) or a function returning
    /// LogicalType or NodesType. Literals and ValueType functions must be compared instead.
    private func test(_ primary: Primary) throws(JSONPathError) -> LogicalExpression {
        switch primary.kind {
        case .query(let query):
            return .exists(query)
        case .function(let call):
            guard call.function.result != .value else {
                throw failure(
                    "\(call.function.rawValue)() returns a value (ValueType), which cannot be a test; compare it, "
                    + "e.g. \(call.function.rawValue)(…) > 0", at: primary.offset)
            }
            return .function(call)
        case .literal:
            throw failure("a literal cannot be a test on its own; compare it with something", at: primary.offset)
        }
    }

    /// A primary used as one side of a comparison: a literal, a singular query or a ValueType function.
    private func comparable(_ primary: Primary) throws(JSONPathError) -> LogicalExpression.Operand {
        switch primary.kind {
        case .literal(let value):
            return .literal(value)
        case .query(let query):
            guard query.isSingular else {
                throw failure("this query can select several nodes, so it cannot be compared; only singular queries "
                              + "(names and indices, no '..', '*', slices or filters) can", at: primary.offset)
            }
            return .query(query)
        case .function(let call):
            guard call.function.result == .value else {
                throw failure("\(call.function.rawValue)() returns \(call.function.result), which cannot be compared; "
                              + "use it as a test on its own", at: primary.offset)
            }
            return .function(call)
        }
    }

    /// A literal, a query (`@…`, `$…`) or a function call.
    private mutating func parsePrimary() throws(JSONPathError) -> Primary {
        let start = position
        guard let next = peek() else {
            throw failure("the filter ends here; expected a query, a literal or a function call")
        }
        switch next {
        case "@", "$":
            position += 1
            let query = FilterQuery(origin: next == "@" ? .current : .root, segments: try parseSegments())
            return Primary(kind: .query(query), offset: start)
        case "'", "\"":
            return Primary(kind: .literal(.string(try parseStringLiteral())), offset: start)
        case "-", "0"..."9":
            return Primary(kind: .literal(try parseNumberLiteral()), offset: start)
        case "a"..."z":
            var name = ""
            while let scalar = peek(), ("a"..."z").contains(scalar) || scalar == "_" || Self.isDigit(scalar) {
                name.unicodeScalars.append(scalar)
                position += 1
            }
            if peek() == "(" { return Primary(kind: .function(try parseFunctionCall(name, at: start)), offset: start) }
            switch name {
            case "true": return Primary(kind: .literal(.bool(true)), offset: start)
            case "false": return Primary(kind: .literal(.bool(false)), offset: start)
            case "null": return Primary(kind: .literal(.null), offset: start)
            default:
                skipWhitespace()
                if peek() == "(" {
                    throw failure("no whitespace is allowed between a function's name and '('",
                                  at: start + name.unicodeScalars.count)
                }
                throw failure("unknown word '\(name)'; expected a query (@…, $…), a literal or a function call",
                              at: start)
            }
        default:
            if ("A"..."Z").contains(next) {
                throw failure("unexpected \(Self.describe(next)); true, false and null are written in lowercase")
            }
            throw failure("unexpected \(Self.describe(next)); expected a query (@…, $…), a literal or a function call")
        }
    }

    /// `function-name "(" S [function-argument *(S "," S function-argument)] S ")"`, at the `(`, with every
    /// argument checked against the function's declared parameter types.
    private mutating func parseFunctionCall(_ name: String, at start: Int) throws(JSONPathError) -> FunctionExpression {
        guard let function = FunctionExtension(rawValue: name) else {
            let known = FunctionExtension.allCases.map { $0.rawValue + "()" }.joined(separator: ", ")
            throw failure("unknown function \(name)(); the functions are \(known)", at: start)
        }
        try enterNesting()
        defer { nesting -= 1 }
        position += 1  // (
        skipWhitespace()
        var arguments: [(argument: FunctionExpression.Argument, offset: Int)] = []
        if peek() != ")" {
            while true {
                let offset = position
                arguments.append((try parseFunctionArgument(), offset))
                skipWhitespace()
                if peek() == "," {
                    position += 1
                    skipWhitespace()
                } else if peek() == ")" {
                    break
                } else if let next = peek() {
                    throw failure(
                        "unexpected \(Self.describe(next)); expected ',' or ')' in the arguments of \(name)()")
                } else {
                    throw failure("expected ')' to close the arguments of \(name)()")
                }
            }
        }
        let parameters = function.parameters
        guard arguments.count == parameters.count else {
            let expected = "\(parameters.count) argument\(parameters.count == 1 ? "" : "s")"
            let offset = arguments.count > parameters.count ? arguments[parameters.count].offset : position
            throw failure("\(name)() takes \(expected), not \(arguments.count)", at: offset)
        }
        position += 1  // )
        for ((argument, offset), parameter) in zip(arguments, parameters) {
            try check(argument, at: offset, against: parameter, of: name)
        }
        return FunctionExpression(function: function, arguments: arguments.map(\.argument))
    }

    /// `literal / filter-query / logical-expr / function-expr`.
    private mutating func parseFunctionArgument() throws(JSONPathError) -> FunctionExpression.Argument {
        if peek() == "!" || peek() == "(" { return .logical(try parseLogicalExpression()) }
        let primary = try parsePrimary()
        let end = position
        skipWhitespace()
        let continues = comparisonOperatorAhead() != nil || looksAt("&&") || looksAt("||")
        position = end
        if continues { return .logical(try parseOr(first: primary)) }
        switch primary.kind {
        case .literal(let value): return .literal(value)
        case .query(let query): return .query(query)
        case .function(let call): return .function(call)
        }
    }

    /// The well-typedness rules of §2.4.3 for one argument.
    private func check(_ argument: FunctionExpression.Argument, at offset: Int,
                       against parameter: FunctionExtension.DeclaredType,
                       of name: String) throws(JSONPathError) {
        switch (parameter, argument) {
        case (.value, .literal), (.logical, .logical), (.logical, .query), (.nodes, .query):
            return
        case (.value, .query(let query)):
            guard query.isSingular else {
                throw failure("\(name)() takes a single value here, but this query can select several nodes; only "
                              + "singular queries (names and indices, no '..', '*', slices or filters) can be "
                              + "passed", at: offset)
            }
        case (_, .function(let call)):
            let result = call.function.result
            let fits = result == parameter || (parameter == .logical && result == .nodes)
            guard fits else {
                throw failure("\(call.function.rawValue)() returns \(result), but \(name)() expects \(parameter) here",
                              at: offset)
            }
        case (.value, .logical):
            throw failure("\(name)() expects a value (ValueType) here, not a logical expression", at: offset)
        case (.nodes, _):
            throw failure("\(name)() expects a query (NodesType) here, such as @.items or $..name", at: offset)
        case (.logical, .literal):
            throw failure("\(name)() expects a logical expression (LogicalType) here, not a literal", at: offset)
        }
    }
}
