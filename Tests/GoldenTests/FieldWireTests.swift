import Foundation
import GoldenFields
import GoldenFieldsMocks
import SpecgenRuntime
import TestSupport
import XCTest

/// The Fields scenario's generated code against a real HTTP server on 127.0.0.1: ID-or-object fields, the three
/// states of a nullable optional and the always-sent nullable on the wire, per-property date formats, and open
/// objects that keep what they don't declare.
final class FieldWireTests: WireTestCase {
    /// The body the server received, parsed by Foundation's own JSON parser.
    private func receivedObject() async throws -> [String: Any] {
        let last = await server.requests.last
        let body = try XCTUnwrap(last?.body)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    }

    func testExpandableFieldsDecodeAnIDOrTheObject() async throws {
        let answers = [
            #"{"id": "ch_1", "customer": "cus_1", "amount": 5, "day": "2024-05-01", "createdAt": "#
                + #""2024-05-01T10:00:00Z"}"#,
            #"{"id": "ch_2", "customer": {"id": "cus_2", "email": "a@b.c"}, "refundedBy": "cus_9", "amount": 5, "#
                + #""day": "2024-05-02", "createdAt": "2024-05-01T10:00:00.250Z", "settledAt": 1714557600}"#,
        ]
        server = try await .start { request in .json(request.target.hasSuffix("ch_1") ? answers[0] : answers[1]) }
        let first = try await networker().send(GetChargeRequest(id: "ch_1"))
        XCTAssertEqual(first.customer, .id("cus_1"))
        XCTAssertEqual(first.customer.id, "cus_1")
        XCTAssertNil(first.refundedBy)
        let second = try await networker().send(GetChargeRequest(id: "ch_2"))
        XCTAssertEqual(second.customer, .object(Customer(id: "cus_2", email: "a@b.c")))
        XCTAssertEqual(second.customer.id, "cus_2", "the id accessor works for the object too")
        XCTAssertEqual(second.refundedBy?.id, "cus_9")
        XCTAssertEqual(second.day, Date(timeIntervalSince1970: 1_714_608_000),
                       "yyyy-MM-dd beside the service's ISO 8601")
        XCTAssertEqual(second.settledAt, Date(timeIntervalSince1970: 1_714_557_600), "seconds")
    }

    func testDaysAloneInListsDictionariesAndParameters() async throws {
        server = try await .start { request in
            StubResponse(headers: ["Content-Type": "application/json"], body: request.body)
        }
        let day = Date(timeIntervalSince1970: 1_714_521_600)  // 2024-05-01
        let christmas = Date(timeIntervalSince1970: 1_735_084_800)
        let schedule = Schedule(days: [day, day + 86_400], holidays: ["xmas": christmas], stamps: [day + 36_000])
        let echoed = try await networker().send(PutScheduleRequest(day: day, schedule: schedule, since: day + 86_400,
                                                                   around: [day, day + 2 * 86_400]))
        XCTAssertEqual(echoed, schedule, "decoded as it was encoded")
        let received = await server.requests.last
        XCTAssertEqual(received?.target, "/schedules/2024-05-01?since=2024-05-02&around=2024-05-01&around=2024-05-03")
        let body = try await receivedObject()
        XCTAssertEqual(body["days"] as? [String], ["2024-05-01", "2024-05-02"])
        XCTAssertEqual(body["holidays"] as? [String: String], ["xmas": "2024-12-25"])
        XCTAssertEqual(body["stamps"] as? [String], ["2024-05-01T10:00:00Z"], "date-times as the service writes them")
    }

