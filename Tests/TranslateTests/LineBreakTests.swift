@testable import Translate
import XCTest

/// Where generated lines break once they pass the line width: words filled into lines, a call's arguments, a switch
/// case's statement and a request's path.
final class LineBreakTests: XCTestCase {
    func testWordsFillEachLineAsFarAsTheWidthAllows() {
        let words = (1...30).map { "word\($0)," }
        let lines = Translator.filled(words, first: "// ", next: "//   ", indent: 4)
        XCTAssertGreaterThan(lines.count, 1)
        XCTAssertTrue(lines.allSatisfy { Translator.fits($0, at: 4) }, "\(lines)")
        XCTAssertTrue(lines[0].hasPrefix("// word1,") && lines[1].hasPrefix("//   word"), "\(lines)")
        XCTAssertEqual(lines.map { $0.dropFirst($0 == lines[0] ? 3 : 5) }.joined(separator: " "),
                       words.joined(separator: " "), "every word, once, in order")
        let wide = String(repeating: "w", count: 130)
        XCTAssertEqual(Translator.filled(["a", wide, "b"], first: "", next: "", indent: 0), ["a", wide, "b"],
                       "a word wider than a line stands alone")
    }

    func testACallPastTheWidthPutsItsArgumentsOnTheLinesAfterIt() {
        let head = "let response = try await self.networking.send(ListChargesRequest("
        XCTAssertEqual(Translator.call(head, ["limit: 1"], tail: "))", indent: 8), [head + "limit: 1))"])
        XCTAssertEqual(Translator.call(head, [], tail: "))", indent: 8), [head + "))"])
        let arguments = (1...12).map { "parameter\($0): self.parameter\($0)" }
        let lines = Translator.call(head, arguments, tail: "), nextPageURL: cursor)", indent: 8)
        XCTAssertEqual(lines.first, head)
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.hasPrefix("    parameter") && Translator.fits($0, at: 8) },
                      "\(lines)")
        XCTAssertTrue(lines.last?.hasSuffix("parameter12: self.parameter12), nextPageURL: cursor)") == true)
        XCTAssertEqual(lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "),
                       arguments.joined(separator: ", ") + "), nextPageURL: cursor)", "every argument, once, in order")
    }

    func testASwitchCasePastTheWidthPutsItsStatementAndThenItsChainOnLinesOfTheirOwn() {
        XCTAssertEqual(Translator.switchCase("case 404:", "return nil", indent: 8), ["case 404: return nil"])
        let statement = "return (try? decoder.decode(ValidationProblem.self, from: response.value))"
        let chain = ".map(ListProductsErrorBody.unprocessableContent)"
        XCTAssertEqual(Translator.switchCase("case 422:", statement, continuation: chain, indent: 8),
                       ["case 422:", "    " + statement, "        " + chain])
        XCTAssertEqual(Translator.switchCase("case 422:", statement, continuation: ".map(E.a)", indent: 8),
                       ["case 422: " + statement + ".map(E.a)"])
        let long = "return .delta(try event.decodeData(" + String(repeating: "D", count: 80)
            + ".self, decoder: decoder))"
        XCTAssertEqual(Translator.switchCase("case \"delta\":", long, indent: 8), ["case \"delta\":", "    " + long])
    }

    func testAPathPastTheWidthIsItsExpressionInABlockBrokenBeforeAPlus() throws {
        let files = generated(#"""
            service: S
            endpoints:
              short:
                path: /repos/{owner}
                params: { owner: String }
              getCombinedStatusForReference:
                path: /repos/{owner}/{repository}/commits/{reference}/statuses/combined/{page}
                params: { owner: String, repository: String, reference: String, page: Int }
            """#)
        XCTAssertTrue(files["ShortRequest.swift"]?.contains(
            #"    public var path: String { "/repos/" + PathSegment.encode(self.owner) }"#) == true)
        let text = try XCTUnwrap(files["GetCombinedStatusForReferenceRequest.swift"])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try XCTUnwrap(lines.firstIndex(of: "    public var path: String {"), text)
        let end = try XCTUnwrap(lines[start...].firstIndex(of: "    }"), text)
        let expression = lines[(start + 1)..<end]
        XCTAssertGreaterThan(expression.count, 1, text)
        XCTAssertTrue(expression.first?.hasPrefix("        \"/repos/\" + PathSegment.encode(self.owner)") == true, text)
        XCTAssertTrue(expression.dropFirst().allSatisfy { $0.hasPrefix("            + ") }, text)
        XCTAssertTrue(lines.allSatisfy { Translator.fits($0, at: 0) }, text)
        XCTAssertEqual(expression.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "),
                       #""/repos/" + PathSegment.encode(self.owner) + "/" + PathSegment.encode(self.repository) + "#
                           + #""/commits/" + PathSegment.encode(self.reference) + "/statuses/combined/" + "#
                           + #"PathSegment.encode(self.page)"#)
    }
}
