import Foundation
@testable import OpenAPIImport
import SpecModel
import Wording
import XCTest
import YAML

/// A Swagger 2.0 document imports as the OpenAPI 3.0 document it means: for each construct, a 2.0 document and the
/// 3.0 one written by hand for it import to the same spec files; what 3.0 has no form for is said at the 2.0
/// document's line and column.
final class Swagger2Tests: XCTestCase {
    private func imported(_ text: String, overlays: [Overlay] = []) throws -> ImportOutput {
        var options = ImportOptions()
        options.overlays = overlays
        return try Importer.run(try openAPISource(text, file: "api.yaml"), options: options).get()
    }

    /// The lines gen-import prints for the warnings of `output`.
    private func warnings(_ output: ImportOutput) -> [String] {
        (output.overlayWarnings + Diagnostic.sortedByPlace(output.warnings)).flatMap(\.lines)
    }

    private func assertSameImport(_ swagger: String, _ openapi: String, file: StaticString = #filePath,
                                  line: UInt = #line) throws {
        let two = try imported(swagger)
        let three = try imported(openapi)
        XCTAssertEqual(two.files.map(\.name), three.files.map(\.name), file: file, line: line)
        for (read, written) in zip(two.files, three.files) {
            XCTAssertEqual(read.text, written.text, read.name, file: file, line: line)
        }
        XCTAssertFalse(two.files.isEmpty, file: file, line: line)
    }

    private static let info = "info: { title: Shop, version: '1' }\n"

    func testDefinitionsAreComponentSchemasWithTheirNullableFileAndDiscriminator() throws {
        try assertSameImport("""
            swagger: '2.0'
            \(Self.info)paths:
              /pets/{id}:
                get:
                  operationId: getPet
                  parameters: [{ name: id, in: path, required: true, type: string }]
                  responses:
                    '200': { description: ok, schema: { $ref: '#/definitions/Pet' } }
            definitions:
              Pet:
                type: object
                discriminator: kind
                required: [kind]
                properties:
                  kind: { type: string }
                  owner: { $ref: '#/definitions/Owner', x-nullable: true }
                  sitter: { $ref: '#/definitions/Owner', description: Who feeds it }
                  nickname: { type: string, x-nullable: true }
                  photo: { type: file }
              Dog:
                allOf:
                  - $ref: '#/definitions/Pet'
                  - type: object
                    properties: { barks: { type: boolean } }
              Owner: { type: object, properties: { name: { type: string } } }
              Either: { x-oneOf: [{ $ref: '#/definitions/Owner' }, { $ref: '#/definitions/Dog' }] }
            """, """
            openapi: 3.0.3
            \(Self.info)paths:
              /pets/{id}:
                get:
                  operationId: getPet
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  responses:
                    '200':
                      description: ok
                      content: { application/json: { schema: { $ref: '#/components/schemas/Pet' } } }
            components:
              schemas:
                Pet:
                  type: object
                  discriminator: { propertyName: kind }
                  required: [kind]
                  properties:
                    kind: { type: string }
                    owner: { nullable: true, allOf: [{ $ref: '#/components/schemas/Owner' }] }
                    sitter: { allOf: [{ $ref: '#/components/schemas/Owner' }], description: Who feeds it }
                    nickname: { type: string, nullable: true }
                    photo: { type: string, format: binary }
                Dog:
                  allOf:
                    - $ref: '#/components/schemas/Pet'
                    - type: object
                      properties: { barks: { type: boolean } }
                Owner: { type: object, properties: { name: { type: string } } }
                Either: { oneOf: [{ $ref: '#/components/schemas/Owner' }, { $ref: '#/components/schemas/Dog' }] }
            """)
    }

