import Generator
import SpecModel
import Wording
import XCTest

/// Bad specs, one mistake (or one kind of mistake) per test, each with the exact lines `gen` prints.
/// A test's spec file is named after the test: `testUnknownType` reads `Bad/UnknownType.yaml`.
final class BadSpecTests: XCTestCase {
    // MARK: - Helpers

    /// `testUnknownType()` → `Bad/UnknownType.yaml`.
    private func specPath(_ function: String) -> String {
        var name = Substring(function)
        if let paren = name.firstIndex(of: "(") { name = name[..<paren] }
        if name.hasPrefix("test") { name = name.dropFirst(4) }
        return "Bad/\(name).yaml"
    }

    /// Loads one spec named after the calling test and compares the printed diagnostics with `expected`.
    private func assertDiagnostics(_ yaml: String, _ expected: [String], name: String = #function,
                                   file: StaticString = #filePath, line: UInt = #line) {
        assertDiagnostics(bytes: Array(yaml.utf8), expected, name: name, file: file, line: line)
    }

    private func assertDiagnostics(bytes: [UInt8], _ expected: [String], name: String = #function,
                                   file: StaticString = #filePath, line: UInt = #line) {
        let result = Generation.run([SpecInput(path: specPath(name), bytes: bytes)])
        compare(result.diagnostics.flatMap(\.lines), expected, file: file, line: line)
        if expected.isEmpty {
            XCTAssertEqual(result.specs.count, 1, "a clean load produces its spec", file: file, line: line)
        }
    }

    /// Loads several files at once (`files` are (path, yaml) pairs) and compares all printed diagnostics.
    private func assertDiagnostics(files: [(String, String)], _ expected: [String],
                                   file: StaticString = #filePath, line: UInt = #line) {
        let inputs = files.map { SpecInput(path: $0.0, bytes: Array($0.1.utf8)) }
        let result = Generation.run(inputs)
        compare(result.diagnostics.flatMap(\.lines), expected, file: file, line: line)
    }

    private func compare(_ actual: [String], _ expected: [String], file: StaticString, line: UInt) {
        guard actual != expected else { return }
        XCTFail("""
            diagnostics differ
            --- expected
            \(expected.joined(separator: "\n"))
            --- actual
            \(actual.joined(separator: "\n"))
            """, file: file, line: line)
    }

    // MARK: - Unknown keys

    func testUnknownTopLevelKey() {
        assertDiagnostics("""
            service: Shop
            baseUrl: https://shop.example.com
            """, [
            "Bad/UnknownTopLevelKey.yaml:2:1: error: unknown key 'baseUrl' in a spec (did you mean 'baseURL'?)",
        ])
    }

