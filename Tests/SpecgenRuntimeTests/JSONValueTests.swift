import Foundation
import SpecgenRuntime
import TestSupport
import XCTest

final class JSONValueTests: XCTestCase {
    func testDecodesEveryKindOfValue() throws {
        let json = #"{"n": null, "t": true, "i": 42, "d": 1.5, "big": 12345678901, "s": "owl", "a": [1, "x", false], "#
                   + #""o": {"k": []}}"#
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
        XCTAssertEqual(value, [
            "n": nil, "t": true, "i": 42, "d": 1.5, "big": .int(12_345_678_901), "s": "owl",
            "a": [1, "x", false], "o": ["k": []],
        ])
        XCTAssertEqual(value["a"]?[1], .string("x"))
        XCTAssertNil(value["a"]?[3])
        XCTAssertNil(value["missing"])
        XCTAssertNil(value["s"]?["k"])
    }

    func testNumbersSplitIntoIntAndDouble() throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data("[42, -7, 1.5, 1e300]".utf8))
        XCTAssertEqual(value, [.int(42), .int(-7), .double(1.5), .double(1e300)])
        XCTAssertNotEqual(JSONValue.int(1), JSONValue.double(1))
    }

    func testEncodesBackToTheSameJSON() throws {
        let value: JSONValue = ["list": [1, 2.5, "three", true, nil], "nested": ["empty": [:]]]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(value)
        XCTAssertEqual(String(decoding: data, as: UTF8.self),
                       #"{"list":[1,2.5,"three",true,null],"nested":{"empty":{}}}"#)
        XCTAssertEqual(try JSONDecoder().decode(JSONValue.self, from: data), value)
    }

    func testHashableAndDistinguishesKinds() {
        let set: Set<JSONValue> = [1, "1", true, 1.5, nil, [1], ["1": 1], 1]
        XCTAssertEqual(set.count, 7)
        XCTAssertNotEqual(JSONValue.bool(true), JSONValue.int(1))
    }

    func testAsAPropertyOfAModel() throws {
        struct Event: Codable, Equatable { var payload: JSONValue }
        let event = try JSONDecoder().decode(Event.self, from: Data(#"{"payload": {"x": [1, {"y": null}]}}"#.utf8))
        XCTAssertEqual(event.payload["x"]?[1]?["y"], .null)
    }
}
