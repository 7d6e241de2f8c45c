import Foundation
import XCTest

/// `gen-import` as a user runs it: writes specs gen accepts, re-runs over its own files, refuses to overwrite a file
/// whose import line was deleted, `--check`, `--dry-run`, `--strict`, filters, located errors.
final class GenImportCommandTests: XCTestCase {
    private let tool = GenProcess.binary("gen-import")

    private let document = """
        openapi: 3.0.3
        info: { title: Zoo, version: "1" }
        servers: [{ url: "https://zoo.example.com" }]
        tags: [{ name: animals }, { name: keepers }]
        paths:
          /animals:
            get:
              tags: [animals]
              operationId: listAnimals
              parameters: [{ name: session, in: cookie, schema: { type: string } }]
              responses: { "200": { description: ok, content: { application/json: { schema: { type: array, \
        items: { $ref: "#/components/schemas/Animal" } } } } } }
          /keepers:
            get:
              tags: [keepers]
              operationId: listKeepers
              responses: { "200": { description: ok, content: { application/json: { schema: { type: array, \
        items: { $ref: "#/components/schemas/Keeper" } } } } } }
        components:
          schemas:
            Animal: { type: object, required: [name], properties: { name: { type: string }, \
        keeper: { $ref: "#/components/schemas/Keeper" } } }
            Keeper: { type: object, properties: { name: { type: string } } }
        """

    private func importing(_ arguments: [String], folder: TemporaryFolder) throws -> GenProcess.Outcome {
        try GenProcess.run(["zoo.yaml"] + arguments, in: folder.url, tool: tool)
    }

    func testWritesSpecsGenAcceptsAndRewritesOnlyItsOwnFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("zoo.yaml", document)
        let first = try importing(["-o", "Specs"], folder: folder)
        XCTAssertEqual(first.status, 0, first.standardError)
        XCTAssertEqual(first.errorLines, ["zoo.yaml:10:20: warning: cookie parameter 'session' can't be declared; left "
                                          + "out (set the cookie in a NetworkingDelegate) [cookie-parameter]"])
        // The summary by class, then the operations' line.
        XCTAssertEqual(first.standardOutput, "1 × a cookie parameter — left out (operations: 1 approximated) "
                                             + "[cookie-parameter]\n"
                                             + "zoo.yaml: 2 operations: 1 exact, 1 approximated, 0 skipped, 0 of 2 "
                                             + "list-shaped paged; Specs: 5 files: 5 written, 0 unchanged, 0 removed\n")
        XCTAssertEqual(Set(try folder.snapshot("Specs").keys),
                       ["Zoo.yaml", "Animals.yaml", "Keepers.yaml", "Shared.yaml", "specgen.yml"])
        let gen = try GenProcess.run(["Specs", "-q"], in: folder.url)
        XCTAssertEqual(gen.status, 0, gen.standardError)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Sources/Zoo/Zoo.swift").path))

        // The config is the user's: a re-run keeps an edited one, and rewrites nothing that didn't change.
        try folder.write("Specs/specgen.yml", "output: Generated\n")
        let again = try importing(["-o", "Specs", "-q"], folder: folder)
        XCTAssertEqual(again.status, 0, again.standardError)
        XCTAssertEqual(String(decoding: try folder.snapshot("Specs")["specgen.yml"] ?? Data(), as: UTF8.self),
                       "output: Generated\n")
        XCTAssertEqual(try importing(["-o", "Specs", "--check", "-q"], folder: folder).status, 0)