    func testAnEmptyURLIsNilWhenOptionalAndAClearErrorWhenRequired() async throws {
        server = try await .start { request in
            .json(request.target.hasSuffix("/1")
                  ? #"{"href": "https://a.example/x", "icon": "", "alternate": "", "previous": ""}"#
                  : #"{"href": "", "icon": "https://a.example/i.png", "alternate": null}"#)
        }
        let link = try await networker().send(GetLinkRequest(id: "1"))
        XCTAssertEqual(link, Link(href: URL(string: "https://a.example/x")!, icon: nil, alternate: nil,
                                  previous: .null))
        do {
            _ = try await networker().send(GetLinkRequest(id: "2"))
            XCTFail("an empty required URL")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.localizedDescription.contains("Link.href: Expected a URL, found an empty string."),
                           true, error.localizedDescription)
        }
    }

    func testDateTimesAsServersSendThemAndOneReadStrictly() async throws {
        server = try await .start { request in
            .json(request.target.hasSuffix("/1") ? #"{"at": "2021-06-14 14:45:46", "strictAt": "2021-06-14T14:45:46Z"}"#
                  : #"{"at": "2021-06-14T14:45:46.123456", "strictAt": "2021-06-14 14:45:46"}"#)
        }
        let stamp = try await networker().send(GetStampRequest(id: "1"))
        XCTAssertEqual(stamp.at, Date(timeIntervalSince1970: 1_623_681_946), "a space for the T, no offset: UTC")
        XCTAssertEqual(stamp.strictAt, stamp.at)
        do {
            _ = try await networker().send(GetStampRequest(id: "2"))
            XCTFail("dates: rfc3339 refuses a space for the T")
        } catch let error as NetworkingError {
            let text = error.localizedDescription
            XCTAssertTrue(text.contains("Stamp.strictAt: Expected an RFC 3339 date-time, got '2021-06-14 14:45:46'."),
                          text)
        }
    }

    func testAnOpenObjectKeepsWhatItDoesNotDeclare() async throws {
        server = try await .start { _ in
            .json(#"{"id": "ch_1", "customer": "cus_1", "amount": 5, "day": "2024-05-01", "createdAt": "#
                  + #""2024-05-01T10:00:00Z", "livemode": false, "metadata": {"order": [1, null]}}"#)
        }
        let charge = try await networker().send(GetChargeRequest(id: "ch_1"))
        XCTAssertEqual(charge.additionalProperties, ["livemode": false, "metadata": ["order": [1, nil]]])
        XCTAssertEqual(charge.amount, 5)
    }

    func testTheThreeStatesOfANullableOptionalOnTheWire() async throws {
        server = try await .start { request in
            StubResponse(headers: ["Content-Type": "application/json"], body: request.body)
        }
        var update = ProfileUpdate(bio: "Owls.")
        XCTAssertEqual(update.nickname, .absent)
        var echoed = try await networker().send(UpdateProfileRequest(profileUpdate: update))
        var sent = try await receivedObject()
        XCTAssertFalse(sent.keys.contains("nickname"), "absent: left out")
        XCTAssertEqual(sent["bio"] as? String, "Owls.")
        XCTAssertFalse(sent.keys.contains("age"), "a plain optional is left out when nil")
        XCTAssertEqual(echoed, update)

        update.nickname = .null
        update.bio = nil
        echoed = try await networker().send(UpdateProfileRequest(profileUpdate: update))
        sent = try await receivedObject()
        XCTAssertTrue(sent["nickname"] is NSNull, "null: sent as null")
        XCTAssertTrue(sent["bio"] is NSNull, "a required nullable property sends null when it has no value")
        XCTAssertEqual(echoed.nickname, .null, "decoding tells null from absent")
        XCTAssertNil(echoed.bio)

        update.nickname = .value("Tawny")
        update.birthday = Date(timeIntervalSince1970: 1_714_608_000)
        echoed = try await networker().send(UpdateProfileRequest(profileUpdate: update))
        sent = try await receivedObject()
        XCTAssertEqual(sent["nickname"] as? String, "Tawny")
        XCTAssertEqual(sent["birthday"] as? String, "2024-05-02", "the property's own date format")
        XCTAssertEqual(echoed, update)
    }

    /// A nullable date in a format of its own: left out, null or the date in that format, both ways.
    func testNullableDatesOfTheirOwnFormat() async throws {
        server = try await .start { request in
            StubResponse(headers: ["Content-Type": "application/json"], body: request.body)
        }
        var update = ProfileUpdate(bio: "Owls.", joined: Date(timeIntervalSince1970: 1_700_000_000))
        var echoed = try await networker().send(UpdateProfileRequest(profileUpdate: update))
        var sent = try await receivedObject()
        XCTAssertFalse(sent.keys.contains("anniversary"), "absent: left out")
        XCTAssertEqual(sent["joined"] as? Double, 1_700_000_000, "seconds")
        XCTAssertEqual(echoed, update)
        update.anniversary = .null
        update.joined = nil
        echoed = try await networker().send(UpdateProfileRequest(profileUpdate: update))
        sent = try await receivedObject()
        XCTAssertTrue(sent["anniversary"] is NSNull)
        XCTAssertTrue(sent["joined"] is NSNull, "a required nullable date sends null when it has no value")
        XCTAssertEqual(echoed, update)
        update.anniversary = .value(Date(timeIntervalSince1970: 1_714_608_000))
        echoed = try await networker().send(UpdateProfileRequest(profileUpdate: update))
        sent = try await receivedObject()
        XCTAssertEqual(sent["anniversary"] as? String, "2024-05-02")
        XCTAssertEqual(echoed, update)
        // What a server sends: the date missing, null, or in its format.
        server = try await .start { _ in .json(#"{"bio": null, "joined": null, "anniversary": "2021-03-04"}"#) }
        echoed = try await networker().send(UpdateProfileRequest(profileUpdate: update))
        XCTAssertEqual(echoed.anniversary, .value(Date(timeIntervalSince1970: 1_614_816_000)))
        XCTAssertNil(echoed.joined)
    }

    func testTypedAdditionalPropertiesRoundTrip() async throws {
        server = try await .start { request in
            StubResponse(headers: ["Content-Type": "application/json"], body: request.body)
        }
        let labels = Labels(primary: "red", lastUsed: Date(timeIntervalSince1970: 1.5),
                            additionalProperties: ["secondary": "blue"])
        let echoed = try await networker().send(PutLabelsRequest(labels: labels))
        XCTAssertEqual(echoed, labels)
        let sent = try await receivedObject()
        XCTAssertEqual(sent["secondary"] as? String, "blue")
        XCTAssertEqual(sent["lastUsed"] as? Double, 1500, "milliseconds")
        XCTAssertEqual(Set(sent.keys), ["primary", "lastUsed", "secondary"])
    }

    func testAModelHoldsAnExpandableOfItself() async throws {
        server = try await .start { _ in
            .json(#"{"id": "c2", "root": {"id": "c1", "root": "c1"}, "parent": "c1", "children": ["c3", {"id": "c4", "#
                  + #""root": {"id": "c1", "root": "c1"}}]}"#)
        }
        let category = try await networker().send(GetCategoryRequest(id: "c2"))
        XCTAssertEqual(category.root.object?.root, .id("c1"))
        XCTAssertEqual(category.parent?.id, "c1")
        XCTAssertEqual(category.children?.map(\.id), ["c3", "c4"])
        XCTAssertEqual(category.children?.last?.object?.root.object?.id, "c1")
        let mocked = try await MockBillingNetworker().send(GetCategoryRequest(id: "c2"))
        XCTAssertEqual(mocked.root.object?.id, "c1", "the mock answers with the spec's example")
    }

    func testTheMockDecodesTheExample() async throws {
        let charge = try await MockBillingNetworker().send(GetChargeRequest(id: "x"))
        XCTAssertEqual(charge.customer, .id("cus_1"))
        XCTAssertEqual(charge.additionalProperties, ["extra": [1]])
    }
}