    func testParametersTakeTheirSchemaStyleAndExample() throws {
        try assertSameImport("""
            swagger: '2.0'
            \(Self.info)parameters:
              limit: { name: limit, in: query, type: integer, format: int32, default: 20, maximum: 100 }
            paths:
              /items/{ids}:
                parameters:
                  - { name: ids, in: path, required: true, type: array, items: { type: integer } }
                get:
                  operationId: listItems
                  parameters:
                    - $ref: '#/parameters/limit'
                    - { name: tags, in: query, type: array, items: { type: string }, collectionFormat: multi }
                    - { name: fields, in: query, type: array, items: { type: string } }
                    - { name: words, in: query, type: array, items: { type: string }, collectionFormat: ssv }
                    - { name: kinds, in: query, type: array, collectionFormat: pipes,
                        items: { type: string, enum: [a, b] } }
                    - { name: X-Trace, in: header, type: string, x-example: abc }
                    - { name: since, in: query, type: string, format: date-time, description: Since when }
                  responses: { '204': { description: none } }
            """, """
            openapi: 3.0.3
            \(Self.info)paths:
              /items/{ids}:
                parameters:
                  - { name: ids, in: path, required: true, schema: { type: array, items: { type: integer } },
                      style: simple, explode: false }
                get:
                  operationId: listItems
                  parameters:
                    - $ref: '#/components/parameters/limit'
                    - { name: tags, in: query, schema: { type: array, items: { type: string } }, style: form,
                        explode: true }
                    - { name: fields, in: query, schema: { type: array, items: { type: string } }, style: form,
                        explode: false }
                    - { name: words, in: query, schema: { type: array, items: { type: string } },
                        style: spaceDelimited, explode: false }
                    - { name: kinds, in: query, style: pipeDelimited, explode: false,
                        schema: { type: array, items: { type: string, enum: [a, b] } } }
                    - { name: X-Trace, in: header, schema: { type: string }, example: abc }
                    - { name: since, in: query, schema: { type: string, format: date-time }, description: Since when }
                  responses: { '204': { description: none } }
            components:
              parameters:
                limit:
                  name: limit
                  in: query
                  schema: { type: integer, format: int32, default: 20, maximum: 100 }
            """)
    }

    func testABodyParameterIsTheRequestBodyForWhatTheOperationConsumes() throws {
        try assertSameImport("""
            swagger: '2.0'
            \(Self.info)consumes: [application/json]
            parameters:
              order: { name: order, in: body, required: true, schema: { $ref: '#/definitions/Order' } }
            paths:
              /orders:
                post:
                  operationId: createOrder
                  parameters: [{ $ref: '#/parameters/order' }]
                  responses: { '201': { description: made, schema: { $ref: '#/definitions/Order' } } }
              /notes:
                put:
                  operationId: putNote
                  consumes: [text/plain]
                  parameters: [{ name: note, in: body, description: The note, schema: { type: string } }]
                  responses: { '204': { description: none } }
            definitions:
              Order: { type: object, properties: { id: { type: integer } } }
            """, """
            openapi: 3.0.3
            \(Self.info)paths:
              /orders:
                post:
                  operationId: createOrder
                  requestBody: { $ref: '#/components/requestBodies/order' }
                  responses:
                    '201':
                      description: made
                      content: { application/json: { schema: { $ref: '#/components/schemas/Order' } } }
              /notes:
                put:
                  operationId: putNote
                  requestBody:
                    description: The note
                    content: { text/plain: { schema: { type: string } } }
                  responses: { '204': { description: none } }
            components:
              schemas:
                Order: { type: object, properties: { id: { type: integer } } }
              requestBodies:
                order:
                  required: true
                  content: { application/json: { schema: { $ref: '#/components/schemas/Order' } } }
            """)
    }

    func testFormFieldsAreAFormOrMultipartBody() throws {
        try assertSameImport("""
            swagger: '2.0'
            \(Self.info)paths:
              /login:
                post:
                  operationId: login
                  consumes: [application/x-www-form-urlencoded]
                  parameters:
                    - { name: user, in: formData, type: string, required: true, description: Who }
                    - { name: scopes, in: formData, type: array, items: { type: string } }
                  responses: { '204': { description: none } }
              /photos:
                post:
                  operationId: upload
                  consumes: [multipart/form-data]
                  parameters:
                    - { name: file, in: formData, type: file, required: true }
                    - { name: caption, in: formData, type: string, x-example: Sunset }
                  responses: { '204': { description: none } }
            """, """
            openapi: 3.0.3
            \(Self.info)paths:
              /login:
                post:
                  operationId: login
                  requestBody:
                    required: true
                    content:
                      application/x-www-form-urlencoded:
                        schema:
                          type: object
                          required: [user]
                          properties:
                            user: { type: string, description: Who }
                            scopes: { type: array, items: { type: string } }
                        encoding: { scopes: { style: form, explode: false } }
                  responses: { '204': { description: none } }
              /photos:
                post:
                  operationId: upload
                  requestBody:
                    required: true
                    content:
                      multipart/form-data:
                        schema:
                          type: object
                          required: [file]
                          properties:
                            file: { type: string, format: binary }
                            caption: { type: string, example: Sunset }
                  responses: { '204': { description: none } }
            """)
    }

