import JSONPath
import XCTest
import YAML

/// Queries over OpenAPI documents written in YAML, as Overlay actions select their targets: scalars are typed
/// by the YAML 1.2 core schema, keys match by their text, and every match points back into the file.
final class YAMLDocumentTests: XCTestCase {
    private typealias T = JSONPathTesting

    private let openAPI = """
        openapi: 3.1.0
        info:
          title: Petstore
          version: 1.0.0
        paths:
          /pets:
            get:
              operationId: listPets
              tags: [pets]
              responses:
                200:
                  description: A list
                default:
                  description: Error
            post:
              operationId: createPet
              deprecated: true
              x-internal: yes
              responses:
                '201':
                  description: Created
          /pets/{id}:
            get:
              operationId: showPet
              deprecated: false
              parameters:
                - name: id
                  in: path
                  required: true
                - name: verbose
                  in: query
                  required: ~
        """

    func testOverlayStyleTargets() throws {
        XCTAssertEqual(try T.values("$.info.title", in: openAPI), [#""Petstore""#])
        XCTAssertEqual(try T.values("$.paths['/pets'].get.operationId", in: openAPI), [#""listPets""#])
        XCTAssertEqual(try T.paths("$.paths.*[?@.deprecated == true]", in: openAPI), ["$['paths']['/pets']['post']"])
        XCTAssertEqual(try T.values("$.paths.*.*.operationId", in: openAPI),
                       [#""listPets""#, #""createPet""#, #""showPet""#])
        XCTAssertEqual(try T.values("$.paths..parameters[?@.in == 'path'].name", in: openAPI), [#""id""#])
        XCTAssertEqual(try T.paths("$.paths[*][?@.tags[?@ == 'pets']]", in: openAPI), ["$['paths']['/pets']['get']"])
    }

    func testKeysMatchByTheirText() throws {
        XCTAssertEqual(try T.values("$.paths['/pets'].get.responses['200'].description", in: openAPI), [#""A list""#],
                       "a plain 200 key is matched by the name '200'")
        XCTAssertEqual(try T.values("$.paths['/pets'].post.responses['201'].description", in: openAPI), [#""Created""#])
        XCTAssertEqual(try T.paths("$.paths['/pets'].get.responses.*", in: openAPI), [
            "$['paths']['/pets']['get']['responses']['200']", "$['paths']['/pets']['get']['responses']['default']",
        ])
    }

    func testScalarsAreTypedByTheCoreSchema() throws {
        let parameters = "$.paths['/pets/{id}'].get.parameters"
        XCTAssertEqual(try T.values("\(parameters)[?@.required == true].name", in: openAPI), [#""id""#])
        XCTAssertEqual(try T.values("\(parameters)[?@.required == null].name", in: openAPI), [#""verbose""#],
                       "~ is null")
        XCTAssertEqual(try T.values("$.paths['/pets'].post[?@ == 'yes']", in: openAPI), [#""yes""#],
                       "yes is a string in YAML 1.2")
        XCTAssertEqual(try T.values("$.info[?@ == '1.0.0']", in: openAPI), [#""1.0.0""#])
        XCTAssertEqual(try T.values("$[?@ == '3.1.0']", in: openAPI), [#""3.1.0""#])
        XCTAssertEqual(try T.values("$.paths..[?@ == false]", in: openAPI), ["false"])
    }

    func testMatchesPointIntoTheFile() throws {
        let root = try T.document(openAPI)
        let matches = try JSONPathQuery.parse("$..operationId").select(in: root)
        XCTAssertEqual(matches.map(\.node.mark), [Mark(line: 8, column: 20), Mark(line: 16, column: 20),
                                                  Mark(line: 24, column: 20)])
        XCTAssertEqual(matches.map(\.path.last), [.name("operationId"), .name("operationId"), .name("operationId")])
    }

    func testAliasesAreFollowed() throws {
        let yaml = """
            shared: &error {description: Error, code: 500}
            responses:
              a: *error
              b: {description: Fine}
            """
        XCTAssertEqual(try T.paths("$.responses[?@.code >= 500]", in: yaml), ["$['responses']['a']"])
        XCTAssertEqual(try T.values("$..description", in: yaml), [#""Error""#, #""Error""#, #""Fine""#])
    }
}
