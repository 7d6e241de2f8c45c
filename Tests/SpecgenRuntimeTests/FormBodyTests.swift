import Foundation
@_spi(Generated) import SpecgenRuntime
import TestSupport
import XCTest

/// Form bodies sent to a loopback server, read back with Python's `urllib.parse.parse_qsl`.
final class FormBodyTests: LoopbackTestCase {
    private func checkout() -> CheckoutForm {
        CheckoutForm(
            successURL: URL(string: "https://shop.example/done?session=a%2Bb&x=1")!, mode: .subscription,
            metadata: .init(plan: "pro plan", seats: 3), expand: ["customer", "invoice"],
            lineItems: [.init(price: "p_1", quantity: 2), .init(price: "p&2", quantity: 1)], trial: true, amount: 12.5,
            customer: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!,
            expires: Date(timeIntervalSince1970: 1_505_511_788), coupon: nil, description: .null,
            note: .value("a+b = 100% ✓"))
    }

    func testAModelFlattensWithBracketsInItsOwnOrder() async throws {
        let received = try await send(.form(checkout()), dateCoding: .seconds)
        XCTAssertEqual(received.headers["content-type"], "application/x-www-form-urlencoded")
        XCTAssertEqual(try PythonFormParser.pairs(received.body), [
            ["success_url", "https://shop.example/done?session=a%2Bb&x=1"],
            ["mode", "subscription"],
            ["metadata[plan]", "pro plan"],
            ["metadata[seats]", "3"],
            ["expand[]", "customer"],
            ["expand[]", "invoice"],
            ["line_items[0][price]", "p_1"],
            ["line_items[0][quantity]", "2"],
            ["line_items[1][price]", "p&2"],
            ["line_items[1][quantity]", "1"],
            ["trial", "true"],
            ["amount", "12.5"],
            ["customer", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"],
            ["expires", "1505511788"],
            ["description", ""],
            ["note", "a+b = 100% ✓"],
        ])
    }

    func testTheWHATWGSerializerIsUsedByteForByte() async throws {
        let received = try await send(.form(["k y[]": "a b*-._~+&=%[]é"]))
        XCTAssertEqual(String(decoding: received.body, as: UTF8.self), "k+y%5B%5D=a+b*-._%7E%2B%26%3D%25%5B%5D%C3%A9")
        XCTAssertEqual(try PythonFormParser.pairs(received.body), [["k y[]", "a b*-._~+&=%[]é"]])
    }

    func testDictionariesAreSortedByKeyWhereverTheyAre() async throws {
        let received = try await send(.form(["zeta": ["b": 2, "a": 1], "alpha": ["y": 0, "x": 9]]))
        XCTAssertEqual(try PythonFormParser.pairs(received.body),
                       [["alpha[x]", "9"], ["alpha[y]", "0"], ["zeta[a]", "1"], ["zeta[b]", "2"]])
    }

    func testAnOpenObjectsOtherMembersFollowItsOwnSortedByKey() async throws {
        let keys = (0..<20).map { "k\(Character(UnicodeScalar(UInt8(ascii: "t") - UInt8($0))))" }
        let received = try await send(
            .form(OpenForm(name: "n", additionalProperties: Dictionary(uniqueKeysWithValues: keys.map { ($0, $0) }))))
        XCTAssertEqual(try PythonFormParser.pairs(received.body), [["name", "n"]] + keys.sorted().map { [$0, $0] })
    }

    func testListsOfListsAreIndexedAndEmptyOnesSendNothing() async throws {
        let received = try await send(.form(["matrix": [[1, 2], [3]], "none": [], "mixed": [[0], []]]))
        XCTAssertEqual(try PythonFormParser.pairs(received.body),
                       [["matrix[0][]", "1"], ["matrix[0][]", "2"], ["matrix[1][]", "3"], ["mixed[0][]", "0"]])
    }

    func testDatesFollowTheRequestsCodingOrTheNetworkers() async throws {
        let date = Date(timeIntervalSince1970: 86_400 + 0.5)
        let iso = try await send(.form(DayForm(day: date, at: date)), dateCoding: .iso8601)
        XCTAssertEqual(try PythonFormParser.pairs(iso.body), [["day", "1970-01-02"], ["at", "1970-01-02T00:00:00Z"]])
        let millis = try await send(.form(DayForm(day: date, at: date)), dateCoding: .milliseconds)
        XCTAssertEqual(try PythonFormParser.pairs(millis.body), [["day", "1970-01-02"], ["at", "86400500"]])
        let fallback = try await send(.form(DayForm(day: date, at: date)),
                                      coding: JSONCoding(dates: .format("dd.MM.yyyy")))
        XCTAssertEqual(try PythonFormParser.pairs(fallback.body), [["day", "1970-01-02"], ["at", "02.01.1970"]])
    }

    func testSingleValuesAreWrittenWithoutExponentsAndDataAsBase64() async throws {
        var form = ScalarsForm()
        form.explicitNull = .some(nil)
        let received = try await send(.form(form))
        let expected = [
            ["half", "0.5"], ["whole", "3"], ["tiny", "0.00001"], ["huge", "10000000000000000"],
            ["negative", "-1234.125"], ["float", "0.1"], ["decimal", "12.3"], ["int8", "-8"],
            ["uint64", "18446744073709551615"], ["no", "false"], ["bytes", "+/8A"], ["explicitNull", ""],
            ["list[]", "1"], ["list[]", ""],
        ]
        XCTAssertEqual(try PythonFormParser.pairs(received.body), expected)
        XCTAssertEqual(try RequestBody.formPairs(form, dateCoding: .iso8601).map { [$0, $1] }, expected,
                       "the pairs before encoding")
    }

    func testANextPageSendsTheBaseRequestsFormInItsDateCoding() async throws {
        let base = BodyRequest(body: .form(["since": Date(timeIntervalSince1970: 90)]), dateCoding: .seconds)
        let next = URL(string: server.baseURL.absoluteString + "/upload?page=2")!
        let received = try await received(NextPageRequest(base, url: next))
        XCTAssertEqual(received.requestLine, "POST /upload?page=2 HTTP/1.1")
        XCTAssertEqual(try PythonFormParser.pairs(received.body), [["since", "90"]])
    }

    func testTheRequestsContentTypeWins() async throws {
        let received = try await send(.form(["a": "b"]),
                                      headers: ["Content-Type": "application/x-www-form-urlencoded; charset=utf-8"])
        XCTAssertEqual(received.headers["content-type"], "application/x-www-form-urlencoded; charset=utf-8")
        XCTAssertEqual(try PythonFormParser.pairs(received.body), [["a", "b"]])
    }

    func testWhatAFormCannotSendFailsBeforeAnythingIsSent() async throws {
        let cases: [(RequestBody, String)] = [
            (.form(["a", "b"]),
             "a form or multipart body must be an object (a model or a [String: T] dictionary), not Array<String>"),
            (.form("text"),
             "a form or multipart body must be an object (a model or a [String: T] dictionary), not String"),
            (.form(["file": FilePart(Data([1]), fileName: "a.bin")]),
             "file: a FilePart can only be sent in a multipart body"),
            (.form(["items": [Field(value: Double.infinity)]]),
             "items[0].value: inf can't be written in a form or multipart body"),
        ]
        for (body, message) in cases {
            do {
                _ = try await send(body)
                XCTFail("expected an encoding error for \(message)")
            } catch let error as NetworkingError {
                XCTAssertEqual(error.reason, .encoding(description: message))
                XCTAssertEqual(error.method, "POST")
            }
        }
        let received = await server.requests
        XCTAssertTrue(received.isEmpty)
    }
}