    func testResponsesTakeContentForWhatTheOperationProducesWithExamplesAndHeaders() throws {
        try assertSameImport("""
            swagger: '2.0'
            \(Self.info)produces: [application/json]
            responses:
              NotFound: { description: missing, schema: { $ref: '#/definitions/Problem' } }
            paths:
              /report:
                get:
                  operationId: getReport
                  responses:
                    '200':
                      description: ok
                      headers: { X-Rate-Limit: { type: integer, description: Calls left } }
                      schema: { type: object, properties: { total: { type: integer } } }
                      examples: { application/json: { total: 3 } }
                    '404': { $ref: '#/responses/NotFound' }
              /report.pdf:
                get:
                  operationId: getReportFile
                  produces: [application/pdf]
                  responses: { '200': { description: the file, schema: { type: file } } }
            definitions:
              Problem: { type: object, properties: { message: { type: string } } }
            """, """
            openapi: 3.0.3
            \(Self.info)paths:
              /report:
                get:
                  operationId: getReport
                  responses:
                    '200':
                      description: ok
                      headers: { X-Rate-Limit: { description: Calls left, schema: { type: integer } } }
                      content:
                        application/json:
                          schema: { type: object, properties: { total: { type: integer } } }
                          example: { total: 3 }
                    '404': { $ref: '#/components/responses/NotFound' }
              /report.pdf:
                get:
                  operationId: getReportFile
                  responses:
                    '200':
                      description: the file
                      content: { application/pdf: { schema: { type: string, format: binary } } }
            components:
              schemas:
                Problem: { type: object, properties: { message: { type: string } } }
              responses:
                NotFound:
                  description: missing
                  content: { application/json: { schema: { $ref: '#/components/schemas/Problem' } } }
            """)
    }

    func testHostBasePathAndSchemesAreServersAndSecurityDefinitionsSchemes() throws {
        try assertSameImport("""
            swagger: '2.0'
            \(Self.info)host: api.example.com
            basePath: /v2
            schemes: [https, http]
            securityDefinitions:
              basicAuth: { type: basic }
              key: { type: apiKey, name: X-Key, in: header }
              code:
                type: oauth2
                flow: accessCode
                authorizationUrl: https://example.com/authorize
                tokenUrl: https://example.com/token
                scopes: { read: Read }
              machine: { type: oauth2, flow: application, tokenUrl: https://example.com/token, scopes: {} }
            security: [{ key: [] }]
            paths:
              /me:
                get:
                  operationId: getMe
                  security: [{ basicAuth: [] }, { code: [read] }, { machine: [] }]
                  responses: { '204': { description: none } }
            """, """
            openapi: 3.0.3
            \(Self.info)servers: [{ url: 'https://api.example.com/v2' }, { url: 'http://api.example.com/v2' }]
            security: [{ key: [] }]
            paths:
              /me:
                get:
                  operationId: getMe
                  security: [{ basicAuth: [] }, { code: [read] }, { machine: [] }]
                  responses: { '204': { description: none } }
            components:
              securitySchemes:
                basicAuth: { type: http, scheme: basic }
                key: { type: apiKey, name: X-Key, in: header }
                code:
                  type: oauth2
                  flows:
                    authorizationCode:
                      authorizationUrl: https://example.com/authorize
                      tokenUrl: https://example.com/token
                      scopes: { read: Read }
                machine:
                  type: oauth2
                  flows: { clientCredentials: { tokenUrl: https://example.com/token, scopes: {} } }
            """)
    }

