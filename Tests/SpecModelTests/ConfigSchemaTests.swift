@testable import Generator
import Translate
import XCTest

/// Schemas/specgen-config.schema.json against the config file's reader: the same keys, the same choices.
final class ConfigSchemaTests: XCTestCase {
    func testTheSchemaTakesTheConfigFilesKeysAndChoices() throws {
        let schema = try JSONSchemaFile("specgen-config.schema.json")
        XCTAssertEqual(schema.keyedPlaces(), [""])
        XCTAssertEqual(schema.keys(""), Set(GenConfig.keys))
        XCTAssertEqual(schema.root["additionalProperties"] as? Bool, false)
        XCTAssertEqual(schema.strings("properties/access", "enum"), AccessLevel.allCases.map(\.rawValue))
        XCTAssertEqual(schema.strings("properties/layout", "enum"), FileLayout.allCases.map(\.rawValue))
        XCTAssertEqual(schema.strings("properties/properties", "enum"), StoredProperties.allCases.map(\.rawValue))
        XCTAssertEqual(Set(schema.strings("definitions/conformance", "enum")),
                       Set(Conformances.Extra.allCases.map(\.rawValue)))
        for key in GenConfig.keys {
            let property = schema.at("properties/\(key)")
            XCTAssertFalse((schema.description(of: property) ?? "").isEmpty, "'\(key)' has no description")
        }
    }
}
