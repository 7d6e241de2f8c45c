import Foundation
import Translate
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
        try folder.write("Specs/A.yaml",
                         "service: A\nmodels:\n  Tag:\n    propertes: {}\n  Other: { properties: { x: Tagg } }\n")
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
        // The same words at two places print once, and --verbose prints each.
        XCTAssertEqual(try GenProcess.run(["Specs"], in: folder.url).errorLines, [
            "Specs/a.yml:2:10: error: baseURL 'nope' is not an absolute http or https URL without query or fragment "
                + "(and 1 more like it; --verbose lists them)",
            "2 errors in 2 specs",
        ])
        let outcome = try GenProcess.run(["Specs", "--verbose"], in: folder.url)
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
            XCTAssertTrue(outcome.standardError.contains("Usage: gen") || outcome.standardError.contains("USAGE: gen"),
                          outcome.standardError)
        }
    }

    func testHelpAndVersion() throws {
        let folder = try TemporaryFolder()
        let help = try GenProcess.run(["--help"], in: folder.url)
        XCTAssertEqual(help.status, 0)
        for expected in ["USAGE: gen [<options>] <specs> ...", "--quiet", "--verbose", "--diagnostics-format",
                         "--version", "path:line:col: error: message",
                         "specgen.yml", "64"] {
            XCTAssertTrue(help.standardOutput.contains(expected), "--help lacks \(expected)")
        }
        let version = try GenProcess.run(["--version"], in: folder.url)
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.standardOutput.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil,
                      version.standardOutput)
    }

    func testYAMLErrorsAndInvalidUTF8AreLocated() throws {
        let folder = try TemporaryFolder()
        try folder.write("Bad/Tabs.yaml", "service: S\nmodels:\n\tA: {}\n")
        try folder.write("Bad/Latin1.yaml", Data("service: Caf".utf8) + Data([0xE9]) + Data("\n".utf8))
        let outcome = try GenProcess.run(["Bad/Tabs.yaml", "Bad/Latin1.yaml"], in: folder.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.errorLines, [
            "Bad/Tabs.yaml:3:1: error: a tab in the indentation; YAML indents with spaces, not tabs",
            "Bad/Latin1.yaml:1:13: error: invalid UTF-8 (byte 0xE9); save the file as UTF-8",
            "2 errors in 2 specs",
        ])
    }

    func testTheRepositorysSpecsGenerateExampleAPIAndItsMocks() throws {
        // Run from the repository as a user would, but into temporary folders: the CLI, specgen.yml's module
        // and the `Specs/<file>` headers must give exactly the committed Sources/ExampleAPI(Mocks).
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
            .standardized
        let output = try TemporaryFolder(), mocks = try TemporaryFolder()
        let outcome = try GenProcess.run(["Specs/", "--output", output.url.path, "--mocks-output", mocks.url.path],
                                         in: root)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertEqual(outcome.standardOutput, """
            3 specs, 13 models, 6 endpoints
            \(output.url.path): 6 files: 6 written, 0 unchanged, 0 removed
            \(mocks.url.path): 3 files: 3 written, 0 unchanged, 0 removed

            """)
        for (generated, committed) in [(output.url, "Sources/ExampleAPI"), (mocks.url, "Sources/ExampleAPIMocks")] {
            let folder = root.appendingPathComponent(committed)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted(), names)
            for name in names {
                XCTAssertEqual(try Data(contentsOf: generated.appendingPathComponent(name)),
                               try Data(contentsOf: folder.appendingPathComponent(name)), name)
            }
        }
    }

    func testASecondRunWritesNothingAndKeepsModificationTimes() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/XenoCanto.yaml", xenoCanto)
        let first = try GenProcess.run(["Specs", "-o", "API"], in: folder.url)
        XCTAssertEqual(first.standardOutput,
                       "1 spec, 2 models, 1 endpoint\nAPI: 2 files: 2 written, 0 unchanged, 0 removed\n",
                       first.standardError)
        let file = folder.url.appendingPathComponent("API/XenoCanto+API.swift").path
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file)
        let second = try GenProcess.run(["Specs", "-o", "API"], in: folder.url)
        XCTAssertEqual(second.standardOutput,
                       "1 spec, 2 models, 1 endpoint\nAPI: 2 files: 0 written, 2 unchanged, 0 removed\n")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date, past)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("API").path).sorted(),
            ["XenoCanto+API.swift", "XenoCanto.swift"],
            "no temporary files left behind")
    }

    func testAFailingSpecWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/XenoCanto.yaml", xenoCanto)
        try folder.write("Specs/Broken.yaml", "service: Broken\nmodels:\n  A: { properties: { x: Strng } }\n")
        let outcome = try GenProcess.run(["Specs", "-o", "API"], in: folder.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("API").path))
    }

    func testConfigFileSetsOutputAndAccessAndFlagsOverrideIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/XenoCanto.yaml", xenoCanto)
        try folder.write("Specs/specgen.yml", "output: ../Generated\naccess: internal\n")
        let outcome = try GenProcess.run(["Specs/"], in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertTrue(outcome.standardOutput.hasSuffix("Generated: 2 files: 2 written, 0 unchanged, 0 removed\n"),
                      outcome.standardOutput)
        let internalText = try String(contentsOf: folder.url.appendingPathComponent("Generated/XenoCanto+API.swift"),
                                      encoding: .utf8)
        XCTAssertTrue(internalText.contains("\nstruct Recording: Decodable"), internalText)
        _ = try GenProcess.run(["Specs/", "--access", "package"], in: folder.url)
        let packageText = try String(contentsOf: folder.url.appendingPathComponent("Generated/XenoCanto+API.swift"),
                                     encoding: .utf8)
        XCTAssertTrue(packageText.contains("\npackage struct Recording: Decodable"), packageText)
    }

    func testConfigFileErrorsAreLocated() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/XenoCanto.yaml", xenoCanto)
        try folder.write("Specs/specgen.yml", "output: Gen\nacess: public\naccess: private\n")
        let outcome = try GenProcess.run(["Specs"], in: folder.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.errorLines, [
            "Specs/specgen.yml:2:1: error: unknown setting 'acess' (did you mean 'access'?); settings are output, "
                + "mocksOutput, module, access, templates, conformances, layout, runtime, properties",
            "Specs/specgen.yml:3:9: error: unknown access level 'private'; use public, package or internal",
            "2 errors in 1 spec",
        ])
    }

    func testConfigConformancesAreAddedAndBadOnesLocated() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/XenoCanto.yaml", xenoCanto)
        try folder.write("Specs/specgen.yml", "output: ../Generated\nconformances: [Hashable, Encodable]\n")
        let outcome = try GenProcess.run(["Specs/"], in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        let text = try String(contentsOf: folder.url.appendingPathComponent("Generated/XenoCanto+API.swift"),
                              encoding: .utf8)
        XCTAssertTrue(text.contains("\npublic struct Recording: Codable, Hashable, Sendable {"), text)

        try folder.write("Specs/specgen.yml", "output: ../Generated\nconformances: [Hashabel, [x], Codable]\n")
        let bad = try GenProcess.run(["Specs/"], in: folder.url)
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(bad.errorLines, [
            "Specs/specgen.yml:2:16: error: unknown conformance 'Hashabel' (did you mean 'Hashable'?); gen can add "
                + "Codable, Decodable, Encodable, Hashable",
            "Specs/specgen.yml:2:26: error: expected a protocol name (Codable, Decodable, Encodable, Hashable) in "
                + "'conformances', found a list",
            "2 errors in 1 spec",
        ])
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("Generated/XenoCanto+API.swift"),
                                  encoding: .utf8), text, "a bad config leaves the output as it was")
    }

    func testTheLayoutComesFromTheFlagOrTheConfig() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/XenoCanto.yaml", xenoCanto)
        try folder.write("Specs/specgen.yml", "output: ../API\nlayout: per-type\n")
        var outcome = try GenProcess.run(["Specs"], in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("API").path).sorted(),
            ["Page.swift", "Recording.swift", "SearchController.swift", "SearchRequest.swift", "XenoCanto.swift"])
        outcome = try GenProcess.run(["Specs", "--layout", "grouped"], in: folder.url)
        XCTAssertEqual(outcome.standardOutput,
                       "1 spec, 2 models, 1 endpoint\nAPI: 2 files: 1 written, 1 unchanged, 4 removed\n")
        try folder.write("Specs/specgen.yml", "output: ../API\nlayout: one-file\n")
        outcome = try GenProcess.run(["Specs"], in: folder.url)
        XCTAssertEqual(outcome.errorLines,
                       ["Specs/specgen.yml:2:9: error: unknown layout 'one-file'; use grouped, per-type or modules",
                        "1 error in 1 spec"])
        outcome = try GenProcess.run(["Specs", "--layout", "flat"], in: folder.url)
        XCTAssertEqual(outcome.status, 64)
    }

    func testPropertiesComeFromTheFlagOrTheConfig() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/XenoCanto.yaml", xenoCanto)
        try folder.write("Specs/specgen.yml", "output: ../API\nproperties: let\n")
        // The models, ahead of the request in the spec's file.
        func models() throws -> String {
            let text = try String(contentsOf: folder.url.appendingPathComponent("API/XenoCanto+API.swift"),
                                  encoding: .utf8)
            return String(text[..<(text.range(of: "public struct SearchRequest")?.lowerBound ?? text.endIndex)])
        }
        var outcome = try GenProcess.run(["Specs"], in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        let text = try models()
        XCTAssertTrue(text.contains("    public let id: String\n"), text)
        XCTAssertFalse(text.contains("public var "), "every stored property of a model is a let")
        outcome = try GenProcess.run(["Specs", "--properties", "var"], in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertTrue(try models().contains("    public var id: String\n"), "the flag wins")
        try folder.write("Specs/specgen.yml", "output: ../API\nproperties: const\n")
        outcome = try GenProcess.run(["Specs"], in: folder.url)
        XCTAssertEqual(outcome.errorLines,
                       ["Specs/specgen.yml:2:13: error: unknown property keyword 'const'; use var or let",
                        "1 error in 1 spec"])
        XCTAssertTrue(try models().contains("    public var id: String\n"), "a bad config leaves the output as it was")
        outcome = try GenProcess.run(["Specs", "--properties", "val"], in: folder.url)
        XCTAssertEqual(outcome.status, 64)
        XCTAssertTrue(outcome.standardError.contains("--properties takes var or let, not 'val'"), outcome.standardError)
    }

    func testTemplatesOverrideFileByFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/XenoCanto.yaml", xenoCanto)
        try folder.write("MyTemplates/service.mustache", "{{% CONTENT_TYPE: TEXT}}\n// custom service {{typeName}}\n")
        let outcome = try GenProcess.run(["Specs", "-o", "API", "--templates", "MyTemplates"], in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("API/XenoCanto.swift"),
                                  encoding: .utf8),
                       "// Generated by gen \(SpecgenVersion.gen) from Specs/XenoCanto.yaml. Do not edit.\n\n"
                           + "import Foundation\n\n// custom "
                           + "service XenoCanto\n",
                       "the declaration's template renders the declaration; the file's header and imports are "
                           + "file.mustache's")
        let model = try String(contentsOf: folder.url.appendingPathComponent("API/XenoCanto+API.swift"),
                               encoding: .utf8)
        XCTAssertTrue(model.contains("public struct Recording: Decodable, Equatable, Sendable"),
                      "other templates stay built in")
    }

    func testTheFileTemplatePlacesEveryFilesHeaderImportsAndDeclarations() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/XenoCanto.yaml", xenoCanto)
        try folder.write("MyTemplates/file.mustache", """
            {{% CONTENT_TYPE: TEXT}}
            {{header}}
            // Licensed under the MIT license.
            {{#imports}}
            import {{.}}
            {{/imports}}
            {{#declarations}}
            // ---
            {{.}}
            {{/declarations}}

            """)
        let outcome = try GenProcess.run(["Specs", "-o", "API", "--templates", "MyTemplates"], in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        let models = try String(contentsOf: folder.url.appendingPathComponent("API/XenoCanto+API.swift"),
                                encoding: .utf8)
        XCTAssertTrue(models.hasPrefix("// Generated by gen \(SpecgenVersion.gen) from "
                                       + "Specs/XenoCanto.yaml. Do not edit.\n"
                                       + "// Licensed under "
                                       + "the MIT license.\n"
                                       + "import Foundation\nimport SpecgenRuntime\n// ---\n"), models)
        XCTAssertEqual(models.components(separatedBy: "\n// ---\n").count - 1, 4,
                       "one separator before each of the grouped declarations")
        let namespace = try String(contentsOf: folder.url.appendingPathComponent("API/XenoCanto.swift"),
                                   encoding: .utf8)
        XCTAssertTrue(namespace.hasPrefix("// Generated by gen \(SpecgenVersion.gen) from "
                                          + "Specs/XenoCanto.yaml. Do not edit.\n"
                                          + "// Licensed "
                                          + "under the MIT license.\n"
                                          + "import Foundation\n// ---\n"), namespace)
    }

    func testADeclarationTemplateThatStillPlacesTheHeaderRendersItEmpty() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/XenoCanto.yaml", xenoCanto)
        try folder.write("MyTemplates/service.mustache", """
            {{% CONTENT_TYPE: TEXT}}
            {{header}}
            {{#imports}}
            import {{.}}
            {{/imports}}
            // custom service {{typeName}}

            """)
        let outcome = try GenProcess.run(["Specs", "-o", "API", "--templates", "MyTemplates"], in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("API/XenoCanto.swift"),
                                  encoding: .utf8),
                       "// Generated by gen \(SpecgenVersion.gen) from Specs/XenoCanto.yaml. Do not edit.\n\n"
                           + "import Foundation\n\n\n// "
                           + "custom service XenoCanto\n",
                       "the header once, at the top: a declaration's header and imports are empty")
    }

    func testBrokenOrUnknownTemplatesAreLocatedErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/XenoCanto.yaml", xenoCanto)
        try folder.write("T/model.mustache", "line one\n{{#properties}}\n")
        try folder.write("T/modle.mustache", "x")
        let outcome = try GenProcess.run(["Specs", "-o", "API", "--templates", "T"], in: folder.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.errorLines.first, "T/modle.mustache:1:1: error: 'modle.mustache' replaces no template; "
                + "gen's templates are file.mustache, model.mustache, enum.mustache, union.mustache, request.mustache, "
                + "controller.mustache, service.mustache, mock.mustache, package.mustache, exports.mustache")
        XCTAssertTrue(outcome.errorLines.contains {
            $0.hasPrefix("T/model.mustache:") && $0.contains("error: template does not parse")
        }, outcome.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("API").path))
    }

    func testGenWorksFromAnyFolderWithoutTemplatesFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("deep/er/Specs/XenoCanto.yaml", xenoCanto)
        let outcome = try GenProcess.run(["er/Specs", "-o", "../Out"], in: folder.url.appendingPathComponent("deep"))
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        let text = try String(contentsOf: folder.url.appendingPathComponent("Out/XenoCanto+API.swift"),
                              encoding: .utf8)
        let header = "// Generated by gen \(SpecgenVersion.gen) from Specs/XenoCanto.yaml. Do not edit.\n"
        XCTAssertTrue(text.hasPrefix(header), text)
    }
}
