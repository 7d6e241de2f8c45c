import Foundation
import GoldenAccessPackage
import GoldenFields
import GoldenImportedGitHub
import GoldenNamingTorture
import SpecgenRuntime
import XCTest

/// Generated models' `==` is written out (`isFieldwiseEqual(to:)`): it must tell apart two values that differ in any
/// one member, as Swift's synthesized `Equatable` does. Each case decodes a JSON object, then the same object with one
/// member changed at a time (every member whose value can be changed in place, nested objects included), and compares.
final class FieldwiseEqualityTests: XCTestCase {
    /// Decodes `object` as `Model`, then the object with each member changed in turn, and compares each value with the
    /// first: `==` must say they differ exactly when their stored properties do, as `dump` writes them out (a member
    /// the model doesn't declare changes nothing). The object decoded again must be equal. Returns how many changes
    /// made a different value.
    private func assertEveryMemberCompared<Model: Decodable & Equatable>(_ type: Model.Type, _ object: [String: Any],
                                                                         decoder: JSONDecoder = JSONDecoder(),
                                                                         file: StaticString = #filePath,
                                                                         line: UInt = #line) throws -> Int {
        func decode(_ object: Any) throws -> Model {
            try decoder.decode(Model.self, from: JSONSerialization.data(withJSONObject: object))
        }
        func dumped(_ value: Model) -> String {
            var text = ""
            dump(value, to: &text)
            return text
        }
        let original = try decode(object)
        XCTAssertEqual(try decode(object), original, "the same object decodes to an equal value", file: file,
                       line: line)
        var different = 0
        for key in object.keys.sorted() {
            guard let value = object[key], let other = Self.changed(value) else { continue }
            var copy = object
            copy[key] = other
            let decoded = try decode(copy)
            let differs = dumped(decoded) != dumped(original)
            XCTAssertEqual(decoded != original, differs, "\(Model.self) with `\(key)` changed", file: file, line: line)
            if differs { different += 1 }
        }
        return different
    }

    /// The value with one scalar changed, keeping its JSON type (and a date a date): a number plus one, a string with a
    /// letter added, a boolean negated; in an object or an array, its first member that can change. nil for `null` and
    /// for what holds nothing to change.
    static func changed(_ value: Any) -> Any? {
        switch value {
        case let number as NSNumber where String(cString: number.objCType) == "c":
            return !number.boolValue
        case let number as NSNumber:
            return number.doubleValue + 1
        case let string as String:
            let dates = ISO8601DateFormatter()
            if let date = dates.date(from: string) { return dates.string(from: date.addingTimeInterval(1)) }
            return string + "x"
        case let object as [String: Any]:
            for key in object.keys.sorted() {
                if let member = object[key], let other = changed(member) {
                    var copy = object
                    copy[key] = other
                    return copy
                }
            }
            return nil
        case let array as [Any]:
            for (index, element) in array.enumerated() {
                if let other = changed(element) {
                    var copy = array
                    copy[index] = other
                    return copy
                }
            }
            return nil
        default:
            return nil
        }
    }

    func testEveryMemberOfARealGitHubIssueIsCompared() throws {
        let url =
            GoldenScenario.root.appendingPathComponent("Tests/GoldenTests/Recordings/GitHub/paginate-issues-0.json")
        let recording = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let issues = try XCTUnwrap(recording["body"] as? [[String: Any]])
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        for issue in issues.prefix(3) {
            XCTAssertGreaterThan(try assertEveryMemberCompared(IssueSimple.self, issue, decoder: decoder), 10)
        }
    }

    func testEveryKeywordNamedMemberIsCompared() throws {
        let names = Mirror(reflecting: Keywords(associatedtype: 0, borrowing: 0, class: 0, consuming: 0, deinit: 0,
            enum: 0, extension: 0, fileprivate: 0, func: 0, import: 0, init: 0, `inout`: 0, internal: 0, let: 0,
            nonisolated: 0, open: 0, operator: 0, private: 0, precedencegroup: 0, protocol: 0, public: 0, rethrows: 0,
            static: 0, struct: 0, subscript: 0, typealias: 0, var: 0, break: 0, case: 0, catch: 0, continue: 0,
            default: 0, defer: 0, do: 0, else: 0, fallthrough: 0, for: 0, guard: 0, if: 0, in: 0, repeat: 0, return: 0,
            throw: 0, switch: 0, where: 0, while: 0, as: 0, await: 0, false: 0, is: 0, nil: 0, self: 0, super: 0,
            throws: 0, true: 0, try: 0, Any: 0, Self: 0, Type: 0, Protocol: 0)).children.compactMap(\.label)
        var object: [String: Any] = [:]
        for (index, name) in names.enumerated() { object[name] = index }
        XCTAssertEqual(try assertEveryMemberCompared(Keywords.self, object), names.count)
    }

    func testABoxedMemberIsComparedByTheValueItHolds() throws {
        let comment: [String: Any] = [
            "text": "first", "replies": [["text": "reply", "replies": []]],
            "parent": ["text": "parent", "replies": []],
            "thread": ["title": "t", "first": ["text": "opening", "replies": []]],
        ]
        XCTAssertEqual(try assertEveryMemberCompared(Comment.self, comment), comment.count)
    }

    func testAnOpenObjectComparesWhatItDoesNotDeclare() throws {
        let labels: [String: Any] = ["primary": "home", "lastUsed": 1_714_557_600_000, "work": "desk", "spare": "shelf"]
        XCTAssertEqual(try assertEveryMemberCompared(Labels.self, labels), labels.count)
        let decoded = try JSONDecoder().decode(Labels.self, from: Data(#"{"primary": "home", "work": "desk"}"#.utf8))
        XCTAssertNotEqual(decoded, Labels(primary: "home"), "an extra member alone makes the difference")
        XCTAssertEqual(decoded, Labels(primary: "home", additionalProperties: ["work": "desk"]))
    }

    func testAHashableModelHashesAndComparesAlike() throws {
        let items = try JSONDecoder().decode(
            [Item].self,
            from: Data(#"[{"id": 1, "kind": "book"}, {"id": 1, "kind": "book"}, {"id": 2, "kind": "book"}]"#.utf8))
        XCTAssertEqual(Set(items).count, 2, "equal values are one member of a set")
        XCTAssertEqual(try assertEveryMemberCompared(Item.self, ["id": 1, "kind": "book"]), 2,
                       "a kind no case names is `unknown`")
    }
}
