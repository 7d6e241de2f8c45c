import Foundation
import YAML

/// Checks a written value (a default, a const, or an example response) against a checked type, collecting
/// located problems — wrong scalar types, wrong shapes, missing required keys, enum values not in the enum —
/// and, when there are none, the value typed by the type.
struct ValueChecker {
    /// A problem, and where in the value it is.
    struct Problem: Hashable {
        var problem: ValueProblem
        var mark: Mark
        /// The declared type it contradicts: the property's (or the whole value's), and the steps below it.
        var holder: ValueHolder = ValueHolder()
        /// The model whose own rule it breaks (a required key, an enum's values, a union's members).
        var model: ModelID?
        /// The kind of the value it is about.
        var found: ValueProblem.Kind = .null
        /// For a value no member of a union fits: the problems of the member of its kind it fits best (fewest).
        var nearest: [Problem] = []

        /// An enum value the enum doesn't list: decoding keeps it.
        var isEnumValue: Bool {
            if case .notEnumValue = problem { true } else { false }
        }
    }

    /// The kind of JSON value a written one is, as members of unions are told apart.
    static func kind(of value: Literal) -> JSONKind {
        switch value.kind {
        case .string: .string
        case .int, .double: .number
        case .bool: .bool
        case .list: .array
        case .map: .object
        case .null: .any
        }
    }

    let models: [CheckedModel]
    /// Unknown enum values are problems (defaults), or fine (examples: decoding keeps them).
    let strictEnums: Bool
    /// How dates are written.
    let dates: DateStrategy
    /// The value is decoded from JSON as generated code decodes it (examples, recorded bodies): objects are checked key
    /// by key, a number without a fraction fits an integer (`25.0`), and `""` is an optional URL's nil. Defaults, which
    /// become Swift literals, take none of it.
    var decodes = false
    private(set) var problems: [Problem] = []
    private var depth = 0
    /// The property whose value is being checked, and the steps taken below it.
    private var holder = ValueHolder()

    init(models: [CheckedModel], strictEnums: Bool, dates: DateStrategy) {
        self.models = models
        self.strictEnums = strictEnums
        self.dates = dates
    }

    /// Types whose values can be written as Swift literals: scalars, enums, JSON, and optionals and lists of them.
    static func isLiteralType(_ type: SpecType) -> Bool {
        switch type {
        case .optional(let wrapped), .array(let wrapped): return isLiteralType(wrapped)
        case .dictionary, .object, .union, .expandable: return false
        case .enumeration: return true
        case .builtin(let builtin): return builtin != .data && builtin != .file
        }
    }

    /// The value typed by `type`; nil when there are problems (in `problems`) or the value can't be typed
    /// (an example's objects and dictionaries are checked, not typed).
    @discardableResult
    mutating func check(_ value: Literal, against type: SpecType) -> Value? {
        depth += 1
        defer { depth -= 1 }
        guard depth < 100 else { return nil }
        switch type {
        case .optional(let wrapped):
            if value.isNull { return .null }
            if decodes, wrapped == .builtin(.url), case .string("") = value.kind { return .null }
            return check(value, against: wrapped)
        case .array(let element):
            guard case .list(let items) = value.kind else { return expected(.list, for: type, value) }
            holder.steps.append(.element)
            defer { holder.steps.removeLast() }
            let typed = items.map { check($0, against: element) }
            return typed.contains(nil) ? nil : .list(typed.compactMap { $0 })
        case .dictionary(let valueType):
            guard case .map(let entries) = value.kind else { return expected(.mapping, for: type, value) }
            holder.steps.append(.value)
            defer { holder.steps.removeLast() }
            for entry in entries { check(entry.value, against: valueType) }
            return nil
        case .builtin(let builtin):
            return checkBuiltin(value, builtin)
        case .enumeration(let id):
            return checkEnum(value, id)
        case .object(let id):
            checkObject(value, id)
            return nil
        case .union(let id):
            checkUnion(value, id)
            return nil
        case .expandable(let id):
            // The ID as a string, or the whole object.
            if case .string = value.kind { return nil }
            checkObject(value, id)
            return nil
        }
    }

    /// A checker with these settings and depth and no problems yet, to try a value on its own (with `dates` for a
    /// property that writes dates its own way).
    private func sibling(dates: DateStrategy) -> ValueChecker {
        var checker = ValueChecker(models: models, strictEnums: strictEnums, dates: dates)
        checker.decodes = decodes
        checker.depth = depth
        checker.holder = holder
        return checker
    }

    private mutating func expected(_ what: ValueProblem.Expectation, for type: SpecType, _ value: Literal) -> Value? {
        problems.append(Problem(problem: .expected(what, type: type.spelled(models), found: found(value)),
                                mark: value.mark, holder: holder, found: found(value).kind))
        return nil
    }

    /// What a value is, as a problem tells it.
    private func found(_ value: Literal) -> ValueProblem.Found {
        let kind: ValueProblem.Kind = switch value.kind {
        case .null: .null
        case .bool: .boolean
        case .int: .integer
        case .double: .number
        case .string: .string
        case .list: .list
        case .map: .mapping
        }
        return ValueProblem.Found(kind, written: value.written)
    }