    func testMicrosoftsPathsPagingAndNamedEnums() throws {
        try assertSameImport("""
            swagger: '2.0'
            \(Self.info)paths:
              /vaults:
                get:
                  operationId: listVaults
                  x-ms-pageable: { nextLinkName: nextLink }
                  parameters:
                    - name: sku
                      in: query
                      type: string
                      enum: [standard, premium]
                      x-ms-enum: { name: SkuName, modelAsString: true }
                  responses: { '200': { description: ok, schema: { $ref: '#/definitions/VaultList' } } }
            x-ms-paths:
              /vaults?restype=archive:
                get:
                  operationId: listArchived
                  responses: { '204': { description: none } }
            definitions:
              VaultList:
                type: object
                properties:
                  value: { type: array, items: { $ref: '#/definitions/Vault' } }
                  nextLink: { type: string }
              Vault:
                type: object
                properties:
                  sku: { type: string, enum: [standard, premium], x-ms-enum: { name: SkuName } }
            """, """
            openapi: 3.0.3
            \(Self.info)paths:
              /vaults:
                get:
                  operationId: listVaults
                  x-ms-pageable: { nextLinkName: nextLink }
                  parameters:
                    - { name: sku, in: query, schema: { $ref: '#/components/schemas/SkuName' } }
                  responses:
                    '200':
                      description: ok
                      content: { application/json: { schema: { $ref: '#/components/schemas/VaultList' } } }
              /vaults?restype=archive:
                get:
                  operationId: listArchived
                  responses: { '204': { description: none } }
            components:
              schemas:
                VaultList:
                  type: object
                  properties:
                    value: { type: array, items: { $ref: '#/components/schemas/Vault' } }
                    nextLink: { type: string }
                Vault:
                  type: object
                  properties:
                    sku: { $ref: '#/components/schemas/SkuName' }
                SkuName: { type: string, enum: [standard, premium], x-ms-enum: { name: SkuName, modelAsString: true } }
            """)
    }

    /// Two 20-operation excerpts of real 2.0 documents (Docker's Engine API, Slack's Web API:
    /// `Fixtures/Swagger2Excerpts`) import to the very specs of the 3.0 documents converted from them by hand.
    func testExcerptsOfRealDocumentsImportAsTheirHandConversions() throws {
        let folder = ImportGoldenTests.fixtures.appendingPathComponent("Swagger2Excerpts")
        for (name, swagger) in [("Docker", "swagger.yaml"), ("Slack", "swagger.json")] {
            func specs(_ file: String) throws -> [String: String] {
                let bytes = try Data(contentsOf: folder.appendingPathComponent(name).appendingPathComponent(file))
                let source = try OpenAPISource.read(Array(bytes), file: file).get()
                let output = try Importer.run(source, options: ImportOptions()).get()
                XCTAssertEqual(output.skipped, 0, name)
                return Dictionary(uniqueKeysWithValues: output.files.map {
                    ($0.name, $0.text.split(separator: "\n").dropFirst().joined(separator: "\n"))
                })
            }
            let read = try specs(swagger)
            let written = try specs("openapi.yaml")
            XCTAssertEqual(Set(read.keys), Set(written.keys), name)
            XCTAssertGreaterThan(read.count, 2, name)
            for (file, text) in read { XCTAssertEqual(text, written[file], "\(name) \(file)") }
        }
    }

    /// A structured response in any media type (Java frameworks write `*/*` for every response) is JSON; raw bytes in
    /// it stay `Data`.
    func testAStructuredResponseInAnyMediaTypeIsJSON() throws {
        try assertSameImport("""
            swagger: '2.0'
            \(Self.info)produces: ['*/*']
            paths:
              /pets:
                get:
                  operationId: listPets
                  responses:
                    '200': { description: ok, schema: { type: array, items: { $ref: '#/definitions/Pet' } } }
              /pets/photo:
                get:
                  operationId: getPhoto
                  responses: { '200': { description: ok, schema: { type: file } } }
            definitions:
              Pet: { type: object, properties: { name: { type: string } } }
            """, """
            openapi: 3.0.3
            \(Self.info)paths:
              /pets:
                get:
                  operationId: listPets
                  responses:
                    '200':
                      description: ok
                      content:
                        application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Pet' } } }
              /pets/photo:
                get:
                  operationId: getPhoto
                  responses:
                    '200': { description: ok, content: { image/png: { schema: { type: string, format: binary } } } }
            components:
              schemas:
                Pet: { type: object, properties: { name: { type: string } } }
            """)
    }