    func testUnknownModelKey() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                deprecatd: true
                properties:
                  id: Int
            """, [
            "Bad/UnknownModelKey.yaml:4:5: error: unknown key 'deprecatd' in model 'Item' (did you mean 'deprecated'?)",
        ])
    }

    // One mistake, one error: a misspelt 'properties' is not also reported as a missing 'properties:'.
    func testMisspeltPropertiesKeyIsOneError() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                propertes:
                  id: Int
            """, [
            "Bad/MisspeltPropertiesKeyIsOneError.yaml:4:5: error: unknown key 'propertes' in model 'Item' (did you "
                + "mean 'properties'?)",
        ])
    }

    func testUnknownPropertyKey() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  id: { type: Int, deafult: 0 }
            """, [
            "Bad/UnknownPropertyKey.yaml:5:24: error: unknown key 'deafult' in property 'id' of 'Item' (did you mean "
                + "'default'?)",
        ])
    }

    func testUnknownEndpointKey() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              getItem:
                path: /items
                respone: String
            """, [
            "Bad/UnknownEndpointKey.yaml:5:5: error: unknown key 'respone' in endpoint 'getItem' (did you mean "
                + "'response'?)",
        ])
    }

    func testUnknownQueryParamKey() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              search:
                path: /search
                query:
                  q: { type: String, defualt: "" }
            """, [
            "Bad/UnknownQueryParamKey.yaml:6:26: error: unknown key 'defualt' in query parameter 'q' (did you mean "
                + "'default'?)",
        ])
    }

    func testConstOnPathParam() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              getItem:
                path: /items/{id}
                params:
                  id: { type: Int, const: 5 }
            """, [
            "Bad/ConstOnPathParam.yaml:6:24: error: unknown key 'const' in path parameter 'id'",
        ])
    }

    func testUnknownPagingKey() {
        assertDiagnostics("""
            service: Shop
            models:
              Page:
                properties:
                  items: [String]
                  numPages: Int
            endpoints:
              list:
                path: /list
                query:
                  page: Int
                response: Page
                paging: { style: page, page: page, items: items, pagecount: numPages }
            """, [
            "Bad/UnknownPagingKey.yaml:13:54: error: unknown key 'pagecount' in page paging (did you mean "
                + "'pageCount'?)",
        ])
    }

    // MARK: - Types

    func testUnknownType() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  name: Strng
            """, [
            "Bad/UnknownType.yaml:5:13: error: unknown type 'Strng' (did you mean 'String'?)",
        ])
    }

    func testUnknownModelNameTypo() {
        assertDiagnostics("""
            service: Shop
            models:
              User:
                properties:
                  id: Int
              Item:
                properties:
                  owner: Usr
            """, [
            "Bad/UnknownModelNameTypo.yaml:8:14: error: unknown type 'Usr' (did you mean 'User'?)",
        ])
    }

    func testUnknownTypeInUnquotedArray() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  tags: [Strin]
            """, [
            "Bad/UnknownTypeInUnquotedArray.yaml:5:14: error: unknown type 'Strin' (did you mean 'String'?)",
        ])
    }

    func testUnknownTypeInQuotedDictionary() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  meta: "[String: Itme]"
            """, [
            "Bad/UnknownTypeInQuotedDictionary.yaml:5:23: error: unknown type 'Itme' (did you mean 'Item'?)",
        ])
    }

    func testUnknownTypeInUnquotedDictionary() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  meta: [String: Boll]
            """, [
            "Bad/UnknownTypeInUnquotedDictionary.yaml:5:22: error: unknown type 'Boll' (did you mean 'Bool'?)",
        ])
    }

    func testUnknownOptionalType() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  note: Strng?
            """, [
            "Bad/UnknownOptionalType.yaml:5:13: error: unknown type 'Strng' (did you mean 'String'?)",
        ])
    }

    func testUnknownTypeInsideQuotedOptionalList() {
        assertDiagnostics("""
            service: Shop
            models:
              User:
                properties:
                  id: Int
              Team:
                properties:
                  members: { type: "[Usre]?", doc: Everyone. }
            """, [
            "Bad/UnknownTypeInsideQuotedOptionalList.yaml:8:26: error: unknown type 'Usre' (did you mean 'User'?)",
        ])
    }

    func testUnclosedListType() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  tags: "[String"
            """, [
            "Bad/UnclosedListType.yaml:5:21: error: malformed type '[String' (expected ']')",
        ])
    }

    func testDoubleOptionalType() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  note: String??
            """, [
            "Bad/DoubleOptionalType.yaml:5:20: error: malformed type 'String??' (a type can be optional only once)",
        ])
    }

    func testIntKeyedDictionaryQuoted() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  meta: "[Int: String]"
            """, [
            "Bad/IntKeyedDictionaryQuoted.yaml:5:15: error: dictionary keys must be 'String' (JSON object keys are "
                + "strings)",
        ])
    }

    func testIntKeyedDictionaryUnquoted() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  meta: [Int: String]
            """, [
            "Bad/IntKeyedDictionaryUnquoted.yaml:5:14: error: dictionary keys must be 'String' (JSON object keys are "
                + "strings)",
        ])
    }

    func testTypeNameStartingWithDigit() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  speed: 2Fast
            """, [
            "Bad/TypeNameStartingWithDigit.yaml:5:14: error: malformed type '2Fast' (a type name cannot start with a "
                + "digit)",
        ])
    }

    func testEmptyQuotedType() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  name: ""
            """, [
            "Bad/EmptyQuotedType.yaml:5:14: error: missing type",
        ])
    }

    func testMissingTypeValue() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  name:
                  id: Int
            """, [
            "Bad/MissingTypeValue.yaml:5:12: error: missing type",
        ])
    }

    func testPropertyFullFormWithoutType() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  id: { doc: The id. }
            """, [
            "Bad/PropertyFullFormWithoutType.yaml:5:7: error: property 'id' of 'Item' needs a 'type:'",
        ])
    }

    // MARK: - Service settings

    func testUnsupportedVersion() {
        assertDiagnostics("""
            version: 2
            service: Shop
            """, [
            "Bad/UnsupportedVersion.yaml:1:10: error: unsupported spec version 2; this gen reads versions 1, 1.1 and "
                + "1.2",
        ])
    }

    func testVersionThatIsNoVersion() {
        assertDiagnostics("""
            version: [1]
            service: Shop
            """, [
            "Bad/VersionThatIsNoVersion.yaml:1:10: error: expected text for 'version', found a list",
        ])
        assertDiagnostics("""
            version: 1.3
            service: Shop
            """, [
            "Bad/VersionThatIsNoVersion.yaml:1:10: error: unsupported spec version 1.3; this gen reads versions 1, 1.1 "
                + "and 1.2",
        ])
    }

    func testServiceNameNotIdentifier() {
        assertDiagnostics("""
            service: my-shop
            """, [
            "Bad/ServiceNameNotIdentifier.yaml:1:10: error: service name 'my-shop' is not a Swift identifier",
        ])
    }

    func testMissingServiceWithEndpoints() {
        assertDiagnostics("""
            baseURL: https://shop.example.com
            endpoints:
              ping:
                path: /ping
            """, [
            "Bad/MissingServiceWithEndpoints.yaml:1:1: error: missing 'service:'; a spec with endpoints names its "
                + "service (a Swift identifier)",
        ])
    }

    func testBaseURLNotHTTP() {
        assertDiagnostics("""
            service: Shop
            baseURL: ftp://shop.example.com
            """, [
            "Bad/BaseURLNotHTTP.yaml:2:10: error: baseURL 'ftp://shop.example.com' is not an absolute http or https "
                + "URL without query or fragment",
        ])
    }

    func testBaseURLWithoutScheme() {
        assertDiagnostics("""
            service: Shop
            baseURL: shop.example.com/api
            """, [
            "Bad/BaseURLWithoutScheme.yaml:2:10: error: baseURL 'shop.example.com/api' is not an absolute http or "
                + "https URL without query or fragment",
        ])
    }

    func testUnknownKeyStyle() {
        assertDiagnostics("""
            service: Shop
            keys: snake-case
            """, [
            "Bad/UnknownKeyStyle.yaml:2:7: error: unknown key style 'snake-case' (did you mean 'snake_case'?); use "
                + "as-is or snake_case",
        ])
    }

    func testDatesTypo() {
        assertDiagnostics("""
            service: Shop
            dates: iso8061
            """, [
            "Bad/DatesTypo.yaml:2:8: error: unknown date coding 'iso8061' (did you mean 'iso8601'?)",
        ])
    }

    // A word that holds date-field letters (`timestamp`) is not a date format: every date would fail to decode.
    func testDatesWordIsNotAFormat() {
        assertDiagnostics("""
            service: Shop
            dates: timestamp
            """, [
            "Bad/DatesWordIsNotAFormat.yaml:2:8: error: unknown date coding 'timestamp'; use iso8601, rfc3339, "
                + "seconds, milliseconds or a date format like \"yyyy-MM-dd\"",
        ])
    }

    func testServiceHeaderNotAToken() {
        assertDiagnostics("""
            service: Shop
            headers: { "X Api Key": abc }
            """, [
            "Bad/ServiceHeaderNotAToken.yaml:2:12: error: 'X Api Key' is not a valid HTTP header name",
        ])
    }

    func testServiceHeaderEmptyName() {
        assertDiagnostics("""
            service: Shop
            headers: { "": abc }
            """, [
            "Bad/ServiceHeaderEmptyName.yaml:2:12: error: '' is not a valid HTTP header name",
        ])
    }

    func testEndpointHeaderNotAToken() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              ping:
                path: /ping
                headers: { "X-Id:": String }
            """, [
            "Bad/EndpointHeaderNotAToken.yaml:5:16: error: 'X-Id:' is not a valid HTTP header name",
        ])
    }

    // MARK: - Models and enums

    func testModelNameNotIdentifier() {
        assertDiagnostics("""
            service: Shop
            models:
              my-item:
                properties:
                  id: Int
            """, [
            "Bad/ModelNameNotIdentifier.yaml:3:3: error: model name 'my-item' is not a Swift identifier",
        ])
    }

    func testModelWithNeitherPropertiesNorEnum() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                doc: An item.
            """, [
            "Bad/ModelWithNeitherPropertiesNorEnum.yaml:3:3: error: model 'Item' needs 'properties:', 'enum:' or "
                + "'oneOf:'",
        ])
    }

    func testModelWithPropertiesAndEnum() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties: { id: Int }
                enum: [a, b]
            """, [
            "Bad/ModelWithPropertiesAndEnum.yaml:5:5: error: model 'Item' has both 'properties' and 'enum'; a model is "
                + "one of properties, enum or oneOf",
        ])
    }

    func testEmptyEnum() {
        assertDiagnostics("""
            service: Shop
            models:
              Kind:
                enum: []
            """, [
            "Bad/EmptyEnum.yaml:4:11: error: enum 'Kind' has no values",
        ])
    }

    func testEnumValuesThatAreNumbersAndBooleans() {
        assertDiagnostics("""
            service: Shop
            models:
              Kind:
                enum: [1, open, true]
            """, [
            "Bad/EnumValuesThatAreNumbersAndBooleans.yaml:4:12: error: integer values of enum 'Kind' need Swift case "
                + "names: write the map form { name: 1 } (or quote the number if the API sends a string)",
            "Bad/EnumValuesThatAreNumbersAndBooleans.yaml:4:21: error: enum values of 'Kind' are strings or integers; "
                + "quote 'true' if the API sends the string \"true\"",
        ])
    }

    func testEnumDuplicateValue() {
        assertDiagnostics("""
            service: Shop
            models:
              Kind:
                enum: [a, b, a]
            """, [
            "Bad/EnumDuplicateValue.yaml:4:18: error: duplicate value 'a' in enum 'Kind'",
            "Bad/EnumDuplicateValue.yaml:4:12: note: 'a' is first listed here",
        ])
    }

    func testEnumMapFormCaseNamedLikeAnEnumMember() {
        assertDiagnostics("""
            service: Shop
            models:
              State:
                enum: { known: k, unknown: u, allCases: a, rawValue: r }
            """, [
            "Bad/EnumMapFormCaseNamedLikeAnEnumMember.yaml:4:23: error: case 'u' is named 'unknown', which is a member "
                + "of every enum; name this case differently",
            "Bad/EnumMapFormCaseNamedLikeAnEnumMember.yaml:4:35: error: case 'a' is named 'allCases', which is a "
                + "member of every enum; name this case differently",
            "Bad/EnumMapFormCaseNamedLikeAnEnumMember.yaml:4:48: error: case 'r' is named 'rawValue', which is a "
                + "member of every enum; name this case differently",
        ])
    }

    func testPropertiesWithOneWrittenSwiftName() {
        assertDiagnostics("""
            service: Shop
            models:
              Page:
                properties:
                  per_page: { type: Int, name: size }
                  count: { type: Int, name: size }
                  size: Int
            """, [
            "Bad/PropertiesWithOneWrittenSwiftName.yaml:6:33: error: property 'count' is named 'size' in model 'Page', "
                + "as property 'per_page' is; choose another 'name:'",
            "Bad/PropertiesWithOneWrittenSwiftName.yaml:5:36: note: property 'per_page' is here",
        ])
    }

    func testPropertiesWithOneJSONKey() {
        assertDiagnostics("""
            service: Shop
            keys: snake_case
            models:
              Page:
                properties:
                  a: { type: Int, key: b }
                  b: Int
                  fooURL: String
                  fooUrl: String
            """, [
            "Bad/PropertiesWithOneJSONKey.yaml:7:7: error: property 'b' of 'Page' has the JSON key 'b', as property "
                + "'a' does; give one another 'key:'",
            "Bad/PropertiesWithOneJSONKey.yaml:6:28: note: property 'a' is here",
            "Bad/PropertiesWithOneJSONKey.yaml:9:7: error: property 'fooUrl' of 'Page' has the JSON key 'foo_url', as "
                + "property 'fooURL' does; give one another 'key:'",
            "Bad/PropertiesWithOneJSONKey.yaml:8:7: note: property 'fooURL' is here",
        ])
    }

    func testMembersNamedLikeTypesGeneratedCodeUses() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  keys: { type: String, name: CodingKeys }
                  day: { type: Date, name: Date }
            endpoints:
              search:
                path: /items/{id}
                params: { id: { type: String, name: PathSegment } }
                query:
                  q: { type: String, name: QueryItems }
                headers:
                  X-A: { type: String?, name: HeaderFields }
            """, [
            "Bad/MembersNamedLikeTypesGeneratedCodeUses.yaml:5:35: error: property 'keys' is named 'CodingKeys', which "
                + "is a type generated code uses; choose another 'name:'",
            "Bad/MembersNamedLikeTypesGeneratedCodeUses.yaml:6:32: error: property 'day' is named 'Date', which is a "
                + "type generated code uses; choose another 'name:'",
            "Bad/MembersNamedLikeTypesGeneratedCodeUses.yaml:10:41: error: path parameter 'id' is named 'PathSegment', "
                + "which is a type generated code uses; choose another 'name:'",
            "Bad/MembersNamedLikeTypesGeneratedCodeUses.yaml:12:32: error: query parameter 'q' is named 'QueryItems', "
                + "which is a type generated code uses; choose another 'name:'",
            "Bad/MembersNamedLikeTypesGeneratedCodeUses.yaml:14:35: error: header 'X-A' is named 'HeaderFields', which "
                + "is a type generated code uses; choose another 'name:'",
        ])
    }

    func testWrittenNameOfARequestMember() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              search:
                path: /items
                query:
                  q: { type: String, name: path }
                  p: { type: String, name: self }
                  r: { type: String, name: self }
            """, [
            "Bad/WrittenNameOfARequestMember.yaml:6:32: error: query parameter 'q' is named 'path', which is a member "
                + "of every request; choose another 'name:'",
            "Bad/WrittenNameOfARequestMember.yaml:8:32: error: query parameter 'r' is named 'self' in request "
                + "'SearchRequest', as query parameter 'p' is; choose another 'name:'",
            "Bad/WrittenNameOfARequestMember.yaml:7:32: note: query parameter 'p' is here",
        ])
    }

    func testPropertyNamesWithoutSwiftName() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  "[]": String
                  "???": Int
            """, [
            "Bad/PropertyNamesWithoutSwiftName.yaml:5:7: error: cannot derive a Swift name from property '[]' of "
                + "'Item'; give one with 'name:'",
            "Bad/PropertyNamesWithoutSwiftName.yaml:6:7: error: cannot derive a Swift name from property '???' of "
                + "'Item'; give one with 'name:'",
        ])
    }

    func testExplicitNameNotIdentifier() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  x-y: { type: Int, name: x-y }
            """, [
            "Bad/ExplicitNameNotIdentifier.yaml:5:31: error: 'x-y' is not a Swift identifier",
        ])
    }

    // MARK: - Endpoints and paths

    func testEndpointNameWithoutSwiftName() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              "???":
                path: /x
            """, [
            "Bad/EndpointNameWithoutSwiftName.yaml:3:3: error: cannot derive a Swift type name from endpoint '???'",
        ])
    }

    func testEndpointWithoutPath() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              ping:
                method: GET
            """, [
            "Bad/EndpointWithoutPath.yaml:3:3: error: endpoint 'ping' needs a 'path:'",
        ])
    }

    func testPathWithoutLeadingSlash() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              ping:
                path: ping
            """, [
            "Bad/PathWithoutLeadingSlash.yaml:4:11: error: path 'ping' must start with '/' (it is relative to the "
                + "service's baseURL)",
        ])
    }

    func testPathWithQueryString() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              list:
                path: /items?sort=asc
            """, [
            "Bad/PathWithQueryString.yaml:4:17: error: path '/items?sort=asc' has a query string; declare query "
                + "parameters under 'query:'",
        ])
    }

    func testPathWithUnclosedPlaceholderQuoted() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              getItem:
                path: "/items/{id"
            """, [
            "Bad/PathWithUnclosedPlaceholderQuoted.yaml:4:19: error: '{' without '}' in path '/items/{id'",
        ])
    }

    func testPathWithEmptyPlaceholder() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              getItem:
                path: /items/{}
            """, [
            "Bad/PathWithEmptyPlaceholder.yaml:4:18: error: empty placeholder '{}' in path '/items/{}'",
        ])
    }

    func testPathWithDuplicatePlaceholder() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              getItem:
                path: /a/{id}/b/{id}
            """, [
            "Bad/PathWithDuplicatePlaceholder.yaml:4:21: error: placeholder '{id}' appears twice in path "
                + "'/a/{id}/b/{id}'",
            "Bad/PathWithDuplicatePlaceholder.yaml:4:14: note: the first is here",
        ])
    }

    func testDeclaredPathParamNotInPath() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              getItem:
                path: /items/{id}
                params:
                  ids: Int
            """, [
            "Bad/DeclaredPathParamNotInPath.yaml:6:7: error: path parameter 'ids' is not used in the path "
                + "'/items/{id}' (did you mean 'id'?)",
        ])
    }

    func testOptionalPathParam() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              getItem:
                path: /items/{id}
                params:
                  id: Int?
            """, [
            "Bad/OptionalPathParam.yaml:6:11: error: path parameter 'id' can't be optional: the path always needs it",
        ])
    }

    func testModelTypedQueryParam() {
        assertDiagnostics("""
            service: Shop
            models:
              Filter:
                properties:
                  name: String
            endpoints:
              search:
                path: /search
                query:
                  filter: Filter
            """, [
            "Bad/ModelTypedQueryParam.yaml:10:15: error: query parameter 'filter' has type 'Filter'; a query value is "
                + "a string, number, boolean, date, URL, UUID or enum, or a list or dictionary of them",
        ])
    }

    func testConstTogetherWithDefault() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              list:
                path: /items
                query:
                  format: { type: String, const: json, default: xml }
            """, [
            "Bad/ConstTogetherWithDefault.yaml:6:31: error: query parameter 'format' has both 'const' and 'default'; a "
                + "const value is always sent",
        ])
    }

    func testStringDefaultThatIsANumber() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              search:
                path: /search
                query:
                  q: { type: String, default: 5 }
            """, [
            "Bad/StringDefaultThatIsANumber.yaml:6:35: error: default of query parameter 'q': expected a string (quote "
                + "it) for 'String', found an integer '5'",
        ])
    }

    func testEnumDefaultNotInEnum() {
        assertDiagnostics("""
            service: Shop
            models:
              Sort:
                enum: [newest, oldest]
            endpoints:
              search:
                path: /search
                query:
                  sort: { type: Sort, default: newst }
            """, [
            "Bad/EnumDefaultNotInEnum.yaml:9:36: error: default of query parameter 'sort': 'newst' is not a value of "
                + "enum 'Sort' (did you mean 'newest'?)",
        ])
    }

    func testInt32DefaultOverflow() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              search:
                path: /search
                query:
                  limit: { type: Int32, default: 3000000000 }
            """, [
            "Bad/Int32DefaultOverflow.yaml:6:38: error: default of query parameter 'limit': expected an integer that "
                + "fits in Int32 for 'Int32', found an integer '3000000000'",
        ])
    }

    func testBadURLDefault() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              search:
                path: /search
                query:
                  callback: { type: URL, default: "" }
            """, [
            "Bad/BadURLDefault.yaml:6:39: error: default of query parameter 'callback': expected a URL for 'URL', "
                + "found a string ''",
        ])
    }

    func testBadUUIDDefault() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              search:
                path: /search
                query:
                  session: { type: UUID, default: not-a-uuid }
            """, [
            "Bad/BadUUIDDefault.yaml:6:39: error: default of query parameter 'session': expected a UUID for 'UUID', "
                + "found a string 'not-a-uuid'",
        ])
    }

    func testPropertyDefaultOfWrongType() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  tracked: { type: Bool, default: "no" }
            """, [
            "Bad/PropertyDefaultOfWrongType.yaml:5:39: error: default of property 'tracked': expected true or false "
                + "for 'Bool', found a string 'no'",
        ])
    }

    func testGetWithBody() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  id: Int
            endpoints:
              find:
                path: /items/find
                body: Item
            """, [
            "Bad/GetWithBody.yaml:9:11: error: a GET request can't have a body; use POST, PUT or PATCH for endpoint "
                + "'find'",
        ])
    }

    func testHeadWithResponse() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              check:
                method: HEAD
                path: /items
                response: String
            """, [
            "Bad/HeadWithResponse.yaml:6:15: error: a HEAD response has no body; remove 'response' from endpoint "
                + "'check'",
        ])
    }

    func testLowercaseMethod() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              list:
                method: get
                path: /items
            """, [
            "Bad/LowercaseMethod.yaml:4:13: error: unknown HTTP method 'get' (did you mean 'GET'?)",
        ])
    }

    // MARK: - Paging

    /// A page-style endpoint with `paging` (the last line) replaced.
    private func pagedSpec(query: String = "page: Int", response: String = "Page", paging: String) -> String {
        """
        service: Shop
        models:
          Page:
            properties:
              items: [String]
              total: Int
              numPages: String
              meta: Meta
          Meta:
            properties:
              next: Int
        endpoints:
          list:
            path: /list
            query: { \(query) }
            response: \(response)
            paging: \(paging)
        """
    }

    func testUnknownPagingStyle() {
        assertDiagnostics(pagedSpec(paging: "{ style: pages, page: page, items: items }"), [
            "Bad/UnknownPagingStyle.yaml:17:22: error: unknown paging style 'pages' (did you mean 'page'?); use "
                + "offset, page, cursor or lastItem",
        ])
    }

    func testPagingParamThatDoesNotExist() {
        assertDiagnostics(pagedSpec(paging: "{ style: page, page: pag, items: items }"), [
            "Bad/PagingParamThatDoesNotExist.yaml:17:34: error: paging 'page': 'pag' is not a query parameter of "
                + "endpoint 'list' (did you mean 'page'?)",
        ])
    }

    func testPagingParamNotAnInteger() {
        assertDiagnostics(pagedSpec(query: "page: String", paging: "{ style: page, page: page, items: items }"), [
            "Bad/PagingParamNotAnInteger.yaml:17:34: error: paging 'page': query parameter 'page' is 'String', not an "
                + "integer",
        ])
    }

    func testPagingParamThatIsConst() {
        assertDiagnostics(pagedSpec(query: "page: { const: 1 }", paging: "{ style: page, page: page, items: items }"), [
            "Bad/PagingParamThatIsConst.yaml:17:34: error: paging 'page': query parameter 'page' is const, so paging "
                + "can't set it",
        ])
    }

    func testPagingItemsNotAProperty() {
        assertDiagnostics(pagedSpec(paging: "{ style: page, page: page, items: item }"), [
            "Bad/PagingItemsNotAProperty.yaml:17:47: error: paging 'items': 'item' is not a property of 'Page' (did "
                + "you mean 'items'?)",
        ])
    }

    func testPagingItemsNotAList() {
        assertDiagnostics(pagedSpec(paging: "{ style: page, page: page, items: total }"), [
            "Bad/PagingItemsNotAList.yaml:17:47: error: paging 'items': 'total' is 'Int', not a list",
        ])
    }

    func testPagingWithoutItemsOnObjectResponse() {
        assertDiagnostics(pagedSpec(paging: "{ style: page, page: page }"), [
            "Bad/PagingWithoutItemsOnObjectResponse.yaml:17:13: error: paging needs 'items:' (the key path of the list "
                + "in 'Page'), or a response that is a list",
        ])
    }

    func testPageCountNotAnInteger() {
        assertDiagnostics(pagedSpec(paging: "{ style: page, page: page, items: items, pageCount: numPages }"), [
            "Bad/PageCountNotAnInteger.yaml:17:65: error: paging 'pageCount': 'numPages' is 'String', not an integer",
        ])
    }

    func testOffsetTotalNotAnInteger() {
        assertDiagnostics(pagedSpec(query: "offset: Int, limit: Int",
                                    paging: "{ style: offset, items: items, total: numPages }"), [
            "Bad/OffsetTotalNotAnInteger.yaml:17:51: error: paging 'total': 'numPages' is 'String', not an integer",
        ])
    }

    func testCursorNextOfWrongType() {
        assertDiagnostics(pagedSpec(query: "after: String?",
                                    paging: "{ style: cursor, cursor: after, next: meta.next, items: items }"), [
                                        "Bad/CursorNextOfWrongType.yaml:17:51: error: paging 'next': 'meta.next' is "
                                            + "'Int'; the next token or URL is a String or URL",
                                    ])
    }

    func testCursorNextLinkWithCursor() {
        assertDiagnostics(
            pagedSpec(query: "after: String?", paging: "{ style: cursor, cursor: after, next: link, items: items }"), [
                "Bad/CursorNextLinkWithCursor.yaml:17:38: error: 'next: link' follows the Link header's URL; 'cursor' "
                    + "is for tokens found in the body",
            ])
    }

    func testPagingWithoutResponse() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              list:
                path: /list
                query: { page: Int }
                paging: { style: page, page: page }
            """, [
            "Bad/PagingWithoutResponse.yaml:6:13: error: paging needs a 'response' for endpoint 'list'",
        ])
    }

    func testPerPageWithoutPageSize() {
        assertDiagnostics(pagedSpec(query: "page: Int, per_page: Int",
                                    paging: "{ style: page, page: page, perPage: per_page, items: items }"), [
                                        "Bad/PerPageWithoutPageSize.yaml:17:13: error: page paging with 'perPage' "
                                            + "needs 'pageSize:' (how many items to ask for)",
                                    ])
    }

    // MARK: - Names across files

    func testDuplicateModelAcrossFiles() {
        assertDiagnostics(files: [
            ("Bad/A.yaml", """
                service: A
                models:
                  Item:
                    properties: { id: Int }
                """),
            ("Bad/B.yaml", """
                service: B
                models:
                  Item:
                    properties: { id: Int }
                """),
        ], [
            "Bad/B.yaml:3:3: error: duplicate model 'Item'",
            "Bad/A.yaml:3:3: note: model 'Item' is defined here",
        ])
    }

    func testModelNamesDifferingOnlyInCase() {
        assertDiagnostics(files: [
            ("Bad/A.yaml", """
                service: A
                models:
                  Item:
                    properties: { id: Int }
                """),
            ("Bad/B.yaml", """
                service: B
                models:
                  ITEM:
                    properties: { id: Int }
                """),
        ], [
            "Bad/B.yaml:3:3: error: model 'ITEM' becomes Swift type 'ITEM', which differs only in case from 'Item' of "
                + "model 'Item' (their files would collide on case-insensitive file systems)",
            "Bad/A.yaml:3:3: note: model 'Item' is defined here",
        ])
    }

    func testEndpointRequestTypeCollidesWithModel() {
        assertDiagnostics("""
            service: Shop
            models:
              SearchRequest:
                properties: { q: String }
            endpoints:
              search:
                path: /search
            """, [
            "Bad/EndpointRequestTypeCollidesWithModel.yaml:6:3: error: endpoint 'search' becomes Swift type "
                + "'SearchRequest', which model 'SearchRequest' already is",
            "Bad/EndpointRequestTypeCollidesWithModel.yaml:3:3: note: model 'SearchRequest' is defined here",
        ])
    }

    func testReservedModelNames() {
        assertDiagnostics("""
            service: Shop
            models:
              Data:
                properties: { id: Int }
              Request:
                properties: { id: Int }
              Foundation:
                properties: { id: Int }
            """, [
            "Bad/ReservedModelNames.yaml:3:3: error: model 'Data' is named like a built-in type of the spec; rename it",
            "Bad/ReservedModelNames.yaml:5:3: error: model 'Request' is named like a SpecgenRuntime type that "
                + "generated code uses; rename it",
            "Bad/ReservedModelNames.yaml:7:3: error: model 'Foundation' is named like a module generated code imports "
                + "or uses; rename it",
        ])
    }

    func testCrossFileModelReferenceIsClean() {
        assertDiagnostics(files: [
            ("Bad/A.yaml", """
                service: A
                models:
                  Item:
                    properties: { id: Int }
                """),
            ("Bad/B.yaml", """
                service: B
                endpoints:
                  getItem:
                    path: /items/{id}
                    response: Item
                """),
        ], [])
    }

    func testCrossFileModelReferenceTypo() {
        assertDiagnostics(files: [
            ("Bad/A.yaml", """
                service: A
                models:
                  Item:
                    properties: { id: Int }
                """),
            ("Bad/B.yaml", """
                service: B
                endpoints:
                  getItem:
                    path: /items/{id}
                    response: Iten
                """),
        ], [
            "Bad/B.yaml:5:15: error: unknown type 'Iten' (did you mean 'Item'?)",
        ])
    }

    // MARK: - Recursion

    func testModelContainingItself() {
        assertDiagnostics("""
            service: Shop
            models:
              Node:
                properties:
                  value: Int
                  next: Node
            """, [
            "Bad/ModelContainingItself.yaml:6:7: error: model 'Node' contains itself (Node.next); make one of these "
                + "properties optional",
        ])
    }

    func testModelsContainingEachOther() {
        assertDiagnostics("""
            service: Shop
            models:
              Person:
                properties:
                  pet: Pet
              Pet:
                properties:
                  owner: Person
            """, [
            "Bad/ModelsContainingEachOther.yaml:5:7: error: model 'Person' contains itself (Person.pet → Pet.owner); "
                + "make one of these properties optional",
        ])
    }

    func testRecursionThroughOptionalListAndDictionaryIsClean() {
        assertDiagnostics("""
            service: Shop
            models:
              Node:
                properties:
                  parent: Node?
                  children: [Node]
                  named: "[String: Node]"
              Person:
                properties:
                  pet: Pet?
              Pet:
                properties:
                  owner: Person
            """, [])
    }

    /// A nullable property is optional in Swift, required or not: boxed like an optional one.
    func testRecursionThroughANullablePropertyIsClean() {
        assertDiagnostics("""
            service: Shop
            models:
              Team:
                properties:
                  parent: { type: Team, nullable: true }
              Person:
                properties:
                  pet: { type: Pet, nullable: true }
              Pet:
                properties:
                  owner: Person
            """, [])
    }

    // MARK: - YAML-level errors

    func testDuplicateKey() {
        assertDiagnostics("""
            service: Shop
            doc: One.
            service: Store
            """, [
            "Bad/DuplicateKey.yaml:3:1: error: duplicate key 'service'",
            "Bad/DuplicateKey.yaml:1:1: note: 'service' is first defined here",
        ])
    }

    func testTabIndentation() {
        assertDiagnostics("service: Shop\nmodels:\n\tItem:\n\t\tproperties: { id: Int }\n", [
            "Bad/TabIndentation.yaml:3:1: error: a tab in the indentation; YAML indents with spaces, not tabs",
        ])
    }

    func testUnquotedOptionalList() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  tags: [String]?
            """, [
            "Bad/UnquotedOptionalList.yaml:5:21: error: a key where a value goes; an optional collection type must "
                + "be quoted: \"[String]?\"",
        ])
    }

    func testTwoDocuments() {
        assertDiagnostics("""
            service: Shop
            ---
            service: Store
            """, [
            "Bad/TwoDocuments.yaml:2:1: error: a second YAML document starts here; a spec file holds exactly one",
        ])
    }

    func testEmptyFile() {
        assertDiagnostics("", [
            "Bad/EmptyFile.yaml:1:1: error: the file is empty; a spec starts with 'service:'",
        ])
    }

    func testCommentOnlyFile() {
        assertDiagnostics("# nothing yet\n", [
            "Bad/CommentOnlyFile.yaml:1:1: error: the file is empty; a spec starts with 'service:'",
        ])
    }

    func testInvalidUTF8() {
        assertDiagnostics(bytes: Array("service: Shop\ndoc: ab".utf8) + [0xFF] + Array("c\n".utf8), [
            "Bad/InvalidUTF8.yaml:2:8: error: invalid UTF-8 (byte 0xFF); save the file as UTF-8",
        ])
    }

    func testTopLevelList() {
        assertDiagnostics("""
            - service: Shop
            """, [
            "Bad/TopLevelList.yaml:1:1: error: expected a mapping for a spec, found a list; a spec starts with "
                + "'service:'",
        ])
    }

    func testNonScalarKey() {
        assertDiagnostics("""
            service: Shop
            ? [a]
            : b
            """, [
            "Bad/NonScalarKey.yaml:2:3: error: keys of a spec must be plain text, found a list",
        ])
    }

    // MARK: - Several errors at once

    func testSeveralErrorsAreAllReportedInOrder() {
        assertDiagnostics("""
            service: Shop
            dates: iso8061
            models:
              Item:
                properties:
                  name: Strng
                  owner: Usr
            endpoints:
              getItem:
                method: get
                path: items
                respone: Item
            """, [
            "Bad/SeveralErrorsAreAllReportedInOrder.yaml:2:8: error: unknown date coding 'iso8061' (did you mean "
                + "'iso8601'?)",
            "Bad/SeveralErrorsAreAllReportedInOrder.yaml:6:13: error: unknown type 'Strng' (did you mean 'String'?)",
            "Bad/SeveralErrorsAreAllReportedInOrder.yaml:7:14: error: unknown type 'Usr'",
            "Bad/SeveralErrorsAreAllReportedInOrder.yaml:10:13: error: unknown HTTP method 'get' (did you mean 'GET'?)",
            "Bad/SeveralErrorsAreAllReportedInOrder.yaml:11:11: error: path 'items' must start with '/' (it is "
                + "relative to the service's baseURL)",
            "Bad/SeveralErrorsAreAllReportedInOrder.yaml:12:5: error: unknown key 'respone' in endpoint 'getItem' (did "
                + "you mean 'response'?)",
        ])
    }

    // MARK: - More cases

    func testDuplicateEndpointAcrossFiles() {
        assertDiagnostics(files: [
            ("Bad/A.yaml", """
                service: A
                endpoints:
                  search:
                    path: /a
                """),
            ("Bad/B.yaml", """
                service: B
                endpoints:
                  search:
                    path: /b
                """),
        ], [
            "Bad/B.yaml:3:3: error: duplicate endpoint 'search'",
            "Bad/A.yaml:3:3: note: endpoint 'search' is defined here",
        ])
    }

    func testUnknownTypeNotReportedWhenAnotherFileIsUnreadable() {
        assertDiagnostics(files: [
            ("Bad/A.yaml", "service: A\nmodels: [\n"),
            ("Bad/B.yaml", """
                service: B
                endpoints:
                  getItem:
                    path: /items
                    response: Item
                """),
        ], [
            "Bad/A.yaml:3:1: error: a value is missing here",
        ])
    }

    func testDuplicateModelInOneFile() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties: { id: Int }
              Item:
                properties: { name: String }
            """, [
            "Bad/DuplicateModelInOneFile.yaml:5:3: error: duplicate key 'Item'",
            "Bad/DuplicateModelInOneFile.yaml:3:3: note: 'Item' is first defined here",
        ])
    }

    func testLowercaseBuiltinType() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  id: string
            """, [
            "Bad/LowercaseBuiltinType.yaml:5:11: error: unknown type 'string' (did you mean 'String'?)",
        ])
    }

    func testListTypeWithTwoElements() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                properties:
                  pair: [String, Int]
            """, [
            "Bad/ListTypeWithTwoElements.yaml:5:13: error: a list type names one element type, like [String]",
        ])
    }

    func testQueryListOfOptionals() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              search:
                path: /search
                query:
                  tags: "[String?]"
            """, [
            "Bad/QueryListOfOptionals.yaml:6:15: error: query parameter 'tags' has type '[String?]'; a query value is "
                + "a string, number, boolean, date, URL, UUID or enum, or a list or dictionary of them",
        ])
    }

    func testHeaderParamOfListType() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              search:
                path: /search
                headers:
                  X-Tags: "[String]"
            """, [
            "Bad/HeaderParamOfListType.yaml:6:17: error: header 'X-Tags' has type '[String]'; a header holds a string, "
                + "number, boolean, date, URL, UUID or enum",
        ])
    }

    func testModelNamedLikeBuiltinType() {
        assertDiagnostics("""
            service: Shop
            models:
              String:
                properties: { id: Int }
            """, [
            "Bad/ModelNamedLikeBuiltinType.yaml:3:3: error: model 'String' is named like a built-in type of the spec; "
                + "rename it",
        ])
    }

    func testConstThatIsNull() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              search:
                path: /search
                query:
                  format: { type: String?, const: ~ }
            """, [
            "Bad/ConstThatIsNull.yaml:6:39: error: const of query parameter 'format' can't be null: a const value is "
                + "always sent",
        ])
    }

    func testPagingWithoutStyle() {
        assertDiagnostics(pagedSpec(paging: "{ page: page, items: items }"), [
            "Bad/PagingWithoutStyle.yaml:17:13: error: the paging of endpoint 'list' needs 'style:' (offset, page, "
                + "cursor or lastItem)",
        ])
    }

    // A rejected `pageSize: 0` is not also reported as a missing 'pageSize:'.
    func testPageSizeZero() {
        assertDiagnostics(pagedSpec(query: "page: Int, per_page: Int",
                                    paging: "{ style: page, page: page, perPage: per_page, pageSize: 0, items: items "
                                            + "}"), [
                    "Bad/PageSizeZero.yaml:17:69: error: 'pageSize' must be at least 1",
                ])
    }

    // A rejected `items:` key path is not also reported as a missing 'items:'.
    func testItemsKeyPathWithEmptyComponent() {
        assertDiagnostics(pagedSpec(paging: "{ style: page, page: page, items: meta..next }"), [
            "Bad/ItemsKeyPathWithEmptyComponent.yaml:17:47: error: 'meta..next' is not a key path (names joined by "
                + "'.')",
        ])
    }

    func testEnumMapFormKeyNotIdentifier() {
        assertDiagnostics("""
            service: Shop
            models:
              Quality:
                enum: { "no score": none, good: good }
            """, [
            "Bad/EnumMapFormKeyNotIdentifier.yaml:4:13: error: enum case name 'no score' is not a Swift identifier (in "
                + "the map form, keys are Swift case names)",
        ])
    }

    func testPathWithClosingBraceOnly() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              getItem:
                path: /items/id}
            """, [
            "Bad/PathWithClosingBraceOnly.yaml:4:20: error: '}' without '{' in path '/items/id}'",
        ])
    }

    func testPathWithFragment() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              getItem:
                path: "/items#top"
            """, [
            "Bad/PathWithFragment.yaml:4:18: error: path '/items#top' has a fragment ('#'), which is never sent",
        ])
    }

    func testColumnsCountCharactersNotBytes() {
        assertDiagnostics("""
            service: Shop
            models:
              Bird:
                properties:
                  größe: Strng
                  name: { doc: "🐦 ünïcödé", type: Strng }
            endpoints:
              list:
                path: /vögel?x=1
            """, [
            "Bad/ColumnsCountCharactersNotBytes.yaml:5:14: error: unknown type 'Strng' (did you mean 'String'?)",
            "Bad/ColumnsCountCharactersNotBytes.yaml:6:39: error: unknown type 'Strng' (did you mean 'String'?)",
            "Bad/ColumnsCountCharactersNotBytes.yaml:9:17: error: path '/vögel?x=1' has a query string; declare query "
                + "parameters under 'query:'",
        ])
    }

    func testDeprecatedOfWrongKind() {
        assertDiagnostics("""
            service: Shop
            models:
              Item:
                deprecated: 5
                properties: { id: Int }
            """, [
            "Bad/DeprecatedOfWrongKind.yaml:4:17: error: expected true, false or a message for 'deprecated', found an "
                + "integer",
        ])
    }

    func testUnknownTypeOfPathParam() {
        assertDiagnostics("""
            service: Shop
            endpoints:
              getItem:
                path: /items/{id}
                params: { id: Intt }
            """, [
            "Bad/UnknownTypeOfPathParam.yaml:5:19: error: unknown type 'Intt' (did you mean 'Int'?)",
        ])
    }
}

