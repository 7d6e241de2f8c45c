import SpecModel
import Wording
import XCTest
import YAML

final class SpecParserTests: XCTestCase {
    func testServiceHeader() throws {
        let spec = try validSpec("""
            version: 1
            service: XenoCanto
            doc: Bird sounds.
            baseURL: https://xeno-canto.org/api/2
            keys: snake_case
            dates: milliseconds
            headers: { Accept: application/json, X-Client: "specgen 1" }
            """)
        XCTAssertEqual(spec.version, "1")
        XCTAssertEqual(spec.service, Located("XenoCanto", at: Mark(line: 2, column: 10)))
        XCTAssertEqual(spec.doc?.value, "Bird sounds.")
        XCTAssertEqual(spec.baseURL?.value, "https://xeno-canto.org/api/2")
        XCTAssertEqual(spec.keys, .snakeCase)
        XCTAssertEqual(spec.dates, .milliseconds)
        XCTAssertEqual(spec.headers.map(\.name.value), ["Accept", "X-Client"])
        XCTAssertEqual(spec.headers.map(\.value), ["application/json", "specgen 1"])
    }

    func testDefaultsOfTheHeader() throws {
        let spec = try validSpec("service: S\n")
        XCTAssertNil(spec.version)
        XCTAssertNil(spec.baseURL)
        XCTAssertEqual(spec.keys, .asIs)
        XCTAssertEqual(spec.dates, .iso8601)
        XCTAssertEqual(spec.models, [])
        XCTAssertEqual(spec.endpoints, [])
    }

    func testEveryDateCoding() throws {
        for (text, expected) in [("iso8601", DateStrategy.iso8601), ("seconds", .seconds),
                                 ("milliseconds", .milliseconds), ("\"yyyy-MM-dd\"", .format("yyyy-MM-dd")),
                                 ("dd.MM.yyyy HH:mm", .format("dd.MM.yyyy HH:mm"))] {
            XCTAssertEqual(try validSpec("service: S\ndates: \(text)\n").dates, expected, text)
        }
    }

    func testAFileWithOnlyModelsNeedsNoService() throws {
        let spec = try validSpec("models:\n  Tag:\n    properties:\n      name: String\n")
        XCTAssertNil(spec.service)
        XCTAssertEqual(spec.models.map(\.name.value), ["Tag"])
    }

    func testPropertyShorthandAndFullFormInOrder() throws {
        let spec = try validSpec("""
            service: S
            models:
              Recording:
                doc: One recording.
                deprecated: Use Track.
                properties:
                  id: String
                  genus: { type: String, key: gen, doc: The genus. }
                  date: String?
                  old: { type: Int, deprecated: true }
                  plays: { type: Int, default: 0 }
                  bookmarked?: { type: Bool, name: isBookmarked }
            """)
        let model = try XCTUnwrap(spec.models.first)
        XCTAssertEqual(model.doc, "One recording.")
        XCTAssertEqual(model.deprecated, Deprecation(message: "Use Track."))
        XCTAssertEqual(model.properties.map(\.name.value), ["id", "genus", "date", "old", "plays", "bookmarked?"])
        XCTAssertEqual(model.properties.map(\.type.description), ["String", "String", "String?", "Int", "Int", "Bool"])
        XCTAssertEqual(model.properties[1].key?.value, "gen")
        XCTAssertEqual(model.properties[1].doc, "The genus.")
        XCTAssertEqual(model.properties[3].deprecated, Deprecation(message: nil))
        XCTAssertEqual(model.properties[4].defaultValue?.kind, .int(0))
        XCTAssertEqual(model.properties[5].swiftName?.value, "isBookmarked")
        XCTAssertEqual(model.properties[0].name.mark, Mark(line: 7, column: 7))
    }

    func testTypeGrammarInStringsAndInYAMLsOwnForms() throws {
        let spec = try validSpec("""
            service: S
            models:
              Tag:
                properties:
                  a: [String]
                  b: [String: Bool]
                  c: "[String]?"
                  d: "[String: [Tag]]?"
                  e: [[Int]]
                  f: [String: [String: JSON]]
                  g: "[ String : Int ]"
                  h: { type: [Tag] }
                  i: Int32
                  j: Int64
                  k: Double
                  l: Float
                  m: Date
                  n: URL
                  o: UUID
                  p: Data
                  q: "[Tag?]"
            """)
        XCTAssertEqual(spec.models[0].properties.map(\.type.description), [
            "[String]", "[String: Bool]", "[String]?", "[String: [Tag]]?", "[[Int]]", "[String: [String: JSON]]",
            "[String: Int]", "[Tag]", "Int32", "Int64", "Double", "Float", "Date", "URL", "UUID", "Data", "[Tag?]",
        ])
    }

