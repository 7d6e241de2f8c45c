import Generator
import SpecModel
import Wording
import XCTest

/// The 1.1 request and response features written wrong — query styles, multi-segment path parameters, body
/// encodings, several success responses, typed error bodies, last-item paging — each with the exact lines `gen`
/// prints.
final class BadRequestTests: XCTestCase {
    private func assertDiagnostics(_ yaml: String, _ expected: [String], file: StaticString = #filePath,
                                   line: UInt = #line) {
        let result = Generation.run([SpecInput(path: "F.yaml", bytes: Array(yaml.utf8))])
        XCTAssertEqual(result.diagnostics.flatMap(\.lines), expected, file: file, line: line)
    }

    func testQueryStylesAndMultiSegmentPathsFitTheirParameters() {
        assertDiagnostics("""
            service: Shop
            models:
              Item: { properties: { id: String, n: Int } }
              Page: { properties: { data: "[Item]", more: Int, flag: Bool } }
            endpoints:
              list:
                path: /items/{path}
                params:
                  path: { type: Int, multiSegment: true }
                query:
                  a: { type: "[String]", style: coma }
                  b: { type: String, style: comma }
                  c: { type: "[String: Int]", style: brackets }
                  d: { type: String, multiSegment: true }
                  e: "[String: Item]"
                response: Page
              files:
                path: /files/{path}
                params: { path: { type: String, multiSegment: yes please } }
            """, [
            "F.yaml:9:21: error: path parameter 'path' is multiSegment, so it is a String (its '/'s are kept); it is "
                + "'Int'",
            "F.yaml:11:37: error: unknown query style 'coma' (did you mean 'comma'?); use repeat, comma or brackets",
            "F.yaml:12:18: error: 'style' applies to list parameters; 'b' is 'String' (found 'comma')",
            "F.yaml:13:28: error: 'style' applies to lists; dictionary 'c' is always sent as 'c[key]=value' (found "
                + "'brackets')",
            "F.yaml:14:26: error: unknown key 'multiSegment' in query parameter 'd'",
            "F.yaml:15:20: error: query parameter 'e' has type '[String: Item]'; a query value is a string, number, "
                + "boolean, date, URL, UUID or enum, or a list or dictionary of them",
            "F.yaml:19:51: error: expected true or false for 'multiSegment', found a string",
        ])
    }

    func testBodyEncodingsFitTheirTypes() {
        assertDiagnostics("""
            service: Shop
            models:
              Item: { properties: { id: String, file: { type: File, default: x } } }
            endpoints:
              a:
                method: POST
                path: /a
                body: { type: String, encoding: form }
              b:
                method: POST
                path: /b
                body: { type: Item, encoding: raw }
              c:
                method: POST
                path: /c
                body: { type: Item, encoding: multipart, contentType: text/plain }
              d:
                method: POST
                path: /d
                body: { type: Item, encoding: xml, contentType: "not a type" }
              e:
                method: POST
                path: /e
                body: { encoding: form }
            """, [
            "F.yaml:3:66: error: 'default' is supported for strings, numbers, booleans, enums, dates, URLs, UUIDs, "
                + "JSON and lists of them, not for property 'file' of type 'File'",
            "F.yaml:8:37: error: a form body is a model with properties or a dictionary (its fields); 'String' is "
                + "neither",
            "F.yaml:12:35: error: a raw body is Data or String (sent as its bytes); 'Item' is neither",
            "F.yaml:16:59: error: a multipart body's content type is set by its encoding; remove 'contentType'",
            "F.yaml:20:35: error: unknown body encoding 'xml'; use json, form, multipart, raw or file",
            "F.yaml:20:53: error: 'not a type' is not a media type (type/subtype, e.g. application/octet-stream)",
            "F.yaml:24:11: error: the body needs a 'type:'",
        ])
    }

