import Foundation
@testable import Names
import XCTest

/// The Swift and Foundation types generated code names, read from every golden output in the repository: each one
/// is either reserved (a spec can't name a model like it: the spec's built-in types, the protocols generated types
/// conform to) or written qualified (`Swift.DecodingError`), and every qualified one is the name of a model in the
/// Shadowing scenario — whose generated code is compiled, so a model of that name doesn't break it.
final class ShadowedTypeNamesTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The generated files of each module of the repository (a golden scenario's expected files and mocks, and
    /// ExampleAPI with its mocks), each module's files joined.
    private func generatedModules() throws -> [(name: String, text: String)] {
        let manager = FileManager.default
        var modules = [("ExampleAPI", ["Sources/ExampleAPI", "Sources/ExampleAPIMocks"])]
        for scenario in try manager.contentsOfDirectory(
            atPath: Self.repository.appendingPathComponent("Tests/Scenarios").path).sorted() {
            modules.append((scenario, ["Tests/Scenarios/\(scenario)/expected", "Tests/Scenarios/\(scenario)/mocks"]))
        }
        return try modules.map { name, folders in
            let texts = try folders.flatMap { folder -> [String] in
                let url = Self.repository.appendingPathComponent(folder)
                let names = (try? manager.contentsOfDirectory(atPath: url.path)) ?? []
                return try names.filter { $0.hasSuffix(".swift") }
                    .map { try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8) }
            }
            return (name, texts.map(code).joined(separator: "\n"))
        }
    }

    /// Code without comments, string literals (multi-line ones too) and `@_spi(…)` attributes: what they hold names
    /// nothing.
    private func code(_ text: String) -> String {
        text.replacingOccurrences(of: #"(?s)""\"\n.*?\n\s*""\""#, with: "\"\"", options: .regularExpression)
            .replacingOccurrences(of: #"@_spi\(\w+\)"#, with: "", options: .regularExpression)
            .split(separator: "\n").map { line -> String in
                var kept = String(line).replacingOccurrences(of: #""([^"\\]|\\.)*""#, with: "\"\"",
                                                             options: .regularExpression)
                if let comment = kept.range(of: "//") { kept = String(kept[..<comment.lowerBound]) }
                return kept
            }.joined(separator: "\n")
    }

    private func matches(_ pattern: String, in text: String, group: Int = 1) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: group), in: text).map { String(text[$0]) }
        }
    }

    func testSwiftAndFoundationTypesAreReservedOrQualified() throws {
        let modules = try generatedModules()
        XCTAssertGreaterThan(modules.count, 10)
        var qualified: Set<String> = []
        for module in modules {
            // Declared types and cases, generic parameters (`<R: Request>`) and imported modules.
            let declared = Set(
                matches(#"\b(?:struct|enum|class|typealias|protocol|case|import)\s+`?([A-Z][A-Za-z0-9_]*)"#,
                        in: module.text)
                + matches(#"<([A-Z][A-Za-z0-9_]*):"#, in: module.text))
            qualified.formUnion(matches(#"\b(?:Swift|Foundation)\.([A-Z][A-Za-z0-9_]*)"#, in: module.text))
            // Capitalized names not reached through a `.` (a member, an enum case, a qualified name).
            let named = Set(matches(#"(?<![.\w`])([A-Z][A-Za-z0-9_]*)"#, in: module.text))
            let unqualified = named.subtracting(declared).subtracting(["Swift", "Foundation", "FoundationNetworking"])
                .filter { Reserved.typeNames[$0] == nil }
            XCTAssertEqual(unqualified, [], "\(module.name): Swift or Foundation types that generated code names and a "
                                            + "model could shadow: qualify them")
        }
        XCTAssertFalse(qualified.isEmpty)
        let shadowing = try String(
            contentsOf: Self.repository.appendingPathComponent("Tests/Scenarios/Shadowing/Shadowing.yaml"),
            encoding: .utf8)
        let models = Set(matches(#"(?m)^  ([A-Za-z][A-Za-z0-9_]*):"#, in: shadowing))
        XCTAssertEqual(qualified.subtracting(models), [],
                       "the Shadowing scenario defines a model named like every type generated code qualifies")
        for name in qualified { XCTAssertNil(Reserved.typeNames[name], "\(name) is qualified, so a model may take it") }
    }
}