    /// `x-ms-enum`'s case names (`values[].name`) are the cases' Swift names when it names every case.
    func testMicrosoftsEnumCaseNamesNameTheCases() throws {
        let output = try imported("""
            swagger: '2.0'
            \(Self.info)paths: {}
            definitions:
              Order:
                type: string
                enum: [timedesc, timeasc]
                x-ms-enum:
                  name: Order
                  values:
                    - { value: timedesc, name: LastUpdatedOnDescending }
                    - { value: timeasc, name: LastUpdatedOnAscending }
              Arch:
                type: string
                enum: ['386', amd64]
                x-ms-enum: { name: Arch, values: [{ value: '386' }, { value: amd64, name: Amd64 }] }
            """)
        let text = output.files.map(\.text).joined()
        XCTAssertTrue(text.contains("enum: { lastUpdatedOnDescending: timedesc, lastUpdatedOnAscending: timeasc }"),
                      text)
        XCTAssertTrue(text.contains("enum: [\"386\", amd64]"), text)
    }

    /// What 3.0 has no form for is said at the 2.0 document's line and column, as is every later stage's finding.
    func testWarningsPointIntoTheSwagger2Document() throws {
        let output = try imported("""
            swagger: '2.0'
            \(Self.info)paths:
              /items/{id}:
                get:
                  operationId: getItems
                  parameters:
                    - { name: id, in: path, type: string }
                    - { name: codes, in: query, type: array, items: { type: string }, collectionFormat: tsv }
                  responses: { '204': { description: none } }
              /notes:
                post:
                  operationId: addNote
                  parameters:
                    - { name: note, in: body, schema: { type: string } }
                    - { name: again, in: body, schema: { type: string } }
                    - { name: title, in: formData, type: string }
                  responses: { '204': { description: none } }
            """)
        XCTAssertEqual(warnings(output), [
            "api.yaml:8:11: warning: path parameter 'id' is not marked required; read as required "
                + "[optional-path-parameter]",
            "api.yaml:9:93: warning: collectionFormat 'tsv' of query parameter 'codes' has no form in OpenAPI 3; "
                + "read as comma-separated [swagger-2-construct]",
            "api.yaml:16:11: warning: a second body parameter, which 2.0 doesn't allow; the first is read, this one "
                + "left out [swagger-2-construct]",
            "api.yaml:17:11: warning: a form field beside a body parameter, which 2.0 doesn't allow; the body is "
                + "read, the field left out [swagger-2-construct]",
        ])
    }

