import GoldenManyEndpoints
import GoldenManyEndpointsMocks
import SpecgenRuntime
import XCTest

/// A mock whose endpoints fill more than one part of its storage behaves as one: each endpoint, in either part,
/// answers its own requests, records them and forgets them on `reset()`.
final class ManyEndpointsMockTests: XCTestCase {
    func testEndpointsInEveryPartAnswerTheirOwnRequests() async throws {
        let mock = MockManyNetworker()
        // The first endpoint of the first part and the only one of the second answer with their examples.
        let first = try await mock.send(GetItem1Request())
        XCTAssertEqual(first.id, 1)
        let last = try await mock.send(GetItem65Request())
        XCTAssertEqual(last.id, 65)
        // An example too long for one line of the mock's file reads back as the spec wrote it.
        XCTAssertEqual(last.name, "A \"quoted\" name, a backslash \\ and \\n, three quotes \"\"\", a tab\t, a line\n"
                       + "break, é and 🦉, long enough to run past one line of the file twice over, so that the "
                       + "mock writes it as a multi-line literal cut into lines ")
        // The last endpoint of the first part has no example: unstubbed, it throws naming itself.
        do {
            _ = try await mock.send(GetItem64Request())
            XCTFail("answered without a handler or an example")
        } catch let error as MockNetworkingError {
            guard case .notStubbed(let endpoint, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(endpoint, "getItem64")
        }
        mock.getItem64.returns(Item(id: 640))
        mock.getItem65.returns(Item(id: 650))
        let stubbed = try await mock.send(GetItem64Request())
        XCTAssertEqual(stubbed.id, 640)
        let second = try await mock.send(GetItem65Request())
        XCTAssertEqual(second.id, 650)
        XCTAssertEqual(mock.getItem64.callCount, 2)
        XCTAssertEqual(mock.getItem65.callCount, 2)
        XCTAssertEqual(mock.getItem1.callCount, 1)
        XCTAssertEqual(mock.getItem2.callCount, 0)
        // The same endpoint every time it is read.
        XCTAssertTrue(mock.getItem65 === mock.getItem65)

        mock.reset()
        XCTAssertEqual(mock.getItem64.callCount, 0)
        XCTAssertEqual(mock.getItem65.callCount, 0)
        let again = try await mock.send(GetItem65Request())
        XCTAssertEqual(again.id, 65)
    }
}