    func testEnumListAndMapForms() throws {
        let spec = try validSpec("""
            service: S
            models:
              Quality:
                doc: Rating.
                enum: [A, B, no score, 'unknown']
              Sort:
                enum: { newest: date_desc, oldest: date_asc, default: relevance }
            """)
        let quality = spec.models[0]
        XCTAssertFalse(quality.cases.isEmpty, "an enum")
        XCTAssertEqual(quality.cases.map(\.rawValue.value), ["A", "B", "no score", "unknown"])
        XCTAssertEqual(quality.cases.map(\.swiftName), [nil, nil, nil, nil], "the list form names no case")
        let sort = spec.models[1]
        XCTAssertEqual(sort.cases.map(\.rawValue.value), ["date_desc", "date_asc", "relevance"])
        XCTAssertEqual(sort.cases.map(\.swiftName?.value), ["newest", "oldest", "default"])
    }

    func testEndpointWithEveryPart() throws {
        let spec = try validSpec("""
            service: S
            models:
              Recording: { properties: { id: String } }
              NewRecording: { properties: { name: String } }
              Sort: { enum: [newest, oldest] }
            endpoints:
              updateRecording:
                doc: Updates one.
                method: PUT
                path: /users/{user}/recordings/{id}
                params:
                  id: { type: Int, doc: The id. }
                query:
                  sort: { type: Sort, default: newest }
                  tag: "[String]?"
                  filter[content_types][]: { const: article }
                  per_page: Int?
                headers:
                  X-Request-ID: String?
                  X-Version: { const: 2 }
                body: NewRecording
                response: Recording
                deprecated: true
            """)
        let endpoint = try XCTUnwrap(spec.endpoints.first)
        XCTAssertEqual(endpoint.method, .put)
        XCTAssertEqual(endpoint.path.value, "/users/{user}/recordings/{id}")
        XCTAssertEqual(endpoint.pathParams.map(\.name.value), ["user", "id"], "in path order")
        XCTAssertEqual(endpoint.pathParams.map(\.type.description), ["String", "Int"],
                       "undeclared placeholders are String")
        XCTAssertEqual(endpoint.pathParams.map(\.isDeclared), [false, true])
        XCTAssertEqual(endpoint.pathParams[0].name.mark, Mark(line: 10, column: 19), "at the placeholder's name")
        XCTAssertEqual(endpoint.query.map(\.name.value), ["sort", "tag", "filter[content_types][]", "per_page"])
        XCTAssertEqual(endpoint.query[0].defaultValue?.string, "newest")
        XCTAssertEqual(endpoint.query[2].constValue?.string, "article")
        XCTAssertEqual(endpoint.query[2].type.description, "String", "a const's type is inferred")
        XCTAssertEqual(endpoint.headers.map(\.name.value), ["X-Request-ID", "X-Version"])
        XCTAssertEqual(endpoint.pathParts,
                       [.literal("/users/"), .parameter(0), .literal("/recordings/"), .parameter(1)])
        XCTAssertEqual(endpoint.headers[1].type.description, "Int")
        XCTAssertEqual(endpoint.body?.description, "NewRecording")
        XCTAssertEqual(endpoint.response?.description, "Recording")
        XCTAssertEqual(endpoint.deprecated, Deprecation(message: nil))
    }

    func testMethodDefaultsToGETAndResponseMayBeOmittedOrData() throws {
        let spec = try validSpec("""
            service: S
            endpoints:
              ping: { path: /ping, method: HEAD }
              image: { path: "/images/{name}", response: Data }
              list: { path: /list }
            """)
        XCTAssertEqual(spec.endpoints.map(\.method), [.head, .get, .get])
        XCTAssertEqual(spec.endpoints.map { $0.response?.description }, [nil, "Data", nil])
    }

