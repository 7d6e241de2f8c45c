@testable import SpecModel
import XCTest

/// Schemas/spec.schema.json against the parser's own tables, both ways: every key the parser takes at a place is
/// the schema's there and no other, every place the schema lists keys is one of the parser's, and every choice of a
/// value (methods, paging styles, date codings, …) is the parser's list. So the schema an editor checks specs with
/// can't drift from what gen reads.
final class SpecSchemaTests: XCTestCase {
    private func schema() throws -> JSONSchemaFile { try JSONSchemaFile("spec.schema.json") }

    /// The parser's key tables, by the path of the schema's subschema that lists them.
    private var keyTables: [String: [String]] {
        var tables: [String: [String]] = [
            "": SpecParser.topLevelKeys,
            "definitions/model": SpecParser.modelKeys,
            "definitions/propertyForm": SpecParser.propertyKeys,
            "definitions/endpoint": SpecParser.endpointKeys,
            "definitions/bodyForm": SpecParser.bodyKeys,
            "definitions/streamForm": SpecParser.streamKeys,
            "definitions/authScheme/then": SpecParser.schemeKeys,
            "definitions/paging": ["style"],
        ]
        for kind in [ShapeFinding.Parameter.path, .query, .header] {
            tables["definitions/\(kind)ParameterForm"] = SpecParser.paramKeys + (SpecParser.paramKeysByKind[kind] ?? [])
        }
        for (index, style) in PagingStyle.allCases.enumerated() {
            tables["definitions/paging/allOf/\(index)/then"] = ["style"] + style.rules.map(\.setting.rawValue)
        }
        return tables
    }

    func testEveryPlaceTheSchemaListsKeysTakesTheParsersKeysAndNoOthers() throws {
        let schema = try schema()
        XCTAssertEqual(schema.keyedPlaces(), Set(keyTables.keys))
        for (path, keys) in keyTables {
            XCTAssertEqual(schema.keys(path), Set(keys), "the keys at '\(path)'")
            XCTAssertEqual(schema.at(path)["additionalProperties"] as? Bool, path == "definitions/paging" ? nil : false,
                           "'\(path)' takes no other key")
        }
    }

    func testEachPagingStyleHasItsBranchWithTheSettingsItNeeds() throws {
        let schema = try schema()
        XCTAssertEqual(schema.strings("definitions/paging/properties/style", "enum"),
                       PagingStyle.allCases.map(\.rawValue))
        for (index, style) in PagingStyle.allCases.enumerated() {
            let branch = "definitions/paging/allOf/\(index)"
            let condition = schema.at(branch + "/if/properties/style")["const"] as? String
            XCTAssertEqual(condition, style.rawValue)
            let required = style.rules.filter(\.required).map(\.setting.rawValue)
            XCTAssertEqual(Set(schema.strings(branch + "/then", "required")),
                           required.isEmpty ? [] : Set(["style"] + required), style.rawValue)
            let needs = schema.at(branch + "/then")["dependencies"] as? [String: [String]] ?? [:]
            let ruleNeeds = Dictionary(uniqueKeysWithValues: style.rules.filter { !$0.needs.isEmpty }
                .map { ($0.setting.rawValue, $0.needs.map(\.rawValue)) })
            XCTAssertEqual(needs, ruleNeeds, style.rawValue)
        }
    }

    func testEveryChoiceOfAValueIsTheParsersList() throws {
        let schema = try schema()
        XCTAssertEqual(schema.strings("properties/version", "enum"), SpecParser.versions)
        XCTAssertEqual(schema.strings("properties/keys", "enum"), KeyStyle.allCases.map(\.rawValue))
        XCTAssertEqual(schema.strings("definitions/dates/anyOf/0", "enum"), SpecParser.dateKeywords)
        XCTAssertEqual(schema.strings("definitions/endpoint/properties/method", "enum"),
                       HTTPMethodName.allCases.map(\.rawValue))
        XCTAssertEqual(schema.strings("definitions/queryParameterForm/properties/style", "enum"),
                       QueryStyle.allCases.map(\.rawValue))
        XCTAssertEqual(schema.strings("definitions/bodyForm/properties/encoding", "enum"),
                       BodyEncoding.allCases.map(\.rawValue))
        XCTAssertEqual(schema.at("definitions/stream/else")["const"] as? String, StreamKind.bytes.rawValue)
        let kinds = schema.at("definitions/streamForm")["oneOf"] as? [[String: [String]]] ?? []
        let framed = kinds.flatMap { $0["required"] ?? [] }
        XCTAssertEqual(framed, StreamKind.allCases.filter { $0 != .bytes }.map(\.rawValue))
        XCTAssertEqual(schema.strings("definitions/authScheme/else", "enum"), SpecParser.schemeWords)
        XCTAssertEqual(schema.strings("definitions/type", "examples"), BuiltinType.allCases.map(\.rawValue))
    }

    func testVersionsAreTakenAsTheNumbersYAMLReadsThemAsToo() throws {
        let values = try schema().at("properties/version")["enum"] as? [Any] ?? []
        let numbers = values.filter { !($0 is String) }.compactMap { ($0 as? NSNumber)?.stringValue }
        XCTAssertEqual(numbers, SpecParser.versions)
    }

    func testEveryKeyHasADescriptionForAnEditorToShow() throws {
        let schema = try schema()
        for path in schema.keyedPlaces() {
            let properties = schema.at(path)["properties"] as? [String: [String: Any]] ?? [:]
            for (key, property) in properties where property["const"] == nil {
                let text = schema.description(of: property) ?? ""
                XCTAssertFalse(text.isEmpty, "'\(key)' at '\(path)' has no description")
            }
        }
    }
}