/// Examples are checked against the endpoint's response type, with errors in the spec or in the example's file.
final class BadExampleTests: XCTestCase {
    private let models = """
        service: Shop
        models:
          Item:
            properties:
              id: Int
              name: String
              tags: "[String]?"
              kind: Kind
              added: Date?
              stock: { type: Int, default: 0 }
          Kind:
            enum: [book, game]
        endpoints:

        """

    private func lines(_ endpoints: String, files: [String: String] = [:]) -> [String] {
        loadSpecs([("Specs/Shop.yaml", models + endpoints)], examples: files).diagnostics.flatMap(\.lines)
    }

    func testAValidInlineExampleWithAnUnknownEnumValueIsFine() {
        XCTAssertEqual(lines("""
              getItem:
                path: /items/1
                response: Item
                example: { id: 1, name: Dune, kind: poster, added: "2017-09-15T21:43:08Z" }
            """), [], "unknown enum values decode to .unknown, and missing defaults and optionals are fine")
    }

    func testAnExamplesProblemsNameItsEndpointAndNothingElseReadsAsOne() {
        let diagnostics = loadSpecs([("Specs/Shop.yaml", models + """
              getItem:
                path: /items/1
                response: Item
                example: { id: one, tags: [a, 2], kind: book, added: yesterday }
              listItems:
                path: /items
                response: [Itme]
                example: [{ id: 1 }]
            """)]).diagnostics
        let named = diagnostics.map { diagnostic -> String? in
            if case .example(.doesNotFit(let endpoint, _)) = diagnostic.finding { return endpoint }
            return nil
        }
        XCTAssertEqual(named, ["getItem", "getItem", "getItem", "getItem", nil], "\(diagnostics.flatMap(\.lines))")
        XCTAssertTrue(diagnostics.last?.message.hasPrefix("unknown type 'Itme'") == true)
    }

