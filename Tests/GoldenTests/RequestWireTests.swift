import Foundation
import GoldenRequests
import GoldenRequestsMocks
@_spi(Generated) import SpecgenRuntime
import TestSupport
import XCTest

/// The Requests scenario's generated code against a real HTTP server on 127.0.0.1: query styles and a
/// multi-segment path as sent, a form body read back by Python's `urllib.parse`, raw bodies with their content
/// types, several success responses, typed error bodies by status, class and default, and last-item paging.
final class RequestWireTests: WireTestCase {
    private static func page(_ ids: [String], more: Bool) -> StubResponse {
        let items = ids.map { #"{"id": "\#($0)", "name": "n", "tier": "pro", "tags": []}"# }.joined(separator: ",")
        return .json(#"{"data": [\#(items)], "has_more": \#(more)}"#)
    }

    func testQueryStylesOnTheWire() async throws {
        server = try await .start { _ in Self.page([], more: false) }
        let request = ListProductsRequest(
            limit: 2, fields: ["name", "a,b&c"], tag: ["x y", "z"], ids: [1, 2],
            since: [Date(timeIntervalSince1970: 0)], filter: ["plan": "pro", "a&b": "c=d"], tiers: [.basic, .pro])
        _ = try await networker().send(request)
        let targetReceived = await server.onlyRequest?.target
        let target = try XCTUnwrap(targetReceived)
        let query = String(target.split(separator: "?", maxSplits: 1)[1])
        XCTAssertEqual(query.split(separator: "&").map(String.init), [
            "limit=2",
            "tag%5B%5D=x%20y", "tag%5B%5D=z",
            "ids=1", "ids=2",
            "filter%5Ba%26b%5D=c%3Dd", "filter%5Bplan%5D=pro",
            "fields=name,a%2Cb%26c",
            "since=1970-01-01T00%3A00%3A00Z",
            "tiers=basic,pro",
        ], "comma-joined values keep a literal ',' between values and encode the ones inside them")
        // Python reads the same query as the server's framework would.
        let pairs = try PythonFormParser.pairs(Data(query.utf8))
        XCTAssertEqual(pairs.first { $0[0] == "fields" }?[1], "name,a,b&c")
        XCTAssertEqual(pairs.filter { $0[0] == "tag[]" }.map { $0[1] }, ["x y", "z"])
        XCTAssertEqual(pairs.first { $0[0] == "filter[a&b]" }?[1], "c=d")
    }

    func testAMultiSegmentPathKeepsItsSlashesAndCannotClimb() async throws {
        server = try await .start { _ in StubResponse(body: Data("ok".utf8)) }
        let data = try await networker().send(GetFileRequest(owner: "o/w", pathParameter: "docs/a b/../../etc/passwd"))
        XCTAssertEqual(data, Data("ok".utf8))
        let onlyTarget = await server.onlyRequest?.target
        XCTAssertEqual(onlyTarget, "/files/o%2Fw/docs/a%20b/%2E%2E/%2E%2E/etc/passwd")
    }

    func testAListInAPathIsOneSegmentJoinedWithCommas() async throws {
        server = try await .start { _ in StubResponse(body: Data("ok".utf8)) }
        _ = try await networker().send(CompareRequest(ids: [3, 4, 5], tiers: [.basic, .pro]))
        let onlyTarget = await server.onlyRequest?.target
        XCTAssertEqual(onlyTarget, "/compare/3,4,5/;tiers=basic,pro", "literal text before a value (matrix style)")
        XCTAssertEqual(PathSegment.encode(["a,b", "c/d"]), "a%2Cb,c%2Fd")
    }

    func testAFormBodyReadByAnIndependentDecoder() async throws {
        server = try await .start { _ in .json(#"{"id": "p1", "name": "n", "tier": "pro", "tags": []}"#) }
        var update = ProductUpdate(
            name: "Tawny owl & co", tier: .pro, metadata: ["plan": "pro", "b[x]": "1"], expand: ["customer", "invoice"],
            prices: [Price(amount: 5, currency: "eur"), Price(amount: 7, currency: "usd")],
            launch: Date(timeIntervalSince1970: 86_400), active: false)
        update.nickname = .null
        let answer = try await networker().send(UpdateProductRequest(id: "p1", productUpdate: update))
        XCTAssertEqual(answer, .ok(Product(id: "p1", name: "n", tier: .pro, tags: [])))
        let receivedReceived = await server.onlyRequest
        let received = try XCTUnwrap(receivedReceived)
        XCTAssertEqual(received.headers["content-type"], "application/x-www-form-urlencoded")
        XCTAssertEqual(try PythonFormParser.pairs(received.body), [
            ["name", "Tawny owl & co"],
            ["nickname", ""],
            ["tier", "pro"],
            ["metadata[b[x]]", "1"], ["metadata[plan]", "pro"],
            ["expand[]", "customer"], ["expand[]", "invoice"],
            ["prices[0][amount]", "5"], ["prices[0][currency]", "eur"],
            ["prices[1][amount]", "7"], ["prices[1][currency]", "usd"],
            ["launch", "1970-01-02T00:00:00Z"],
            ["active", "false"],
        ])
    }

    func testAMultipartBodyReadByAnIndependentParser() async throws {
        server = try await .start { _ in .json(#"{"id": "r1", "bytes": 9}"#) }
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00])
        let upload = ProductUpload(
            title: "Tawny \"owl\"", image: FilePart(png, fileName: "owl.png", contentType: "image/png"),
            thumbnail: Data([1, 2]), labels: ["a", "b"],
            attachments: [FilePart(Data("notes".utf8), fileName: "notes.txt", contentType: "text/plain")])
        let receipt = try await networker().send(UploadImageRequest(id: "p1", productUpload: upload))
        XCTAssertEqual(receipt, Receipt(id: "r1", bytes: 9))
        let receivedReceived = await server.onlyRequest
        let received = try XCTUnwrap(receivedReceived)
        let parts = try MultipartReader.parts(received.body, contentType: received.headers["content-type"])
        XCTAssertEqual(parts.map(\.disposition), [
            #"form-data; name="title""#,
            #"form-data; name="image"; filename="owl.png""#,
            #"form-data; name="thumbnail"; filename="thumbnail""#,
            #"form-data; name="labels[]""#,
            #"form-data; name="labels[]""#,
            #"form-data; name="attachments[]"; filename="notes.txt""#,
        ])
        XCTAssertEqual(parts.map { $0.headers["content-type"] },
                       [nil, "image/png", "application/octet-stream", nil, nil, "text/plain"])
        XCTAssertEqual(parts.map(\.body), [Data("Tawny \"owl\"".utf8), png, Data([1, 2]), Data("a".utf8),
                                           Data("b".utf8), Data("notes".utf8)])
    }

    func testRawBodiesCarryTheirContentTypes() async throws {
        server = try await .start { _ in .json(#"{"id": "r1", "bytes": 4}"#) }
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A])
        _ = try await networker().send(PutRawRequest(id: "p1", payload: png))
        try await networker().send(PutNoteRequest(id: "p1", payload: "Grüße"))
        let requests = await server.requests
        XCTAssertEqual(requests[0].headers["content-type"], "image/png")
        XCTAssertEqual(requests[0].body, png)
        XCTAssertEqual(requests[1].headers["content-type"], "text/plain; charset=utf-8")
        XCTAssertEqual(requests[1].body, Data("Grüße".utf8))
    }

    func testAJSONBodyWithItsOwnContentType() async throws {
        server = try await .start { _ in .json(#"{"id": "p1", "name": "n", "tier": "basic", "tags": []}"#) }
        _ = try await networker().send(MergePatchRequest(id: "p1", productUpdate: ProductUpdate(name: "x")))
        let receivedReceived = await server.onlyRequest
        let received = try XCTUnwrap(receivedReceived)
        XCTAssertEqual(received.headers["content-type"], "application/merge-patch+json")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: received.body) as? [String: Any])
        XCTAssertEqual(object["name"] as? String, "x")
    }

    func testSeveralSuccessResponsesTellWhichArrived() async throws {
        let statuses = Locked([200, 202, 204, 201])
        server = try await .start { _ in
            let status = statuses.withLock { $0.removeFirst() }
            return status == 200 ? .json(#"{"id": "p1", "name": "n", "tier": "pro", "tags": ["a"]}"#)
                : StubResponse(status: status)
        }
        let request = UpdateProductRequest(id: "p1", productUpdate: ProductUpdate())
        let first = try await networker().send(request)
        XCTAssertEqual(first, .ok(Product(id: "p1", name: "n", tier: .pro, tags: ["a"])))
        let second = try await networker().send(request)
        XCTAssertEqual(second, .accepted)
        let third = try await networker().send(request)
        XCTAssertEqual(third, .noContent)
        do {
            _ = try await networker().send(request)
            XCTFail("201 is not declared")
        } catch let error as NetworkingError {
            guard case .decoding(_, let description) = error.reason else { return XCTFail("\(error)") }
            XCTAssertTrue(description.contains("status 201 is not one the endpoint declares (200, 202, 204)"),
                          description)
        }
    }

    func testTypedErrorBodiesByStatusClassAndDefault() async throws {
        let answers: [StubResponse] = [
            .json(#"{"message": "bad", "errors": [{"field": "name", "code": "blank"}]}"#, status: 422),
            .json(#"{"retry_after": 3}"#, status: 429),
            .json(#"{"error": {"type": "invalid_request_error", "message": "no"}}"#, status: 400),
            .json(#"{"error": {"type": "api_error", "message": "down"}}"#, status: 503),
            .json(#"{"unexpected": true}"#, status: 404),
        ]
        let queue = Locked(answers)
        server = try await .start { _ in queue.withLock { $0.removeFirst() } }
        var bodies: [ListProductsErrorBody?] = []
        var raw: [String] = []
        for _ in answers {
            do {
                _ = try await networker().send(ListProductsRequest())
                XCTFail("an error status")
            } catch let error as NetworkingError {
                bodies.append(error.errorBody(as: ListProductsErrorBody.self))
                raw.append(String(decoding: error.response?.value ?? Data(), as: UTF8.self))
            }
        }
        XCTAssertEqual(bodies, [
            .unprocessableContent(ValidationProblem(message: "bad",
                                                    errors: [FieldError(field: "name", code: "blank")])),
            .tooManyRequests(RateLimited(retryAfter: 3)),
            .other(Problem(error: ProblemDetail(type: "invalid_request_error", message: "no"))),
            nil,   // 5XX: ~ takes the service's default back
            nil,   // the default's type, but a body that isn't one
        ])
        XCTAssertEqual(raw[3], #"{"error": {"type": "api_error", "message": "down"}}"#, "the raw body stays")
    }

    func testASingleErrorTypeIsTheErrorBodyItself() async throws {
        server = try await .start { request in
            request.target.hasPrefix("/files") ? .json(#"{"error": {"type": "t", "message": "gone"}}"#, status: 404)
                : .json(#"{"message": "m", "errors": []}"#, status: 422)
        }
        do {
            _ = try await networker().send(MergePatchRequest(id: "p1", productUpdate: ProductUpdate()))
        } catch let error as NetworkingError {
            XCTAssertNil(error.errorBody, "422: ~ over the service's ValidationProblem")
        }
        do {
            _ = try await networker().send(GetFileRequest(owner: "o", pathParameter: "p"))
        } catch let error as NetworkingError {
            XCTAssertEqual(error.statusCode, 404)
            XCTAssertNil(error.errorBody, "404: ~ over the service's default")
        }
    }

    @MainActor
    func testLastItemPagingStopsWhereTheServerSaysAndNeverAsksPastTheEnd() async throws {
        server = try await .start { request in
            if request.target.contains("starting_after=p2") { return Self.page(["p3"], more: false) }
            return Self.page(["p1", "p2"], more: true)
        }
        let controller = ListProductsController(networking: networker(), limit: 2)
        _ = try await controller.loadMore()
        XCTAssertTrue(controller.hasMore)
        _ = try await controller.loadMore()
        XCTAssertFalse(controller.hasMore)
        XCTAssertEqual(controller.objects.map(\.id), ["p1", "p2", "p3"])
        _ = try await controller.loadMore()
        let targets = await server.requests.map(\.target)
        XCTAssertEqual(targets, ["/products?limit=2", "/products?starting_after=p2&limit=2"])
    }

    @MainActor
    func testAnEmptyPageEndsTheListEvenWhenItSaysMore() async throws {
        server = try await .start { _ in Self.page([], more: true) }
        let controller = ListProductsController(networking: networker())
        _ = try await controller.loadMore()
        XCTAssertFalse(controller.hasMore)
        _ = try await controller.loadMore()
        let count = await server.requests.count
        XCTAssertEqual(count, 1)
    }

    func testMocksAnswerWithTypedErrorsAndStatusCases() async throws {
        let mock = MockShopNetworker()
        mock.listProducts.fails(statusCode: 429,
                                errorBody: ListProductsErrorBody.tooManyRequests(RateLimited(retryAfter: 2)))
        mock.updateProduct.returns(.noContent, statusCode: 204)
        do {
            _ = try await mock.send(ListProductsRequest())
            XCTFail("the mock fails")
        } catch let error as NetworkingError {
            XCTAssertEqual(error.reason, .status(429))
            XCTAssertEqual(error.errorBody(as: ListProductsErrorBody.self),
                           .tooManyRequests(RateLimited(retryAfter: 2)))
        }
        let answer = try await mock.send(UpdateProductRequest(id: "p", productUpdate: ProductUpdate()))
        XCTAssertEqual(answer, .noContent)
    }
}
