import Foundation
import Generator
import OpenAPIImport
import SpecModel
import TestSupport
import Wording
import XCTest

/// Each fixture in Fixtures/ (one OpenAPI construct or family each) imported in-process: the spec files, the
/// warnings as printed (folded, and summed up by class) and the summary equal the recorded ones in
/// `<fixture>.expected/` (`GEN_RECORD=1` re-records them, on purpose only), and gen accepts every spec written.
final class ImportGoldenTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The names of the fixtures that are OpenAPI documents (not overlays), sorted.
    static func documents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
            .filter {
                ($0.hasSuffix(".yaml") || $0.hasSuffix(".json")) && !$0.hasSuffix(".overlay.yaml")
            }
            .sorted()
    }

    /// The import of `fixture` as files: each spec, plus `warnings.txt` and `summary.txt`.
    /// `overlays` (in Fixtures/ too) are applied first.
    static func imported(_ fixture: String, options: ImportOptions = ImportOptions(), overlays: [String] = []) throws
        -> (files: [String: String], output: ImportOutput) {
        let bytes = try Data(contentsOf: fixtures.appendingPathComponent(fixture))
        let source = try OpenAPISource.read(Array(bytes), file: "Fixtures/" + fixture).get()
        var options = options
        options.overlays = try overlays.enumerated().map { index, overlay in
            let text = try Data(contentsOf: fixtures.appendingPathComponent(overlay))
            return try Overlay.read(Array(text), file: "Fixtures/" + overlay, document: index + 1).get()
        }
        let output = try Importer.run(source, options: options).get()
        var files = Dictionary(uniqueKeysWithValues: output.files.map { ($0.name, $0.text) })
        let warnings = output.overlayWarnings + Diagnostic.sortedByPlace(output.warnings)
        // As gen-import prints them: folded, then summed up by class.
        let listing = DiagnosticListing()
        files["warnings.txt"] = (listing.lines(warnings) + listing.summary(warnings, costs: output.costs))
            .map { $0 + "\n" }.joined()
        files["summary.txt"] = output.summary + "\n"
        return (files, output)
    }

    private func assertGolden(_ fixture: String, as name: String? = nil, options: ImportOptions = ImportOptions(),
                              overlays: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws {
        let (files, output) = try Self.imported(fixture, options: options, overlays: overlays)
        let folder = Self.fixtures.appendingPathComponent((name ?? fixture) + ".expected")
        if ProcessInfo.processInfo.environment["GEN_RECORD"] == "1" {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (fileName, text) in files {
                try text.write(to: folder.appendingPathComponent(fileName), atomically: true, encoding: .utf8)
            }
        }
        let recorded = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(Set(recorded), Set(files.keys), "files of \(fixture)", file: file, line: line)
        for (fileName, text) in files {
            let expected = try? String(contentsOf: folder.appendingPathComponent(fileName), encoding: .utf8)
            XCTAssertEqual(text, expected, "\(fileName) of \(fixture)", file: file, line: line)
        }
        let inputs = output.files.map { SpecInput(path: "Specs/" + $0.name, bytes: Array($0.text.utf8)) }
        let errors = Generation.run(inputs).diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.flatMap(\.lines), [], "gen accepts what \(fixture) imports to", file: file, line: line)
        XCTAssertEqual(output.checkDiagnostics.flatMap(\.lines), [], "the importer's own check agrees", file: file,
                       line: line)
        // The importer checks the specs it built; gen reads their text: the text must read back as those specs.
        for (written, spec) in zip(output.files, output.specs) {
            let read = SpecLoader.parse(SpecInput(path: written.name, bytes: Array(written.text.utf8)))
            let difference = read.spec.map {
                StructuralDifference.first(spec, $0, ignoring: ["pathParts", "responsesMark", "exampleValue", "written",
                                                                "source"])
            } ?? "no spec"
            XCTAssertNil(difference, "\(written.name) of \(fixture) reads back as another spec", file: file, line: line)
        }
    }

    func testObjectsEveryFormatNestingAndCollections() throws {
        try assertGolden("Objects.yaml")
    }

    func testEnumsFromStringsAndTitledConstants() throws {
        try assertGolden("Enums.json")
    }

    func testUnionsCompositionsAndWhatCantBeSaid() throws {
        try assertGolden("Unions.yaml")
    }

    /// Parameters of every kind, bodies (JSON, form, multipart, raw), responses and errors, tags into files; a media
    /// type with a parameter (`application/json;charset=utf-8`) read where it is written, before the others.
    func testOperationsParametersBodiesResponsesAndTags() throws {
        try assertGolden("Operations.yaml")
    }

    func testCallbacksWebhooksAndOtherServersAreWarnedAbout() throws {
        try assertGolden("NotImported.yaml")
    }

    /// Names from keys that aren't Swift type names, keys that meet on one name, names gen reserves, inline models
    /// that meet a component's name, operationIds with slashes and underscores.
    func testNamesAreIdiomaticAndSeparatedByTheirKeys() throws {
        try assertGolden("Names.yaml")
    }

    /// Each vendor defect the normalize stage reads (3.0): a key twice, unquoted and null enum values, a 3.1-style
    /// exclusive bound, bounds on an integer that aren't integers, a path parameter not marked required, a response
    /// that refers to a request body or lacks a description, a content written as a `$ref`, null security scopes, media
    /// types and status codes that read as one — all read, the operations exact.
    func testVendorDefectsOfOpenAPI30AreReadByTheirOneReading() throws {
        try assertGolden("DefectsOpenAPI30.yaml")
    }

    /// 3.0-style exclusive bounds, `null` among enum values, `true` and `false` as schemas (a tuple's `items: false`
    /// approximated) and a security requirement naming a scheme the document doesn't declare, in a 3.1 document.
    func testVendorDefectsOfOpenAPI31AreReadByTheirOneReading() throws {
        try assertGolden("DefectsOpenAPI31.yaml")
    }

    /// Paths with a fragment (cut), a query string (constant parameters), a placeholder twice, an unused parameter; a
    /// deepObject list, an untyped parameter, a form body without fields on a GET, a header gen refuses (skipped);
    /// parameters that are unions of simple values (strings, with a list of them), beside one with an object member.
    func testPathsAndParametersGenCouldNotSayAreMadeSayable() throws {
        try assertGolden("Paths.yaml")
    }

    /// allOf of one type and with required-only members; unions of objects told apart by a constant property (members
    /// sharing a value merged), merged when nothing tells them apart.
    func testCompositionsAreReadForWhatTheyMean() throws {
        try assertGolden("Compositions.yaml")
    }

    /// `anyOf`s of objects that no key tells apart, read as any of them may match: one object with every member's
    /// keys, a key the members type differently a union of those types (an integer and a number are a number), a
    /// free-form member beside the merged object, and members that each name themselves one model naming itself.
    func testAnyOfObjectsAreOneObjectWithEveryMembersKeys() throws {
        try assertGolden("AnyOf.yaml")
    }

    /// Streamed responses: server-sent events (a stream beside a JSON response becomes an endpoint of its own; events
    /// typed by name from a union of envelopes; the end event from its extension), JSON Lines, JSON text sequences,
    /// examples given as a list and as the body's text; an octet stream stays `Data`. OpenAPI 3.2's `itemSchema`
    /// with an envelope whose `data` has a `contentSchema`; a second streamed media type and one without a schema,
    /// each warned about.
    func testStreamedResponsesBecomeStreams() throws {
        try assertGolden("Streams.yaml")
        try assertGolden("Streams32.yaml")
    }

    /// Inline schemas written alike are one model (nested ones too, or the component written the same); a component, a
    /// schema with another doc or holding another component, a lossy schema and a union's members stay apart.
    func testInlineSchemasWrittenAlikeAreOneModel() throws {
        try assertGolden("Repeats.yaml")
        // The specs as gen reads them.
        let specs = try Self.imported("Repeats.yaml").output.files.map { file in
            try XCTUnwrap(SpecLoader.parse(SpecInput(path: file.name, bytes: Array(file.text.utf8))).spec)
        }
        let models = Dictionary(uniqueKeysWithValues: specs.flatMap(\.models).map { ($0.name.value, $0) })
        let bodies = Dictionary(uniqueKeysWithValues: specs.flatMap(\.endpoints)
                                    .map { ($0.name.value, $0.body?.description) })
        XCTAssertEqual(bodies["updateOrder"], bodies["createOrder"])
        XCTAssertEqual(bodies["createOrder"], "CreateOrderRequestBody?")
        for name in ["UpdateOrderRequestBody", "UpdateOrderRequestBodyShipping", "UpdateOrderRequestBodyShippingSpeed",
                     "UpdateOrderResponseStatus", "ShipOrderRequestBodyTo"] {
            XCTAssertNil(models[name], "\(name) is merged away")
        }
        for name in ["Address", "Location", "CreateOrderResponse", "UpdateOrderResponse", "HolderFrom",
                     "ShipOrderRequestBodyFrom", "ShipOrderRequestBodyVia", "OrderNotesResponseMember1Item",
                     "OrderNotesResponseMember2Item"] {
            XCTAssertNotNil(models[name], "\(name) stays")
        }
        XCTAssertEqual(models["ShipOrderRequestBody"]?.properties.first { $0.name.value == "to" }?.type.description,
                       "Address?")
    }

    /// Nullable through `$ref` in the 3.0 forms (a nullable component, allOf beside nullable) and the 3.1 forms (a type
    /// list with null, oneOf / anyOf with `{ type: null }`, a component whose type list holds null).
    func testNullableThroughReferencesInEveryForm() throws {
        try assertGolden("Nullable.yaml")
        try assertGolden("Nullable31.yaml")
    }

    /// The Swagger Petstore's 2.0 description, read as the 3.0 document it means: forms and a file upload, bodies,
    /// lists in the query, XML beside JSON, an API key and OAuth 2's implicit flow.
    func testSwagger2PetstoreImportsAsThe3DocumentItMeans() throws {
        try assertGolden("Petstore2.yaml")
    }

    /// One list operation per way of paging (a Link header, a last item's id, cursors nested or not (Kubernetes'
    /// `metadata.continue`), a next URL, offset,
    /// page with a count or without one, the vendors' extensions and x-specgen-paging), one turned off, one unreadable,
    /// one gen refuses, and lists that must stay unpaged.
    func testPagingIsInferredConservativelyAndSaidAsNotes() throws {
        try assertGolden("Paging.yaml")
    }

    /// Every kind of security scheme, operations taking different ones (together, as alternatives, none, optional),
    /// a cookie key that isn't sent, media-type examples (inline, named, by reference) and one that doesn't fit.
    func testSecuritySchemesBecomeCredentialsAndExamplesAreKept() throws {
        try assertGolden("Accounts.yaml")
    }

    /// A published document as it is: every operation, examples composed from property examples, OAuth 2 and an API
    /// key.
    func testTheOneFileADocumentSplitOverManyFilesReadsAs() throws {
        // BundlerTests imports MultiFile/ and compares its specs with these.
        try assertGolden("MultiFileBundled.yaml")
    }

    func testPetstore() throws {
        try assertGolden("Petstore.yaml")
    }

    /// An excerpt of GitHub's description: a repository, an organization, issues (paged by the Link header, with the
    /// document's example), labels, search, releases and their assets, a commit's combined status and a repository's
    /// contents (a directory or a file, symlink or submodule).
    func testGitHub() throws {
        try assertGolden("GitHub.json")
    }

    /// Without inference only what the document says outright pages: the extensions, not the patterns.
    /// A document's mistakes fixed by an overlay: a required key the server omits, a reference the server sends as
    /// null, an enum value missing, a paging hint, operations that are gone — each warning located in the file that
    /// says it.
    func testAnOverlayFixesTheDocumentsMistakes() throws {
        try assertGolden("Drift.yaml", as: "Drift.yaml+overlay", overlays: ["Drift.overlay.yaml"])
        let files = try Self.imported("Drift.yaml", overlays: ["Drift.overlay.yaml"]).files
        XCTAssertTrue(files["Drift.yaml"]?.hasPrefix("# Imported by gen-import from Drift.yaml with overlay "
                                                     + "Drift.overlay.yaml.") ?? false)
    }

    /// GitHub's list of pull requests with the overlay that says a head's repository may be null (a deleted fork's is).
    func testGitHubWithAnOverlay() throws {
        try assertGolden("GitHub.json", as: "GitHub.json+overlay", options: ImportOptions(operations: ["pulls/list"]),
                         overlays: ["GitHub.overlay.yaml"])
    }

    func testNoPagingKeepsOnlyWhatTheDocumentSays() throws {
        let (files, output) = try Self.imported("Paging.yaml", options: ImportOptions(infersPaging: false))
        let spec = try XCTUnwrap(files["Paging.yaml"])
        let paged = spec.split(separator: "\n").filter { $0.contains("paging:") }.count
        XCTAssertEqual(paged, 4, spec)
        XCTAssertEqual(output.paging, ["x-ms-pageable": 1, "x-speakeasy-pagination": 1, "x-fern-pagination": 1,
                                       "x-specgen-paging": 1])
    }

    func testFiltersPullInTheModelsTheyUse() throws {
        try assertGolden("Operations.yaml", as: "Operations-orders",
                         options: ImportOptions(tags: ["orders"], pathPrefixes: ["/orders"]))
    }
}