    /// A value of a built-in type, read as its literal form says (``BuiltinType/LiteralForm``).
    private mutating func checkBuiltin(_ value: Literal, _ builtin: BuiltinType) -> Value? {
        let type = SpecType.builtin(builtin)
        let literal = builtin.traits.literal
        if case .json = literal { return .json(value) }
        guard value.written != nil else { return expected(.value, for: type, value) }
        switch literal {
        case .text(let quoted):
            if case .string(let text) = value.kind { return .string(text) }
            return expected(quoted ? .quotedString : .string, for: type, value)
        case .date:
            if let seconds = DateValue.secondsSince1970(value, strategy: dates) {
                return .date(secondsSince1970: seconds)
            }
            return expected(.date(dates), for: type, value)
        case .integer(let bits):
            if case .int(let number) = value.kind, bits.map({ Self.fits(number, bits: $0) }) ?? true {
                return .int(number)
            }
            if decodes, case .double(let number) = value.kind, number.rounded() == number, abs(number) < 0x1p53,
               bits.map({ Self.fits(Int(number), bits: $0) }) ?? true {
                return .int(Int(number))
            }
            return expected(bits == nil ? .integer : .fitting(.integer, in: builtin.traits.swiftName), for: type, value)
        case .number:
            switch value.kind {
            case .int(let number): return .double(Double(number))
            case .double(let number): return .double(number)
            default: return expected(.number, for: type, value)
            }
        case .bool:
            if case .bool(let flag) = value.kind { return .bool(flag) }
            return expected(.bool, for: type, value)
        case .parsed(_, _, let read):
            if let text = read(value) { return .parsed(text, builtin) }
            return expected(.valueOf(builtin.traits.swiftName), for: type, value)
        case .json:
            return .json(value)
        case .none:
            return expected(.noWrittenValue, for: type, value)
        }
    }

    /// Whether `number` fits in a signed integer of `bits` bits.
    private static func fits(_ number: Int, bits: Int) -> Bool {
        bits >= Int.bitWidth || (-(1 << (bits - 1))..<(1 << (bits - 1))).contains(number)
    }

    private mutating func checkEnum(_ value: Literal, _ id: ModelID) -> Value? {
        let model = models[id.index]
        let name = model.name.value
        let cases = model.cases
        let text: String
        switch value.kind {
        case .string(let string) where value.written != nil && cases.first?.isInteger != true: text = string
        case .int(let number) where cases.first?.isInteger == true: text = String(number)
        default: return expected(cases.first?.isInteger == true ? .integer : .string, for: .enumeration(id), value)
        }
        if let index = cases.firstIndex(where: { $0.rawValue.value == text }) { return .enumCase(id, index: index) }
        guard strictEnums else { return nil }
        let hint: ValueProblem.EnumHint?
        if let named = cases.first(where: { $0.swiftName?.value == text }) {
            hint = .caseName(rawValue: named.rawValue.value)
        } else {
            hint = didYouMean(text, among: cases.map(\.rawValue.value)).map { .didYouMean($0) }
        }
        problems.append(Problem(problem: .notEnumValue(text, enumeration: name, hint: hint), mark: value.mark,
                                holder: holder, model: id, found: found(value).kind))
        return nil
    }

    private mutating func checkObject(_ value: Literal, _ id: ModelID) {
        let model = models[id.index]
        let name = model.name.value
        guard case .map(let entries) = value.kind else {
            _ = expected(.mapping, for: .object(id), value)
            return
        }
        guard decodes else { return }
        var values: [String: Literal] = [:]
        for entry in entries where values[entry.key] == nil { values[entry.key] = entry.value }
        let outer = holder
        defer { holder = outer }
        for property in model.properties {
            let key = property.jsonKey.value
            if let found = values[key] {
                if property.isNullable, found.isNull { continue }
                holder = ValueHolder(property: property.name.mark)
                if let dates = property.dates {
                    var own = sibling(dates: dates)
                    own.check(found, against: property.type)
                    problems += own.problems
                } else {
                    check(found, against: property.type)
                }
            } else if !property.type.isOptional, !property.isNullable, property.defaultValue == nil {
                // A nullable property decodes a missing key as nil, as it decodes `null`.
                problems.append(Problem(problem: .missingKey(key, property: property.name.value, model: name),
                                        mark: value.mark, holder: outer, model: id, found: .mapping))
            }
        }
    }

    /// A tagged union's value is checked as the member its tag means (an unknown tag is fine: decoding keeps
    /// it); an untagged union's value must fit some member.
    private mutating func checkUnion(_ value: Literal, _ id: ModelID) {
        guard case .union(let union) = models[id.index].kind else { return }
        if let tag = union.tag {
            guard case .map(let entries) = value.kind else {
                _ = expected(.mapping, for: .union(id), value)
                return
            }
            guard let written = entries.first(where: { $0.key == tag.value }),
                  case .string(let text) = written.value.kind,
                  let member = union.members.first(where: { $0.tagValues.contains { $0.value == text } })
            else { return }
            check(value, against: member.type)
            return
        }
        var failures: [ValueProblem.MemberFailure] = []
        var nearest: [Problem]?
        for member in union.members.sorted(by: { $0.jsonKind < $1.jsonKind }) {
            var attempt = sibling(dates: dates)
            attempt.check(value, against: member.type)
            // A member whose only problems are enum values the enums don't list decodes (as `.unknown`).
            guard let problem = attempt.problems.first(where: { !$0.isEnumValue }) else {
                problems += attempt.problems
                return
            }
            failures.append(ValueProblem.MemberFailure(member: member.type.spelled(models), problem: problem.problem))
            if Self.kind(of: value) == member.jsonKind, attempt.problems.count < nearest?.count ?? .max {
                nearest = attempt.problems
            }
        }
        problems.append(Problem(problem: .noUnionMember(union: models[id.index].name.value, failures: failures),
                                mark: value.mark, holder: holder, model: id, found: found(value).kind,
                                nearest: nearest ?? []))
    }
}
