import ExampleAPI
import ExampleAPIMocks
import Foundation
import SpecgenRuntime
import XCTest

/// A view model as an app writes one: it loads articles through any `Networking` (the app passes a `Networker`,
/// tests a mock).
@MainActor
private final class ArticleListViewModel {
    enum State: Equatable { case idle, loading, loaded([String]), failed(String) }
    private let networking: any Networking
    private(set) var state = State.idle

    init(networking: any Networking) {
        self.networking = networking
    }

    func load() async {
        state = .loading
        do {
            let page = try await networking.send(ListArticlesRequest())
            state = .loaded(page.data.map(\.attributes.name))
        } catch {
            state = .failed("\(error)")
        }
    }
}

private struct Offline: Error, Equatable {
    let code: Int
}

/// Generated mocks used the way an app's unit tests use them.
final class MockTests: XCTestCase {
    private func article(_ id: String, _ name: String) -> Article {
        Article(id: id, type: "contents", attributes: ArticleAttributes(
            name: name, uri: "rw://\(id)", description: "", releasedAt: Date(timeIntervalSince1970: 0),
            contentType: .article, duration: 60, cardArtworkURL: URL(string: "https://files.kodeco.com/\(id).png")!))
    }

    @MainActor
    func testTheViewModelLoadsArticlesFromTheMock() async throws {
        let mock = MockKodecoNetworker()
        mock.listArticles.returns(ArticlesPage(data: [article("1", "Swift"), article("2", "Generics")],
                                               links: PageLinks(self: URL(string: "https://x")!)))
        let viewModel = ArticleListViewModel(networking: mock)
        await viewModel.load()
        XCTAssertEqual(viewModel.state, .loaded(["Swift", "Generics"]))
        XCTAssertEqual(mock.listArticles.callCount, 1)
        XCTAssertEqual(mock.downloadImage.callCount, 0)
    }

    @MainActor
    func testWithoutAHandlerTheMockAnswersWithTheSpecsExample() async throws {
        let viewModel = ArticleListViewModel(networking: MockKodecoNetworker())
        await viewModel.load()
        XCTAssertEqual(viewModel.state,
                       .loaded(["Getting Started with Swift Concurrency", "Protocol-Oriented Networking"]))
        let page = try await MockKodecoNetworker().send(ListArticlesRequest())
        XCTAssertEqual(page.data[0].attributes.releasedAt.timeIntervalSince1970, 1_562_764_255.296, accuracy: 0.001,
                       "the example decodes as a real response would, with the service's date coding")
        XCTAssertEqual(page.data[1].attributes.free, false, "defaults apply to examples too")
        let method = try await MockDeliveryNetworker().send(GetDeliveryMethodRequest(id: 1))
        XCTAssertEqual(method.kind, .courier)
    }

    @MainActor
    func testAnErrorThrownByAHandlerReachesTheCallerUnchanged() async {
        let mock = MockKodecoNetworker()
        mock.listArticles.handle { _ in throw Offline(code: 7) }
        let viewModel = ArticleListViewModel(networking: mock)
        await viewModel.load()
        XCTAssertEqual(viewModel.state, .failed("\(Offline(code: 7))"))
        do {
            _ = try await mock.send(ListArticlesRequest())
            XCTFail("expected the handler's error")
        } catch {
            XCTAssertEqual(error as? Offline, Offline(code: 7))
        }
    }

    func testAnUnstubbedCallNamesTheEndpointAndShowsTheRequest() async {
        do {
            _ = try await MockKodecoNetworker().send(DownloadImageRequest(name: "owl.png"))
            XCTFail("expected an error")
        } catch {
            let text = "\(error)"
            XCTAssertTrue(text.contains("endpoint 'downloadImage'"), text)
            XCTAssertTrue(text.contains("owl.png"), text)
        }
    }

    func testARequestOfAnotherServiceIsAnError() async {
        do {
            _ = try await MockKodecoNetworker().send(GetDeliveryMethodRequest(id: 1))
            XCTFail("expected an error")
        } catch {
            XCTAssertTrue("\(error)".contains("the Kodeco mock has no endpoint for this request"), "\(error)")
        }
    }

    func testHandlersSeeTypedRequestsAndCanAnswerWithStatusAndHeaders() async throws {
        let mock = MockXenoCantoNetworker()
        mock.searchRecordings.handleResponse { request in
            HTTPResponse(value: RecordingsPage(numRecordings: "0", numSpecies: "0", page: request.page ?? 1,
                                               numPages: 3, recordings: []),
                         statusCode: 203, headers: ["X-Page": "\(request.page ?? 1)"])
        }
        let response = try await mock.response(for: SearchRecordingsRequest(query: "owl", page: 2))
        XCTAssertEqual(response.value.page, 2)
        XCTAssertEqual(response.statusCode, 203)
        XCTAssertEqual(response.value(forHTTPHeaderField: "x-page"), "2")
        XCTAssertEqual(mock.searchRecordings.requests.map(\.query), ["owl"])
        XCTAssertEqual(mock.searchRecordings.requests.map(\.page), [2])
    }

    func testResetForgetsHandlersAndRequests() async throws {
        let mock = MockDeliveryNetworker()
        mock.listDeliveryMethods.returns([])
        _ = try await mock.send(ListDeliveryMethodsRequest(country: "DE"))
        XCTAssertEqual(mock.listDeliveryMethods.callCount, 1)
        mock.reset()
        XCTAssertEqual(mock.listDeliveryMethods.callCount, 0)
        do {
            _ = try await mock.send(ListDeliveryMethodsRequest(country: "DE"))
            XCTFail("the handler is gone")
        } catch {
            XCTAssertTrue("\(error)".contains("'listDeliveryMethods'"))
        }
    }

    func testSafeToCallFromManyTasksAtOnce() async throws {
        let mock = MockDeliveryNetworker()
        mock.getDeliveryMethod.handle { request in
            DeliveryMethod(id: request.id, name: "m\(request.id)", kind: .post, price: 1, currency: "EUR")
        }
        let ids = try await withThrowingTaskGroup(of: Int.self) { group in
            for id in 0..<200 { group.addTask { try await mock.send(GetDeliveryMethodRequest(id: id)).id } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        XCTAssertEqual(Set(ids), Set(0..<200))
        XCTAssertEqual(mock.getDeliveryMethod.callCount, 200)
        XCTAssertEqual(Set(mock.getDeliveryMethod.requests.map(\.id)), Set(0..<200))
    }
}
