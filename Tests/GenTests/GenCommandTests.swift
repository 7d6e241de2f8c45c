import Foundation
import XCTest

final class GenCommandTests: XCTestCase {
    private let xenoCanto = """
        service: XenoCanto
        baseURL: https://xeno-canto.org/api/2
        models:
          Page: { properties: { page: Int, numPages: Int, recordings: [Recording] } }
          Recording: { properties: { id: String } }
        endpoints:
          search:
            path: /recordings
            query: { query: String, page: Int? }
            response: Page
            paging: { style: page, items: recordings, pageCount: numPages }

        """

    func testACleanRunSaysWhatItRead() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/XenoCanto.yaml", xenoCanto)
        try folder.write("Specs/Shared.yml", "models:\n  Tag: { properties: { name: String } }\n")
        let outcome = try GenProcess.run(["Specs/"], in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertEqual(outcome.standardOutput, "2 specs, 3 models, 1 endpoint\n")
        XCTAssertEqual(outcome.standardError, "")
    }

    func testQuietPrintsNothingWhenClean() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/XenoCanto.yaml", xenoCanto)
        for flag in ["--quiet", "-q"] {
            let outcome = try GenProcess.run(["Specs", flag], in: folder.url)
            XCTAssertEqual(outcome.status, 0)
            XCTAssertEqual(outcome.standardOutput + outcome.standardError, "")
        }
    }

    func testErrorsArePrintedWithThePathAsGivenSortedThenSummarised() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/B.yaml", "service: B\nmodels:\n  Tag:\n    properties:\n      name: Strng\n")
        try folder.write("Specs/A.yaml", "service: A\nmodels:\n  Tag:\n    propertes: {}\n  Other: { properties: { x: Tagg } }\n")
        let outcome = try GenProcess.run(["./Specs"], in: folder.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.standardOutput, "")
        XCTAssertEqual(outcome.errorLines, [
            "./Specs/A.yaml:4:5: error: unknown key 'propertes' in model 'Tag' (did you mean 'properties'?)",
            "./Specs/A.yaml:5:29: error: unknown type 'Tagg' (did you mean 'Tag'?)",
            "./Specs/B.yaml:3:3: error: duplicate model 'Tag'",
            "./Specs/A.yaml:3:3: note: model 'Tag' is defined here",
            "./Specs/B.yaml:5:13: error: unknown type 'Strng' (did you mean 'String'?)",
            "4 errors in 2 specs",
        ])
    }

    func testAFolderMeansItsYAMLFilesSortedWithoutTheConfigFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/b.yaml", "service: B\nbaseURL: nope\n")
        try folder.write("Specs/a.yml", "service: A\nbaseURL: nope\n")
        try folder.write("Specs/specgen.yml", "output: ../Sources/API\n")
        try folder.write("Specs/notes.txt", "not a spec")
        try folder.write("Specs/.hidden.yaml", "garbage: [")
        try folder.write("Specs/Nested/c.yaml", "garbage: [")
        let outcome = try GenProcess.run(["Specs"], in: folder.url)
        XCTAssertEqual(outcome.errorLines, [
            "Specs/a.yml:2:10: error: baseURL 'nope' is not an absolute http or https URL without query or fragment",
            "Specs/b.yaml:2:10: error: baseURL 'nope' is not an absolute http or https URL without query or fragment",
            "2 errors in 2 specs",
        ])
    }

    func testFilesAndFoldersMixAndEachFileIsReadOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/XenoCanto.yaml", xenoCanto)
        try folder.write("More/Extra.yaml", "service: Extra\n")
        let outcome = try GenProcess.run(["Specs/XenoCanto.yaml", "Specs/", "More/Extra.yaml"], in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertEqual(outcome.standardOutput, "2 specs, 2 models, 1 endpoint\n")
    }

    func testMissingInputsAreErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("Empty/readme.md", "nothing here")
        let outcome = try GenProcess.run(["Nope/", "Empty", "missing.yaml"], in: folder.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.errorLines, [
            "error: no such file or folder: 'Nope/'",
            "error: no spec files (*.yaml, *.yml) in folder 'Empty'",
            "error: no such file or folder: 'missing.yaml'",
        ])
    }

    func testUsageErrorsExit64() throws {
        let folder = try TemporaryFolder()
        for arguments in [[], ["--no-such-flag", "Specs"]] {
            let outcome = try GenProcess.run(arguments, in: folder.url)
            XCTAssertEqual(outcome.status, 64, "\(arguments)")
            XCTAssertTrue(outcome.standardError.contains("Usage: gen") || outcome.standardError.contains("USAGE: gen"), outcome.standardError)
        }
    }

    func testHelpAndVersion() throws {
        let folder = try TemporaryFolder()
        let help = try GenProcess.run(["--help"], in: folder.url)
        XCTAssertEqual(help.status, 0)
        for expected in ["USAGE: gen <specs> ...", "--quiet", "--version", "path:line:col: error: message", "specgen.yml", "64"] {
            XCTAssertTrue(help.standardOutput.contains(expected), "--help lacks \(expected)")
        }
        let version = try GenProcess.run(["--version"], in: folder.url)
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.standardOutput.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, version.standardOutput)
    }

    func testYAMLErrorsAndInvalidUTF8AreLocated() throws {
        let folder = try TemporaryFolder()
        try folder.write("Bad/Tabs.yaml", "service: S\nmodels:\n\tA: {}\n")
        try folder.write("Bad/Latin1.yaml", Data("service: Caf".utf8) + Data([0xE9]) + Data("\n".utf8))
        let outcome = try GenProcess.run(["Bad/Tabs.yaml", "Bad/Latin1.yaml"], in: folder.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.errorLines, [
            "Bad/Tabs.yaml:3:1: error: found character that cannot start any token; YAML indents with spaces, not tabs",
            "Bad/Latin1.yaml:1:13: error: invalid UTF-8 (byte 0xE9); save the file as UTF-8",
            "2 errors in 2 specs",
        ])
    }

    func testTheRepositorysGeneratedSourcesAreUpToDate() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let outcome = try GenProcess.run(["Specs/"], in: root)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertEqual(outcome.standardOutput, "3 specs, 12 models, 5 endpoints\n20 files in Sources/ExampleAPI: 0 written, 20 unchanged\n",
                       "Sources/ExampleAPI must be what `swift run gen Specs/` generates")
    }
}
