import SpecModel

extension SpecGenerator {
    /// What a value is for: defaults and consts become Swift literals, examples are decoded at run time.
    enum ValuePurpose {
        case propertyDefault, paramDefault, constant, example
    }

    /// Strings that are hard to write as Swift literals.
    static let strings = ["", "hello", "a, b", "quote \" inside", "back\\slash", "ünï ✓", "{braces}", "line\nbreak",
                          "#hash", "\\(interpolation)", "*/", "tab\tstop", "\"\"\"", "$0", "true", "12"]
    static let doubles: [Literal] = [.number(0.5), .integer(-2), .number(3.25), .integer(0), .number(1.5e3),
                                     .number(-0.0), .number(1e-7),
                                     .number(1.2345678901234567e19), .number(.infinity), .number(-.infinity),
                                     .number(.nan)]
    static let integers = [0, 1, -1, 42, 2_147_483_647, -2_147_483_648, 9_007_199_254_740_993,
                           9_223_372_036_854_775_807]
    static let urls = ["https://example.com/a?b=c", "relative/path", "https://example.com/ünï", "mailto:a@b.c"]
    static let uuids = ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "00000000-0000-0000-0000-000000000000"]
    static let dictionaryKeys = ["a", "b c", "true", "1", "", "ünï"]

    /// A value of `type`, or nil when there is none for this purpose (a default can't be data, a dictionary or an
    /// object; an example that grows too big is dropped). Dates are written as `dates` reads them.
    mutating func value(of type: TypeRef, purpose: ValuePurpose, dates: DateStyle) -> Literal? {
        if purpose != .example, !isLiteral(type) { return nil }
        var budget = 150
        return value(type, purpose, dates: dates, depth: 0, budget: &budget)
    }

    private mutating func value(_ type: TypeRef, _ purpose: ValuePurpose, dates: DateStyle, depth: Int,
                                budget: inout Int) -> Literal? {
        budget -= 1
        guard budget > 0 else { return nil }
        switch type {
        case .optional(let wrapped):
            if rng.chance(0.3) { return .null }
            return value(wrapped, purpose, dates: dates, depth: depth + 1, budget: &budget)
        case .array(let element):
            var items: [Literal] = []
            for _ in 0..<(depth > 3 ? 0 : rng.int(0...2)) {
                guard let item = value(element, purpose, dates: dates, depth: depth + 1, budget: &budget) else {
                    return nil
                }
                items.append(item)
            }
            return .list(items)
        case .dictionary(let valueType):
            guard purpose == .example else { return nil }
            var pairs: [(key: String, value: Literal)] = []
            for key in Self.dictionaryKeys.prefix(depth > 3 ? 0 : rng.int(0...2)) {
                guard let item = value(valueType, purpose, dates: dates, depth: depth + 1, budget: &budget) else {
                    return nil
                }
                pairs.append((key, item))
            }
            return .map(pairs)
        case .expandable(let name, _):
            guard purpose == .example, let model = model(name) else { return nil }
            if rng.chance(0.5) { return .text("id_" + String(rng.int(1...99))) }
            return value(of: model, purpose, dates: dates, depth: depth, budget: &budget)
        case .named(let name, _):
            if TypeRef.builtins.contains(name) { return builtinValue(name, purpose, dates: dates, depth: depth) }
            guard let model = model(name) else { return nil }
            return value(of: model, purpose, dates: dates, depth: depth, budget: &budget)
        }
    }

    /// Types whose values can be written as Swift literals (defaults and consts): not data, dictionaries or objects.
    private func isLiteral(_ type: TypeRef) -> Bool {
        switch type {
        case .optional(let wrapped), .array(let wrapped): return isLiteral(wrapped)
        case .dictionary, .expandable: return false
        case .named(let name, _): return TypeRef.builtins.contains(name) ? name != "Data" : model(name)?.isEnum == true
        }
    }

    private mutating func value(of model: Model, _ purpose: ValuePurpose, dates: DateStyle, depth: Int,
                                budget: inout Int) -> Literal? {
        switch model.kind {
        case .enumeration(let cases) where cases.first?.isInteger == true:
            if purpose == .example && rng.chance(0.15) { return .integer(12345) }
            return .integer(Int(rng.pick(cases).rawValue.value) ?? 0)
        case .enumeration(let cases):
            if cases.isEmpty || purpose == .example && rng.chance(0.15) { return .text("not-listed") }
            return .text(rng.pick(cases).rawValue.value)
        case .union(let union):
            guard purpose == .example, !union.members.isEmpty, depth < 4 else { return nil }
            let member = rng.pick(union.members)
            guard var object = value(member.type, purpose, dates: dates, depth: depth + 1, budget: &budget) else {
                return nil
            }
            // A tagged member's value says which member it is (or, sometimes, a tag no member has).
            if let tag = union.tag?.value, case .map(var entries) = object.kind, let name = member.type.name {
                let listed = union.tags.filter { $0.model.value == name }.map(\.value.value)
                let text = listed.isEmpty || rng.chance(0.1) ? (rng.chance(0.9) ? name : "unlisted") : rng.pick(listed)
                let tagValue: Literal = Int(text).map { _ in Literal.integer(Int(text)!) } ?? .text(text)
                entries.removeAll { $0.key == tag }
                entries.insert(Literal.Entry(key: tag, keyMark: .start, value: tagValue), at: 0)
                object.kind = .map(entries)
            }
            return object
        case .object(let properties):
            // Two properties with one JSON key can't both be given a value.
            let snake = snakeCase(ofModel: model.name.value)
            let keys = properties.map { $0.jsonKey(snakeCase: snake) }
            guard purpose == .example, Set(keys).count == keys.count else { return nil }
            var pairs: [(key: String, value: Literal)] = []
            for (property, key) in zip(properties, keys) {
                let required = !property.type.isOptional && property.defaultValue == nil
                guard required || rng.chance(0.5) else { continue }
                if property.isNullable, rng.chance(0.3) {
                    pairs.append((key, .null))
                    continue
                }
                // A date in the property's own format.
                if let own = property.dates, property.type.unwrapped == .named("Date") {
                    pairs.append((key, DateStyle.sample(own.value)))
                    continue
                }
                guard let item = value(property.type, purpose, dates: dates, depth: depth + 1, budget: &budget) else {
                    return nil
                }
                pairs.append((key, item))
            }
            return .map(pairs)
        }
    }

    private mutating func builtinValue(_ name: String, _ purpose: ValuePurpose, dates: DateStyle, depth: Int)
        -> Literal? {
        switch name {
        case "String": return .text(rng.pick(Self.strings))
        case "Int", "Int64": return .integer(rng.pick(Self.integers))
        case "Int32": return .integer(rng.pick(Array(Self.integers.prefix(6))))
        case "Double", "Float": return rng.pick(Self.doubles + Self.integers.prefix(4).map { Literal.integer($0) })
        case "Bool": return .boolean(rng.chance(0.5))
        case "Date": return rng.pick(dates.samples)
        case "URL": return .text(rng.pick(Self.urls))
        case "UUID": return .text(rng.pick(Self.uuids))
        case "Data": return purpose == .example ? .text(rng.pick(["AAEC", "", "aGVsbG8="])) : nil
        case "JSON": return jsonValue(depth: depth)
        default: return nil
        }
    }

    /// Any JSON value.
    private mutating func jsonValue(depth: Int) -> Literal {
        switch depth > 2 ? rng.int(0...3) : rng.int(0...5) {
        case 0: return .null
        case 1: return rng.chance(0.5) ? .boolean(true)
            : rng.pick(Array(Self.doubles.prefix(4)) + Self.integers.prefix(4).map { Literal.integer($0) })
        case 2, 3: return .text(rng.pick(Self.strings))
        case 4: return .list((0..<rng.int(0...2)).map { _ in jsonValue(depth: depth + 1) })
        default: return .map(Self.dictionaryKeys.prefix(rng.int(0...2)).map { ($0, jsonValue(depth: depth + 1)) })
        }
    }
}
