import Names
import SpecModel
import XCTest

/// The naming rules: written names win or are errors; derived names that are taken are renamed by the scope's
/// suffix, then a number; type names are never renamed.
final class NamingPassTests: XCTestCase {
    func testRequestMembersGetTheParameterSuffix() {
        let (names, _) = validNames("""
            service: S
            endpoints:
              get:
                path: /x/{path}
                query: { method: String, pathParameter: String?, body: Int? }
            """)
        let request = names.endpoints[0].request
        XCTAssertEqual(request.path.map(\.name), ["pathParameter2"],
                       "pathParameter is the user's, so the renamed one counts on")
        XCTAssertEqual(request.query.map(\.member?.name), ["methodParameter", "pathParameter", "bodyParameter"])
    }

    func testAWrittenNameWinsOverADerivedOne() {
        let (names, _) = validNames("""
            service: S
            endpoints:
              get:
                path: /x
                query:
                  per_page: Int?
                  size: { type: Int?, name: perPage }
            """)
        XCTAssertEqual(names.endpoints[0].request.query.map(\.member?.name), ["perPageParameter", "perPage"])
    }

    func testTwoDerivedNamesAlikeRenameTheLater() {
        let (names, _) = validNames("""
            service: S
            endpoints:
              get:
                path: /items/{id}
                query: { id: Int?, "per-page": Int?, per_page: Int? }
                headers: { Id: String? }
            """)
        let request = names.endpoints[0].request
        XCTAssertEqual(request.path.map(\.name), ["id"])
        XCTAssertEqual(request.query.map(\.member?.name), ["idParameter", "perPage", "perPageParameter"])
        XCTAssertEqual(request.headers.map(\.member?.name), ["idParameter2"])
    }

    func testControllerParametersNamedLikeControllerMembers() {
        let (names, _) = validNames("""
            service: Coll
            models:
              Item: { properties: { id: Int } }
            endpoints:
              listItems:
                path: /items
                query: { state: String?, stateParameter: String?, offset: Int?, limit: Int?, objects: Int? }
                response: "[Item]"
                paging: { style: offset }
            """)
        let endpoint = names.endpoints[0]
        XCTAssertEqual(endpoint.request.query.map(\.member?.name),
                       ["state", "stateParameter", "offset", "limit", "objects"])
        XCTAssertEqual(endpoint.controller, [
            .stored(MemberName("stateParameter2")), .stored(MemberName("stateParameter")), .paged(.offset),
            .paged(.limit),
            .stored(MemberName("objectsParameter")),
        ])
    }

    func testPageSizeParameterIsPagedWithItsSize() {
        let (names, _) = validNames("""
            service: S
            models:
              Item: { properties: { id: Int } }
            endpoints:
              list:
                path: /items
                query: { page: Int, per_page: Int?, size: Int? }
                response: "[Item]"
                paging: { style: page, page: page, perPage: per_page, pageSize: 30 }
            """)
        XCTAssertEqual(names.endpoints[0].controller,
                       [.paged(.page), .paged(.pageSize(30)), .stored(MemberName("size"))])
    }

    func testMockEndpointsNamedLikeMockMembers() {
        let (names, _) = validNames("""
            service: Coll
            endpoints:
              reset: { path: /reset }
              resetEndpoint: { path: /reset2 }
              send: { path: /send }
              self: { path: /self }
              request: { path: /request }
            """)
        XCTAssertEqual(names.services[0].mock, "MockCollNetworker")
        XCTAssertEqual(names.services[0].mockEndpoints,
                       ["resetEndpoint2", "resetEndpoint", "sendEndpoint", "self", "request"])
    }

    func testEnumCasesAlikeOrNamedLikeEnumMembers() {
        let (names, _) = validNames("""
            service: S
            models:
              Grade: { enum: [a, A, unknown, rawValue, allCases, self] }
              Two: { enum: [unknownValue, unknown] }
            """)
        XCTAssertEqual(names.models[0].cases, ["a", "aValue", "unknownValue", "rawValueValue", "allCasesValue", "self"])
        XCTAssertEqual(names.models[1].cases, ["unknownValue", "unknownValue2"])
    }

    func testSelfPropertyReadsItsParameterUnderAFreeName() {
        let (names, _) = validNames("""
            service: S
            models:
              A: { properties: { self: Int } }
              B: { properties: { self: Int, selfValue: Int } }
            """)
        XCTAssertEqual(names.models[0].properties, [MemberName("self", local: "selfValue")])
        XCTAssertEqual(names.models[1].properties,
                       [MemberName("self", local: "selfValueProperty"), MemberName("selfValue")])
    }

    func testPropertiesAlikeAndNamedLikeTheTypesTheirDecodingNames() {
        let (names, _) = validNames("""
            service: S
            models:
              item: { properties: { id: Int } }
              Page:
                properties:
                  per_page: Int
                  perPage: { type: Int, key: pp }
                  item: item
                  hashValue: { type: Int, default: 0 }
            """)
        XCTAssertEqual(names.models[1].properties.map(\.name),
                       ["perPageProperty", "perPage", "itemProperty", "hashValueProperty"])
    }

    func testTypeNamesAreNeverRenamed() {
        let result = decided("""
            service: S
            models:
              SearchRequest: { properties: { id: Int } }
              Response: { properties: { id: Int } }
              container: { properties: { id: Int } }
            endpoints:
              search: { path: /s }
            """)
        XCTAssertEqual(result.diagnostics, [
            "Names.yaml:4:3: error: model 'Response' is named like a type that generated types declare or inherit; "
                + "rename it",
            "Names.yaml:5:3: error: model 'container' is named like a local name of generated coding; rename it",
            "Names.yaml:7:3: error: endpoint 'search' becomes Swift type 'SearchRequest', which model 'SearchRequest' "
                + "already is",
            "Names.yaml:3:3: note: model 'SearchRequest' is defined here",
        ])
    }

    func testBodyIsNamedAfterItsModel() {
        let (names, _) = validNames("""
            service: S
            models:
              NewRecording: { properties: { id: Int } }
              Body: { properties: { id: Int } }
            endpoints:
              a: { method: POST, path: /a, body: NewRecording }
              b: { method: POST, path: /b, body: Body }
              c: { method: POST, path: /c, body: "[Body]" }
              d: { method: POST, path: /d, body: Data }
            """)
        XCTAssertEqual(names.endpoints.map(\.request.body?.name),
                       ["newRecording", "bodyParameter", "payload", "payload"])
    }
}
