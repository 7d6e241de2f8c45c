import Foundation
import SpecModel
import Wording
import XCTest
import YAML

/// How diagnostics print: one line each, folded, one per place and class, as JSON for machines, summed up by class.
final class DiagnosticListingTests: XCTestCase {
    private func at(_ line: Int, _ file: String = "api.yaml") -> Location {
        Location(file: file, mark: Mark(line: line, column: 3))
    }

    private func warning(_ cause: ImportCause, _ text: String, line: Int) -> Diagnostic {
        Diagnostic(.warning, .importer(cause, text), at: at(line))
    }

    func testTheSameWordsAtManyPlacesPrintOnceWithHowManyMore() {
        let diagnostics = [
            warning(.xmlBody, "an XML body is sent as raw Data", line: 4),
            warning(.callbacks, "callbacks are not imported", line: 9),
            warning(.xmlBody, "an XML body is sent as raw Data", line: 12),
            warning(.xmlBody, "an XML body is sent as raw Data", line: 30),
        ]
        XCTAssertEqual(DiagnosticListing().lines(diagnostics), [
            "api.yaml:4:3: warning: an XML body is sent as raw Data (and 2 more like it; --verbose lists them) "
                + "[xml-body]",
            "api.yaml:9:3: warning: callbacks are not imported [callbacks]",
        ])
        let verbose = DiagnosticListing(verbose: true).lines(diagnostics)
        XCTAssertEqual(verbose.count, 4)
        XCTAssertEqual(verbose[3], "api.yaml:30:3: warning: an XML body is sent as raw Data [xml-body]")
    }

    func testOnePlaceSaysAClassOnce() {
        let diagnostics = [
            warning(.unionParameter, "query parameter 'a' is a union", line: 4),
            warning(.unionParameter, "query parameter 'a' is a union of simple values", line: 4),
            warning(.callbacks, "callbacks are not imported", line: 4),
        ]
        XCTAssertEqual(DiagnosticListing(verbose: true).lines(diagnostics).count, 2)
    }

    func testAMessageIsOneLineOfAtMost300Characters() {
        let long = "the example doesn't fit the response: " + String(repeating: "wide ", count: 100) + "; left out"
        let lines = DiagnosticListing().lines([warning(.exampleComposed, long + "\nand more", line: 1)])
        XCTAssertEqual(lines.count, 1)
        XCTAssertLessThanOrEqual(lines[0].count, 300, lines[0])
        XCTAssertTrue(lines[0].contains(" … "), lines[0])
        XCTAssertTrue(lines[0].hasSuffix("; left out and more [example-composed]"), lines[0])
        XCTAssertTrue(lines[0].hasPrefix("api.yaml:1:3: warning: the example doesn't fit the response: wide"))
    }

    func testAQuotedValueIsCutKeepingItsStartAndEnd() {
        XCTAssertEqual(quoted("pets"), "'pets'")
        XCTAssertEqual(quoted("a\nb\tc"), "'a⏎b c'")
        let value = String(repeating: "x", count: 100) + "END"
        let cut = quoted(value)
        XCTAssertEqual(cut.count, Quoted.limit + 2)
        XCTAssertTrue(cut.hasPrefix("'xxxx") && cut.hasSuffix("END'") && cut.contains("…"), cut)
    }

    /// Each line is a JSON object an independent parser reads, with every field.
    func testJSONIsAnObjectPerDiagnosticWithClassAndFix() throws {
        let note = Diagnostic.Note(.yaml(.keyFirstDefined("pets")), at: at(2, "b \"q\".yaml"))
        let diagnostics = [
            Diagnostic(.warning, .importer(.undeclaredSecurityScheme, "names 'key'\n, which isn't declared"),
                       at: at(7), notes: [note]),
            warning(.undeclaredSecurityScheme, "names 'key'\n, which isn't declared", line: 8),
            Diagnostic(.error, .yaml(.duplicateKey("pets")), at: at(9)),
        ]
        let lines = DiagnosticListing(format: .json).lines(diagnostics)
        XCTAssertEqual(lines.count, 3, "JSON folds nothing")
        let objects = try lines.map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? NSDictionary)
        }
        XCTAssertEqual(objects[0]["file"] as? String, "api.yaml")
        XCTAssertEqual(objects[0]["line"] as? Int, 7)
        XCTAssertEqual(objects[0]["column"] as? Int, 3)
        XCTAssertEqual(objects[0]["kind"] as? String, "warning")
        XCTAssertEqual(objects[0]["class"] as? String, "undeclared-security-scheme")
        XCTAssertEqual(objects[0]["message"] as? String, "names 'key'\n, which isn't declared")
        XCTAssertEqual(objects[0]["fix"] as? String, ImportCause.undeclaredSecurityScheme.fix)
        let notes = try XCTUnwrap(objects[0]["notes"] as? [NSDictionary])
        XCTAssertEqual(notes.first?["file"] as? String, "b \"q\".yaml")
        XCTAssertEqual(notes.first?["message"] as? String, "'pets' is first defined here")
        XCTAssertEqual(objects[2]["class"] as? String, "yaml.duplicate-key")
        XCTAssertTrue(objects[2]["fix"] is NSNull)
        XCTAssertEqual(DiagnosticListing(format: .json).summary(diagnostics), [], "JSON has no summary lines")
    }

    func testTheSummaryCountsEachClassMostFirstWithWhatItCosts() {
        let diagnostics = [
            warning(.callbacks, "callbacks are not imported", line: 1),
            warning(.xmlBody, "an XML body is sent as raw Data", line: 4),
            warning(.xmlBody, "an XML body is sent as raw Data", line: 5),
            warning(.xmlBody, "an XML body is sent as raw Data", line: 5),
            Diagnostic(.error, .yaml(.duplicateKey("a")), at: at(9)),
        ]
        let summary = DiagnosticListing().summary(diagnostics, costs: ["xml-body": ClassCost(approximated: 2)])
        XCTAssertEqual(summary, [
            "2 × \(ImportCause.xmlBody.summary) (operations: 2 approximated) [xml-body]",
            "1 × \(ImportCause.callbacks.summary) [callbacks]",
        ])
    }

    /// Every class gen-import says has its words, and a name in kebab case that Docs/Import.md lists.
    func testEveryImportClassIsDocumented() throws {
        let docs = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Docs/Import.md"), encoding: .utf8)
        let refusals = ["example-refused", "paging-refused", "model-refused", "operation-refused", "gen-import-bug",
                        "unread-paging"]
        for name in ImportCause.allCases.map(\.rawValue) + refusals {
            XCTAssertTrue(docs.contains("`\(name)`"), "Docs/Import.md names \(name)")
            XCTAssertNotNil(name.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression), name)
        }
        for cause in ImportCause.allCases {
            XCTAssertTrue(cause.summary.contains(" — ") || [.pagingInferred, .exampleComposed].contains(cause),
                          cause.rawValue)
        }
    }

    /// gen's own findings are classed by their kind and case.
    func testGensFindingsAreClassedByKindAndCase() {
        XCTAssertEqual(Finding.yaml(.emptyFile).diagnosticClass, "yaml.empty-file")
        XCTAssertEqual(Finding.yaml(.tooDeep(maxDepth: 3)).diagnosticClass, "yaml.too-deep")
        XCTAssertEqual(Finding.importer(.xmlBody, "x").diagnosticClass, "xml-body")
    }
}
