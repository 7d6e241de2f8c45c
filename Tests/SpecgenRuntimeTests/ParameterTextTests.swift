import Foundation
@_spi(Generated) import SpecgenRuntime
import XCTest

/// An enum whose description differs from its raw value: the raw value must win everywhere.
private enum Flavour: String, CustomStringConvertible {
    case plain = "p-l-a-i-n"
    var description: String { "Plain flavour" }
}

/// Path segments, query items and header fields turn a value into text by one rule.
final class ParameterTextTests: XCTestCase {
    func testTheThreeBuildersWriteEveryKindOfValueAlike() {
        let date = Date(timeIntervalSince1970: 1_505_511_788)
        var query = QueryItems()
        var headers = HeaderFields()
        query.add("flavour", Flavour.plain)
        headers.add("flavour", Flavour.plain)
        query.add("count", Int32(-7))
        headers.add("count", Int32(-7))
        query.add("flag", false)
        headers.add("flag", false)
        query.add("since", date, coding: .iso8601)
        headers.add("since", date, coding: .iso8601)
        query.add("none", nil as Flavour?)
        headers.add("none", nil as Flavour?)

        let fromQuery = Dictionary(uniqueKeysWithValues: query.items.map { ($0.name, $0.value ?? "") })
        XCTAssertEqual(fromQuery, headers.fields)
        XCTAssertEqual(headers.fields,
                       ["flavour": "p-l-a-i-n", "count": "-7", "flag": "false", "since": "2017-09-15T21:43:08Z"])
        XCTAssertEqual(PathSegment.encode(Flavour.plain), "p-l-a-i-n")
        XCTAssertEqual(PathSegment.encode(Int32(-7)), "-7")
        XCTAssertEqual(PathSegment.encode(false), "false")
    }

    func testAnyParameterBuilderGetsTheOverloads() {
        struct Collected: ParameterBuilder {
            var pairs: [String] = []
            mutating func add(_ name: String, _ value: String?) {
                if let value { pairs.append("\(name)=\(value)") }
            }
        }
        var collected = Collected()
        collected.add("flavour", Flavour.plain)
        collected.add("page", 3 as Int?)
        collected.add("missing", nil as Int?)
        collected.add("at", Date(timeIntervalSince1970: 0), coding: .milliseconds)
        XCTAssertEqual(collected.pairs, ["flavour=p-l-a-i-n", "page=3", "at=0"])
    }
}