    func testResponsesAndErrorsListStatusesWithTypes() {
        assertDiagnostics("""
            service: Shop
            errors:
              default: Problm
              6XX: String
              200: String
            models:
              Problem: { properties: { message: String } }
              Page: { properties: { data: "[Problem]", more: Int } }
            endpoints:
              a:
                path: /a
                response: Problem
                responses: { 200: Problem }
              b:
                path: /b
                responses: { 404: Problem, ok: Problem, 201: Problem?, 204: ~ }
                errors: { 404: Problem?, 4xx: ~, other: Problem }
              c:
                path: /c
                responses: {}
              d:
                method: HEAD
                path: /d
                responses: { 200: Problem }
              e:
                path: /e
                query: { after: String? }
                responses: { 200: Page }
                paging: { style: offset }
                example: { data: [] }
            """, [
            "F.yaml:3:12: error: unknown type 'Problm' (did you mean 'Problem'?)",
            "F.yaml:4:3: error: '6XX' is not a status; use a status (400–599), 4XX, 5XX or default",
            "F.yaml:5:3: error: status 200 doesn't belong here: an error status is 400–599, 4XX, 5XX or default",
            "F.yaml:12:5: error: endpoint 'a' has both 'response' and 'responses'; list every status under 'responses'",
            "F.yaml:16:18: error: status 404 doesn't belong here: a success status is 200–299; error bodies go under "
                + "'errors'",
            "F.yaml:16:32: error: 'ok' is not a status; list success statuses (200–299) under 'responses'",
            "F.yaml:16:50: error: the body of status 201 can't be optional; list a status without a body as '201: ~'",
            "F.yaml:17:20: error: the error body of 404 can't be optional: it is decoded only when the response has "
                + "one",
            "F.yaml:17:38: error: 'other' is not a status; use a status (400–599), 4XX, 5XX or default",
            "F.yaml:20:16: error: 'responses' of endpoint 'c' lists no status; give at least one (200: Type, 204: ~)",
            "F.yaml:24:23: error: a HEAD response has no body; status 200 of endpoint 'd' can't have one",
            "F.yaml:29:13: error: paging reads one response type; endpoint 'e' has several 'responses'",
            "F.yaml:30:14: error: an example is checked against one 'response'; endpoint 'e' has several 'responses'",
        ])
    }

    func testLastItemPagingNeedsACursorAFlagAndAKey() {
        assertDiagnostics("""
            service: Shop
            models:
              Item: { properties: { id: String, ref: Item? } }
              Page: { properties: { data: "[Item]", more: Int, flag: Bool? } }
            endpoints:
              a:
                path: /a
                query: { after: Int?, limit: Int? }
                response: Page
                paging: { style: lastItem, cursor: after, hasMore: more, items: data, key: ref }
              b:
                path: /b
                query: { after: String? }
                response: Page
                paging: { style: lastItem, items: data }
              c:
                path: /c
                query: { after: String? }
                response: Page
                paging: { style: lastItem, cursor: aftr, hasMore: flag, items: data, key: idd }
              d:
                path: /d
                query: { after: String? }
                response: Page
                paging: { style: lastitem }
            """, [
            "F.yaml:10:40: error: paging 'cursor': query parameter 'after' is 'Int?'; a cursor is a String",
            "F.yaml:10:56: error: paging 'hasMore': 'more' is 'Int', not a Bool",
            "F.yaml:10:80: error: paging 'key': 'ref' is 'Item?'; the cursor is a string, number, UUID or enum",
            "F.yaml:15:13: error: lastItem paging needs 'cursor:' and 'hasMore:' (the query parameter the last item's "
                + "key is sent as, and the key path of the flag that says more follow)",
            "F.yaml:20:40: error: paging 'cursor': 'aftr' is not a query parameter of endpoint 'c' (did you mean "
                + "'after'?)",
            "F.yaml:20:79: error: paging 'key': 'idd' is not a property of 'Item' (did you mean 'id'?)",
            "F.yaml:25:22: error: unknown paging style 'lastitem' (did you mean 'lastItem'?); use offset, page, cursor "
                + "or lastItem",
        ])
    }

    func testQuotedStatusesAreStatuses() {
        assertDiagnostics("""
            service: Shop
            errors: { '404': Problem, "default": Problem }
            models:
              Problem: { properties: { message: String } }
            endpoints:
              a:
                path: /a
                responses: { '200': Problem, "204": ~ }
            """, [])
    }
}