    func testExamplesInlineAndFromAFile() throws {
        let spec = try validSpec("""
            service: S
            models:
              Tag: { properties: { name: String } }
            endpoints:
              a: { path: /a, response: Tag, example: { name: swift } }
              b: { path: /b, response: Tag, example: { file: Examples/tag.json } }
            """, examples: ["Specs/Examples/tag.json": #"{"name": "from a file"}"#])
        guard case .inline(let value) = spec.endpoints[0].example, case .map(let entries) = value.kind else {
            return XCTFail("an inline mapping expected")
        }
        XCTAssertEqual(entries.first?.value.string, "swift")
        XCTAssertEqual(spec.endpoints[1].example, .file(Located("Examples/tag.json", at: Mark(line: 6, column: 50))))
    }

    func testPagingStyles() throws {
        let spec = try validSpec("""
            service: S
            models:
              Item: { properties: { id: Int } }
              Meta: { properties: { next: String?, total: Int, pages: Int } }
              Page: { properties: { items: [Item], meta: Meta } }
            endpoints:
              byOffset:
                path: /a
                query: { offset: Int, limit: Int? }
                response: Page
                paging: { style: offset, pageSize: 50, items: items, total: meta.total }
              byPage:
                path: /b
                query: { page: Int, per_page: Int }
                response: Page
                paging: { style: page, first: 0, perPage: per_page, pageSize: 30, items: items, pageCount: meta.pages }
              byCursor:
                path: /c
                query: { after: String? }
                response: Page
                paging: { style: cursor, cursor: after, next: meta.next, items: items }
              byLink:
                path: /d
                response: [Item]
                paging: { style: cursor, next: link }
            """)
        guard case .offset(let offset, let limit, let pageSize, let total)? = spec.endpoints[0].paging?.style else {
            return XCTFail()
        }
        XCTAssertEqual([offset.value, limit.value], ["offset", "limit"], "default parameter names")
        XCTAssertEqual(pageSize, 50)
        XCTAssertEqual(total?.value, "meta.total")
        guard case .page(_, let first, let perPage, let size, let pageCount, _)? = spec.endpoints[1].paging?.style
        else {
            return XCTFail()
        }
        XCTAssertEqual(first, 0)
        XCTAssertEqual(perPage?.value, "per_page")
        XCTAssertEqual(size, 30)
        XCTAssertEqual(pageCount?.value, "meta.pages")
        guard case .cursor(let cursor, let next)? = spec.endpoints[2].paging?.style else { return XCTFail() }
        XCTAssertEqual(cursor?.value, "after")
        XCTAssertEqual(next, .body(Located("meta.next", at: Mark(line: 21, column: 51))))
        guard let link = spec.endpoints[3].paging, case .cursor(nil, .linkHeader) = link.style else { return XCTFail() }
        XCTAssertNil(link.items)
    }

    func testModelsMayBeUsedAcrossFiles() {
        let loaded = loadSpecs([
            ("Specs/A.yaml", "service: A\nendpoints:\n  tags: { path: /tags, response: [Tag] }\n"),
            ("Specs/Shared.yaml", "models:\n  Tag: { properties: { name: String } }\n"),
        ])
        XCTAssertEqual(loaded.diagnostics.flatMap(\.lines), [])
        XCTAssertEqual(loaded.specs.count, 2)
    }

    func testRecursionThroughOptionalsAndCollectionsIsFine() throws {
        _ = try validSpec("""
            service: S
            models:
              Comment: { properties: { parent: Comment?, replies: [Comment], byID: "[String: Comment]" } }
              A: { properties: { b: B? } }
              B: { properties: { a: A } }
            """)
    }

    func testMergeKeysShareParameterDefinitions() throws {
        let spec = try validSpec("""
            service: S
            endpoints:
              a:
                path: /a
                query: &paging { page: Int?, size: Int? }
              b:
                path: /b
                query:
                  <<: *paging
                  q: String
            """)
        XCTAssertEqual(spec.endpoints[1].query.map(\.name.value), ["page", "size", "q"])
    }

    func testTheRepositorysExampleSpecsAreValid() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Specs")
            .standardized
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
            .sorted()
        XCTAssertEqual(names, ["Delivery.yaml", "Kodeco.yaml", "XenoCanto.yaml"])
        let inputs = try names.map {
            SpecInput(path: "Specs/\($0)", bytes: Array(try Data(contentsOf: folder.appendingPathComponent($0))))
        }
        let loaded = SpecLoader.load(inputs) { path in
            FileManager.default.contents(atPath: folder.deletingLastPathComponent().appendingPathComponent(path).path)
                .map(Array.init)
        }
        XCTAssertEqual(loaded.diagnostics.flatMap(\.lines), [])
        XCTAssertEqual(loaded.specs.compactMap(\.service?.value), ["Delivery", "Kodeco", "XenoCanto"])
        let xenoCanto = loaded.specs[2]
        guard case .page(_, _, _, _, let pageCount, _)? = xenoCanto.endpoints.first?.paging?.style else {
            return XCTFail("XenoCanto pages by number")
        }
        XCTAssertEqual(pageCount?.value, "numPages")
        XCTAssertEqual(loaded.specs[1].endpoints.first?.query.first?.constValue?.string, "article")
        XCTAssertEqual(loaded.specs[1].endpoints.last?.response?.description, "Data")
        XCTAssertEqual(loaded.specs[0].endpoints.first?.paging?.name, .offset, "Delivery pages by offset")
    }
}