    /// A 2.0 document split over files: what its `$ref`s reach is added to `definitions`, `parameters` and `responses`
    /// (a body parameter too), each item keeping its own file's line and column, and `securityDefinitions` written as a
    /// `$ref` to a file is the map there; it then imports as the one file would.
    func testASplitDocumentIsReadIntoItsOwnPlacesAndImportsAsOneFile() throws {
        let root = """
            swagger: '2.0'
            \(Self.info)securityDefinitions: { $ref: security.yaml }
            security: [{ key: [] }]
            paths:
              /pets:
                parameters: [{ $ref: 'common.yaml#/parameters/limit' }]
                get:
                  operationId: listPets
                  responses:
                    '200': { description: ok, schema: { type: array, items: { $ref: 'pet.yaml' } } }
                    '404': { $ref: 'common.yaml#/responses/Missing' }
                post:
                  operationId: addPet
                  parameters: [{ $ref: 'common.yaml#/parameters/pet' }]
                  responses: { '201': { description: made, schema: { $ref: '#/definitions/Owner' } } }
            definitions:
              Owner: { type: object, properties: { pet: { $ref: 'pet.yaml' } } }
            """
        let files = [
            "api/swagger.yaml": root,
            "api/pet.yaml": "type: object\nproperties:\n  name: { type: integer, maximum: 1.5 }\n",
            "api/security.yaml": "key: { type: apiKey, name: X-Key, in: header }\n",
            "api/common.yaml": """
                parameters:
                  limit: { name: limit, in: query, type: integer }
                  pet: { name: pet, in: body, required: true, schema: { $ref: 'pet.yaml' } }
                responses:
                  Missing: { description: missing, schema: { type: object, properties: { message: { type: string } } } }
                """,
        ]
        var options = ImportOptions()
        options.files = FileTable(files.mapValues { Array($0.utf8) })
        let source = try openAPISource(root, file: "api/swagger.yaml")
        let bundled = Bundler.bundle(source, files: options.files, firstDocument: 1).source
        XCTAssertEqual(bundled.root.value(at: ["definitions"])?.mapping?.compactMap(\.key.string), ["Owner", "pet"])
        XCTAssertEqual(bundled.root.value(at: ["parameters"])?.mapping?.compactMap(\.key.string), ["limit", "pet"])
        XCTAssertEqual(bundled.root.value(at: ["responses"])?.mapping?.compactMap(\.key.string), ["Missing"])
        XCTAssertEqual(bundled.root.value(at: ["paths", "/pets", "post", "parameters", "0", "$ref"])?.string,
                       "#/parameters/pet")
        let split = try Importer.run(source, options: options).get()
        XCTAssertEqual(warnings(split), [
            "api/pet.yaml:3:35: warning: 'maximum: 1.5' on an integer read as 'maximum: 1' [integer-bound]",
        ])
        let one = try imported("""
            swagger: '2.0'
            \(Self.info)securityDefinitions: { key: { type: apiKey, name: X-Key, in: header } }
            security: [{ key: [] }]
            parameters:
              limit: { name: limit, in: query, type: integer }
              pet: { name: pet, in: body, required: true, schema: { $ref: '#/definitions/pet' } }
            responses:
              Missing: { description: missing, schema: { type: object, properties: { message: { type: string } } } }
            paths:
              /pets:
                parameters: [{ $ref: '#/parameters/limit' }]
                get:
                  operationId: listPets
                  responses:
                    '200': { description: ok, schema: { type: array, items: { $ref: '#/definitions/pet' } } }
                    '404': { $ref: '#/responses/Missing' }
                post:
                  operationId: addPet
                  parameters: [{ $ref: '#/parameters/pet' }]
                  responses: { '201': { description: made, schema: { $ref: '#/definitions/Owner' } } }
            definitions:
              Owner: { type: object, properties: { pet: { $ref: '#/definitions/pet' } } }
              pet: { type: object, properties: { name: { type: integer, maximum: 1 } } }
            """)
        XCTAssertEqual(split.files.map(\.name), one.files.map(\.name))
        for (read, written) in zip(split.files, one.files) {
            XCTAssertEqual(read.text.split(separator: "\n").dropFirst(),
                           written.text.split(separator: "\n").dropFirst(), read.name)
        }
    }

    /// Defects with one obvious reading, said as any document's are: an `info` without a version (OpenAPI requires
    /// one), a list parameter without the `items` 2.0 requires.
    func testAnInfoWithoutVersionAndAListWithoutItemsAreReadWithAWarning() throws {
        let swagger = """
            swagger: '2.0'
            info: { title: Shop }
            paths:
              /items:
                get:
                  operationId: listItems
                  parameters: [{ name: ids, in: query, type: array }]
                  responses: { '204': { description: none } }
            """
        try assertSameImport(swagger, """
            openapi: 3.0.3
            info: { title: Shop, version: '' }
            paths:
              /items:
                get:
                  operationId: listItems
                  parameters:
                    - { name: ids, in: query, schema: { type: array, items: { type: string } }, style: form,
                        explode: false }
                  responses: { '204': { description: none } }
            """)
        XCTAssertEqual(warnings(try imported(swagger)), [
            "api.yaml:2:7: warning: 'info' without a readable version; read with an empty version [incomplete-info]",
            "api.yaml:7:50: warning: list 'ids' without 'items', which 2.0 requires; read as a list of strings "
                + "[list-without-items]",
        ])
    }

    /// Overlays are written against the 2.0 document as published: they apply before it is read as 3.0.
    func testOverlaysApplyToTheSwagger2Document() throws {
        let overlay = try Overlay.read(Array("""
            overlay: 1.0.0
            info: { title: Fix, version: '1' }
            actions:
              - target: $.definitions.Pet.properties
                update: { age: { type: integer } }
            """.utf8), file: "fix.yaml", document: 1).get()
        let output = try imported("""
            swagger: '2.0'
            \(Self.info)paths:
              /pet:
                get:
                  operationId: getPet
                  responses: { '200': { description: ok, schema: { $ref: '#/definitions/Pet' } } }
            definitions:
              Pet: { type: object, properties: { name: { type: string } } }
            """, overlays: [overlay])
        XCTAssertEqual(warnings(output), [])
        let text = output.files.map(\.text).joined()
        XCTAssertTrue(text.contains("age: Int?"), text)
        XCTAssertTrue(text.contains("name: String?"), text)
    }
}
