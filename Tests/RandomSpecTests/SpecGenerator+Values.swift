extension SpecGenerator {
    /// What a value is for: defaults and consts become Swift literals, examples are decoded at run time.
    enum ValuePurpose {
        case propertyDefault, paramDefault, constant, example
    }

    /// Strings that are hard to write as Swift literals.
    static let strings = ["", "hello", "a, b", "quote \" inside", "back\\slash", "ünï ✓", "{braces}", "line\nbreak", "#hash",
                          "\\(interpolation)", "*/", "tab\tstop", "\"\"\"", "$0"]
    static let doubles = ["0.5", "-2", "3.25", "0", "1.5e3", "-0.0", "1e-7", "12345678901234567890", ".inf", "-.inf", ".nan"]
    static let integers = ["0", "1", "-1", "42", "2147483647", "-2147483648", "9007199254740993", "9223372036854775807"]
    static let urls = ["\"https://example.com/a?b=c\"", "\"relative/path\"", "\"https://example.com/ünï\"", "\"mailto:a@b.c\""]
    static let uuids = ["\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"", "\"00000000-0000-0000-0000-000000000000\""]
    static let dictionaryKeys = ["a", "b c", "true", "1", "", "ünï"]

    /// A value of `type` as flow YAML, or nil when there is none for this purpose (a default can't be data, a
    /// dictionary or an object; an example that grows too big is dropped).
    mutating func value(of type: SpecType, purpose: ValuePurpose) -> String? {
        if purpose != .example, !isLiteral(type) { return nil }
        var budget = 150
        return value(type, purpose, depth: 0, budget: &budget)
    }

    private mutating func value(_ type: SpecType, _ purpose: ValuePurpose, depth: Int, budget: inout Int) -> String? {
        budget -= 1
        guard budget > 0 else { return nil }
        switch type {
        case .optional(let wrapped):
            if rng.chance(0.3) { return "null" }
            return value(wrapped, purpose, depth: depth + 1, budget: &budget)
        case .array(let element):
            var items: [String] = []
            for _ in 0..<(depth > 3 ? 0 : rng.int(0...2)) {
                guard let item = value(element, purpose, depth: depth + 1, budget: &budget) else { return nil }
                items.append(item)
            }
            return YAMLText.sequence(items)
        case .dictionary(let valueType):
            guard purpose == .example else { return nil }
            var pairs: [(key: String, value: String)] = []
            for key in Self.dictionaryKeys.prefix(depth > 3 ? 0 : rng.int(0...2)) {
                guard let item = value(valueType, purpose, depth: depth + 1, budget: &budget) else { return nil }
                pairs.append((key, item))
            }
            return YAMLText.mapping(pairs)
        case .named(let name):
            if SpecType.builtins.contains(name) { return builtinValue(name, purpose, depth: depth) }
            guard let model = plan.model(name) else { return nil }
            return value(of: model, purpose, depth: depth, budget: &budget)
        }
    }

    /// Types whose values can be written as Swift literals (defaults and consts): not data, dictionaries or objects.
    private func isLiteral(_ type: SpecType) -> Bool {
        switch type {
        case .optional(let wrapped), .array(let wrapped): return isLiteral(wrapped)
        case .dictionary: return false
        case .named(let name): return SpecType.builtins.contains(name) ? name != "Data" : plan.model(name)?.isEnum == true
        }
    }

    private mutating func value(of model: ModelPlan, _ purpose: ValuePurpose, depth: Int, budget: inout Int) -> String? {
        switch model.kind {
        case .enumeration(let cases):
            if cases.isEmpty || purpose == .example && rng.chance(0.15) { return YAMLText.quoted("not-listed") }
            return YAMLText.quoted(rng.pick(cases).rawValue)
        case .integerEnum(let cases):
            if cases.isEmpty || purpose == .example && rng.chance(0.15) { return "12345" }
            return String(rng.pick(cases).rawValue)
        case .union(let members):
            guard purpose == .example, !members.isEmpty, depth < 4 else { return nil }
            return value(rng.pick(members).type, purpose, depth: depth + 1, budget: &budget)
        case .object(let properties):
            // Two properties with one JSON key can't both be given a value.
            let keys = properties.map { $0.jsonKey(snakeCase: plan.snakeCase) }
            guard purpose == .example, Set(keys).count == keys.count else { return nil }
            var pairs: [(key: String, value: String)] = []
            for property in properties {
                guard let type = property.type else { continue }
                let required = !type.isOptional && property.defaultValue == nil
                guard required || rng.chance(0.5) else { continue }
                if property.nullable, rng.chance(0.3) {
                    pairs.append((property.jsonKey(snakeCase: plan.snakeCase), "null"))
                    continue
                }
                // A date in the property's own format.
                if let dates = property.dates, type.unwrapped == .named("Date") {
                    pairs.append((property.jsonKey(snakeCase: plan.snakeCase), DateStyle.sample(dates)))
                    continue
                }
                guard let item = value(type, purpose, depth: depth + 1, budget: &budget) else { return nil }
                pairs.append((property.jsonKey(snakeCase: plan.snakeCase), item))
            }
            return YAMLText.mapping(pairs)
        }
    }

    private mutating func builtinValue(_ name: String, _ purpose: ValuePurpose, depth: Int) -> String? {
        switch name {
        case "String": return YAMLText.quoted(rng.pick(Self.strings))
        case "Int", "Int64": return rng.pick(Self.integers)
        case "Int32": return rng.pick(Array(Self.integers.prefix(6)))
        case "Double", "Float": return rng.pick(Self.doubles + Self.integers.prefix(4))
        case "Bool": return rng.chance(0.5) ? "true" : "false"
        case "Date": return rng.pick(plan.dates.samples)
        case "URL": return rng.pick(Self.urls)
        case "UUID": return rng.pick(Self.uuids)
        case "Data": return purpose == .example ? YAMLText.quoted(rng.pick(["AAEC", "", "aGVsbG8="])) : nil
        case "JSON": return jsonValue(depth: depth)
        default: return nil
        }
    }

    /// Any JSON value.
    private mutating func jsonValue(depth: Int) -> String {
        switch depth > 2 ? rng.int(0...3) : rng.int(0...5) {
        case 0: return "null"
        case 1: return rng.chance(0.5) ? "true" : rng.pick(Array(Self.doubles.prefix(4) + Self.integers.prefix(4)))
        case 2, 3: return YAMLText.quoted(rng.pick(Self.strings))
        case 4: return YAMLText.sequence((0..<rng.int(0...2)).map { _ in jsonValue(depth: depth + 1) })
        default: return YAMLText.mapping(Self.dictionaryKeys.prefix(rng.int(0...2)).map { ($0, jsonValue(depth: depth + 1)) })
        }
    }
}
