import Generator
import SpecModel
import Wording
import Translate
import XCTest

/// Services → mock networkers: endpoints stored in parts of at most 64, each endpoint read from its own part.
final class MockSnippetTests: XCTestCase {
    private func mock(endpoints count: Int, template: String? = nil) -> String? {
        let yaml = "service: S\nendpoints:\n" + (1...count).map { "  e\($0): { path: /e/\($0) }\n" }.joined()
        var options = GenerationOptions(layout: .perType)
        options.mocksModule = "API"
        if let template { options.templateOverrides = ["mock": ("Templates/mock.mustache", template)] }
        let result = Generation.run([SpecInput(path: "Snippet.yaml", bytes: Array(yaml.utf8),
                                               source: "Specs/Snippet.yaml")], options: options)
        XCTAssertEqual(result.diagnostics.flatMap(\.lines), [])
        return result.files.first { $0.fileName == "MockSNetworker.swift" }?.contents
    }

    func testEndpointsAreStoredInPartsOf64() throws {
        let text = try XCTUnwrap(mock(endpoints: 130))
        // 130 = 64 + 64 + 2: each endpoint is read from the part that stores it.
        for (endpoint, part) in [(1, 0), (64, 0), (65, 1), (128, 1), (129, 2), (130, 2)] {
            assertContains(text, "    public var e\(endpoint): MockEndpoint<E\(endpoint)Request> { "
                           + "self.endpoints.part\(part).e\(endpoint) }")
        }
        assertContains(text, """
                        self.part0 = Part0(all)
                        self.part1 = Part1(all)
                        self.part2 = Part2(all)
                    }
            """)
        assertContains(text, """
                private struct Part2: Sendable {
                    let e129: MockEndpoint<E129Request>
                    let e130: MockEndpoint<E130Request>

                    init(_ all: MockEndpoints) {
                        self.e129 = all.add(MockEndpoint(name: "e129"))
                        self.e130 = all.add(MockEndpoint(name: "e130"))
                    }
                }
            """)
        XCTAssertFalse(text.contains("Part3"))
        // Every endpoint is stored and made once.
        XCTAssertEqual(text.components(separatedBy: " = all.add(").count - 1, 130)
        XCTAssertEqual(text.components(separatedBy: "        let e").count - 1, 130)
    }

    func testOneEndpointIsOnePart() throws {
        let text = try XCTUnwrap(mock(endpoints: 1))
        assertContains(text, "    public var e1: MockEndpoint<E1Request> { self.endpoints.part0.e1 }")
        XCTAssertFalse(text.contains("Part1"))
    }

    /// A template written for earlier versions, which stored every endpoint in the class, still renders that form.
    func testTheEarlierKeysStillGiveStoredEndpoints() throws {
        let template = """
            {{% CONTENT_TYPE: TEXT}}
            final class {{typeName}}: Networking {
            {{#endpointText}}
            {{.}}
            {{/endpointText}}
                private let endpoints: MockEndpoints
                init(baseURL: URL? = nil) {
                    self.endpoints = MockEndpoints(service: {{serviceName}}, baseURL: baseURL)
            {{#registrationText}}
            {{.}}
            {{/registrationText}}
                }
            }
            """
        let text = try XCTUnwrap(mock(endpoints: 2, template: template))
        assertContains(text, """
                public let e1: MockEndpoint<E1Request>
                /// `e2`: GET /e/2
                public let e2: MockEndpoint<E2Request>
            """)
        assertContains(text, """
                    self.e1 = self.endpoints.add(MockEndpoint(name: "e1"))
                    self.e2 = self.endpoints.add(MockEndpoint(name: "e2"))
            """)
    }
}