        // A file whose import line was deleted is the user's: a located error, and nothing is written.
        let keepers = folder.url.appendingPathComponent("Specs/Keepers.yaml")
        let owned = try String(contentsOf: keepers, encoding: .utf8).split(separator: "\n", maxSplits: 1)[1] + "\n"
        try folder.write("Specs/Keepers.yaml", String(owned))
        try folder.write("zoo.yaml",
                         document.replacingOccurrences(of: "title: Zoo", with: "title: Zoo, description: Animals."))
        let before = try folder.snapshot("Specs")
        let refused = try importing(["-o", "Specs"], folder: folder)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.errorLines.contains(
            "Specs/Keepers.yaml:1:1: error: the file's import line was deleted (it is yours now); gen-import won't "
                + "overwrite it: move it away to import it again"),
                      refused.standardError)
        XCTAssertEqual(try folder.snapshot("Specs"), before)
    }

    func testCheckDryRunStrictAndFilters() throws {
        let folder = try TemporaryFolder()
        try folder.write("zoo.yaml", document)
        let check = try importing(["-o", "Specs", "--check"], folder: folder)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.standardOutput.contains("added: Specs/Zoo.yaml"), check.standardOutput)
        let dry = try importing(["-o", "Specs", "--dry-run"], folder: folder)
        XCTAssertEqual(dry.status, 0)
        XCTAssertTrue(dry.standardOutput.hasSuffix("Specs: 5 files: 5 to write, 0 unchanged, 0 to remove\n"),
                      dry.standardOutput)
        XCTAssertEqual(try folder.snapshot("Specs"), [:])
        XCTAssertEqual(try importing(["-o", "Specs", "--strict", "-q"], folder: folder).status, 1,
                       "a warning fails --strict")
        let filtered = try importing(["-o", "Filtered", "--tag", "keepers", "--strict"], folder: folder)
        XCTAssertEqual(filtered.status, 0, filtered.standardError)
        XCTAssertTrue(filtered.standardOutput.hasPrefix("zoo.yaml: 1 operation: 1 exact"), filtered.standardOutput)
        let keepers = String(decoding: try folder.snapshot("Filtered")["Keepers.yaml"] ?? Data(), as: UTF8.self)
        XCTAssertTrue(keepers.contains("Keeper:"), keepers)
        XCTAssertEqual(Set(try folder.snapshot("Filtered").keys), ["Zoo.yaml", "Keepers.yaml", "specgen.yml"],
                       "only what the operation uses")
    }

    /// `--diagnostics-format json`: one object per diagnostic on standard error, which a JSON parser reads, and no
    /// summary by class; `--quiet` leaves the summary out too.
    func testDiagnosticsAsJSON() throws {
        let folder = try TemporaryFolder()
        try folder.write("zoo.yaml", document)
        let outcome = try importing(["-o", "Specs", "--diagnostics-format", "json"], folder: folder)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertEqual(outcome.errorLines.count, 1, outcome.standardError)
        let object = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(outcome.errorLines[0].utf8)) as? [String: Any])
        XCTAssertEqual(object["file"] as? String, "zoo.yaml")
        XCTAssertEqual(object["line"] as? Int, 10)
        XCTAssertEqual(object["column"] as? Int, 20)
        XCTAssertEqual(object["kind"] as? String, "warning")
        XCTAssertEqual(object["class"] as? String, "cookie-parameter")
        XCTAssertEqual(object["message"] as? String,
                       "cookie parameter 'session' can't be declared; left out (set the cookie in a "
                        + "NetworkingDelegate)")
        XCTAssertEqual(object["fix"] as? String, "a NetworkingDelegate that adds it to each request")
        XCTAssertFalse(outcome.standardOutput.contains(" × "), outcome.standardOutput)
        let quiet = try importing(["-o", "Specs", "-q"], folder: folder)
        XCTAssertEqual(quiet.standardOutput, "")
        let wrong = try importing(["-o", "Specs", "--diagnostics-format", "xml"], folder: folder)
        XCTAssertEqual(wrong.status, 64)
    }

    func testAnInvalidDocumentIsALocatedError() throws {
        let folder = try TemporaryFolder()
        try folder.write("zoo.yaml", "openapi: 3.0.3\ninfo: { version: \"1\" \npaths: {}\n")
        let outcome = try importing(["-o", "Specs"], folder: folder)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.errorLines.first?.hasPrefix("zoo.yaml:3:"), true, outcome.standardError)
        XCTAssertEqual(outcome.errorLines.first?.contains(": error: "), true, outcome.standardError)
        try folder.write("zoo.yaml", "openapi: 2.0\n")
        let old = try importing(["-o", "Specs"], folder: folder)
        XCTAssertEqual(old.errorLines,
                       ["zoo.yaml:1:10: error: unsupported OpenAPI version '2.0'; gen-import reads 3.0.x and 3.1.x "
                        + "[unsupported-version]"])
        XCTAssertEqual(try folder.snapshot("Specs"), [:])
    }

    /// Recorded traffic: the overlay written is the fixes, the specs are imported with it, and a re-run that applies
    /// it with --overlay finds them up to date and every recorded body decoding.
    func testResponsesWriteAnOverlayThatAppliesWithOverlay() throws {
        let folder = try TemporaryFolder()
        try folder.write("zoo.yaml", document)
        try folder.write("traffic.jsonl", """
            {"method": "GET", "url": "https://zoo.example.com/animals", "status": 200, \
            "headers": {"content-type": "application/json", "authorization": "Bearer TOKEN-1"}, \
            "body": [{"name": null, "keeper": {"name": 7}}]}
            {"method": "GET", "url": "https://zoo.example.com/nowhere", "status": 200, "body": {}}

            """)
        let learned = try importing(["-o", "Specs", "--responses", "traffic.jsonl", "--write-overlay", "fixes.yaml"],
                                    folder: folder)
        XCTAssertEqual(learned.status, 0, learned.standardError)
        XCTAssertTrue(learned.errorLines.contains("traffic.jsonl:2:1: warning: GET 'https://zoo.example.com/nowhere' "
                                                  + "matches no operation — not checked [unmatched-exchange]"))
        XCTAssertTrue(learned.standardOutput.hasSuffix("recorded: 2 exchanges: 1 checked (1 match no operation, 0 not "
                                                       + "2xx, 0 with no JSON body to decode); 0 decode as imported, "
                                                       + "1 with the 3 learned actions\n"), learned.standardOutput)
        let overlay = try String(decoding: XCTUnwrap(folder.snapshot(".")["fixes.yaml"]), as: UTF8.self)
        XCTAssertFalse(overlay.contains("TOKEN-1"))
        let shared = try String(decoding: XCTUnwrap(folder.snapshot("Specs")["Shared.yaml"]), as: UTF8.self)
        XCTAssertTrue(shared.hasPrefix("# Imported by gen-import from zoo.yaml with overlay fixes.yaml."), shared)
        let check = try importing(["-o", "Specs", "--overlay", "fixes.yaml", "--responses", "traffic.jsonl", "--check"],
                                  folder: folder)
        XCTAssertEqual(check.status, 0, check.standardError)
        XCTAssertTrue(check.standardOutput.hasSuffix("1 decode as imported\n"), check.standardOutput)

        // --check compares the overlay too: the same recordings teach the same overlay; others don't.
        let same = try importing(["-o", "Specs", "--responses", "traffic.jsonl", "--write-overlay", "fixes.yaml",
                                  "--check"], folder: folder)
        XCTAssertEqual(same.status, 0, same.standardError)
        try folder.write("fixes.yaml", overlay + "# edited\n")
        let edited = try importing(["-o", "Specs", "--responses", "traffic.jsonl", "--write-overlay", "fixes.yaml",
                                    "--check"], folder: folder)
        XCTAssertEqual(edited.status, 1)
        XCTAssertEqual(edited.errorLines.last, "error: fixes.yaml is out of date: a run would write it anew")

        let alone = try importing(["-o", "Specs", "--write-overlay", "more.yaml"], folder: folder)
        XCTAssertEqual(alone.status, 64)
        let over = try importing(["-o", "Specs", "--overlay", "fixes.yaml", "--responses", "traffic.jsonl",
                                  "--write-overlay", "fixes.yaml"], folder: folder)
        XCTAssertEqual(over.status, 64)
        let missing = try importing(["-o", "Specs", "--responses", "none.har"], folder: folder)
        XCTAssertEqual(missing.status, 1)
    }
}