    func testMissingRequiredKeysAndWrongTypesAreLocatedInTheSpec() {
        XCTAssertEqual(lines("""
              getItem:
                path: /items/1
                response: Item
                example: { id: one, tags: [a, 2], kind: book, added: yesterday }
            """), [
            "Specs/Shop.yaml:17:14: error: example of endpoint 'getItem': missing key 'name' (property 'name' of "
                + "'Item')",
            "Specs/Shop.yaml:17:20: error: example of endpoint 'getItem': expected an integer for 'Int', found a "
                + "string 'one'",
            "Specs/Shop.yaml:17:35: error: example of endpoint 'getItem': expected a string (quote it) for 'String', "
                + "found an integer '2'",
            "Specs/Shop.yaml:17:58: error: example of endpoint 'getItem': expected an ISO 8601 date "
                + "like \"2017-09-15T21:43:08Z\" for 'Date', found a string 'yesterday'",
        ])
    }

    func testExampleFilesAreCheckedWithTheirOwnLinesAndColumns() {
        XCTAssertEqual(lines("""
              listItems:
                path: /items
                response: "[Item]"
                example: { file: Examples/items.json }
            """, files: ["Specs/Examples/items.json": """
            [
              {"id": 1, "name": "Dune", "kind": "book"},
              {"id": 2, "kind": "game", "tags": "strategy"}
            ]
            """]), [
            "Specs/Examples/items.json:3:3: error: example of endpoint 'listItems': missing key 'name' (property "
                + "'name' of 'Item')",
            "Specs/Examples/items.json:3:37: error: example of endpoint 'listItems': expected a list for '[String]', "
                + "found a string 'strategy'",
        ])
    }

    func testAMissingOrBrokenExampleFileIsAnError() {
        XCTAssertEqual(lines("""
              listItems:
                path: /items
                response: "[Item]"
                example: { file: Examples/none.json }
              getItem:
                path: /items/1
                response: Item
                example: { file: Examples/broken.json }
            """, files: ["Specs/Examples/broken.json": "{\"id\": 1,,}"]), [
            "Specs/Shop.yaml:17:22: error: cannot read example file 'Specs/Examples/none.json'",
            "Specs/Examples/broken.json:1:10: error: a value is missing here",
        ])
    }

    func testAnExampleNeedsAResponseType() {
        XCTAssertEqual(lines("""
              ping:
                path: /ping
                example: { ok: true }
            """), ["Specs/Shop.yaml:16:14: error: an example needs a 'response' type to be checked against"])
    }
}
