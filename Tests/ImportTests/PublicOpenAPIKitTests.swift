import Foundation
import XCTest

/// The importer calls OpenAPIKit through its public API only: no underscored initialiser argument (`_inferred:`),
/// member (`._minLength`) or attribute (`@_spi`), which OpenAPIKit may change in any release. So Package.swift takes
/// OpenAPIKit `from:` a version, up to the next major. Every source file that imports one of OpenAPIKit's modules is
/// read, its comments and string literals left out.
final class PublicOpenAPIKitTests: XCTestCase {
    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The names in `text`'s code that start with an underscore and a letter, as written (`_inferred:`, `._minLength`,
    /// `@_spi`).
    static func underscored(_ text: String) -> [String] {
        let code = code(text)
        let pattern = try! NSRegularExpression(pattern: "(?:[@.]|(?<![A-Za-z0-9_$]))_[A-Za-z][A-Za-z0-9_]*(\\s*:)?")
        return pattern.matches(in: code, range: NSRange(code.startIndex..., in: code)).map { match in
            String(code[Range(match.range, in: code)!]).filter { !$0.isWhitespace }
        }
    }

    /// `text` without its comments and string literals (plain, multi-line and raw), each literal left as a space.
    static func code(_ text: String) -> String {
        let characters = Array(text)
        func at(_ index: Int, _ expected: Character) -> Bool {
            index < characters.count && characters[index] == expected
        }
        var code = ""
        var index = 0
        while index < characters.count {
            if at(index, "/"), at(index + 1, "/") {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            if at(index, "/"), at(index + 1, "*") {
                index += 2
                while index < characters.count, !(at(index, "*") && at(index + 1, "/")) { index += 1 }
                index += 2
                continue
            }
            var quote = index
            while at(quote, "#") { quote += 1 }
            if at(quote, "\"") {
                let hashes = quote - index
                let quotes = at(quote + 1, "\"") && at(quote + 2, "\"") ? 3 : 1
                var end = quote + quotes
                while end < characters.count {
                    if hashes == 0, at(end, "\\") {
                        end += 2
                        continue
                    }
                    if (0..<quotes).allSatisfy({ at(end + $0, "\"") }),
                       (0..<hashes).allSatisfy({ at(end + quotes + $0, "#") }) {
                        end += quotes + hashes
                        break
                    }
                    end += 1
                }
                code.append(" ")
                index = end
                continue
            }
            code.append(characters[index])
            index += 1
        }
        return code
    }

    func testTheReadingFindsUnderscoredNamesInCodeOnly() {
        XCTAssertEqual(Self.underscored(".fragment(.init(required: true, _inferred: true))"), ["_inferred:"])
        XCTAssertEqual(Self.underscored("minLength: OpenAPIKit30.JSONSchema.StringContext._minLength(context),"),
                       ["._minLength"])
        XCTAssertEqual(Self.underscored("@_spi(Internals) import OpenAPIKit\nlet p = core._permissions"),
                       ["@_spi", "._permissions"])
        XCTAssertEqual(Self.underscored("""
            _ = try schema(at: path) // `_inferred: true` in a comment
            /* ._minLength */ let text = "_inferred: a \\" _b:", raw = #"_c: "quoted" "#, url = "https://x/_d:"
            let block = \"""
              _e: f
              \"""
            func f(_ x: Int) { if case _? = Optional(x) {} }
            """), [])
    }

    func testNoSourceThatImportsOpenAPIKitNamesAnUnderscoredMember() throws {
        var read = 0
        let enumerator = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            guard Self.code(text).range(of: "import\\s+OpenAPIKit", options: .regularExpression) != nil else {
                continue
            }
            read += 1
            XCTAssertEqual(Self.underscored(text), [], url.path)
        }
        // The decoding and the conversion, at least.
        XCTAssertGreaterThan(read, 10)
    }
}
