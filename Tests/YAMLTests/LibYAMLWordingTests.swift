import Wording
import XCTest
import YAML

/// What libyaml can't read is said in the project's words: none of libyaml's own descriptions reach a message.
final class LibYAMLWordingTests: XCTestCase {
    /// libyaml's phrases (its scanner's and parser's descriptions and contexts).
    private let libyamlPhrases = ["did not find expected", "could not find expected", "not allowed in this context",
                                  "while parsing", "while scanning", "found character", "found unexpected",
                                  "found undefined", "found a tab", "found unknown", "violates indentation"]

    private let malformed = [
        "a: b: c\n", "a:\n  b: 1\n c: 2\n", "a: [1, 2\nb: 3\n", "a: {x: 1\nb: 2\n", "a: @x\n", "a: \"open\n",
        "- a\nb: 1\n", "a:\n\t- b\n", "a: !unknown!tag x\n", "a: \"\\q\"\n", "key\nother: 1\n",
        "a: 1\n--- \n- b\n...\nc",
        "a: |0\n  x\n", "a: &x 1\nb: *y\n", "[1, 2]: x\n? a\n- b\n",
    ]

    func testNoMessageCarriesLibYAMLsWords() {
        var said = 0
        for text in malformed {
            let document = YAMLLoader.load(Array(text.utf8))
            for error in document.errors {
                said += 1
                let messages = [error.message] + (error.note.map { [$0.message] } ?? [])
                for message in messages {
                    for phrase in libyamlPhrases {
                        XCTAssertFalse(message.contains(phrase), "\(text.debugDescription): \(message)")
                    }
                }
            }
        }
        XCTAssertGreaterThanOrEqual(said, malformed.count - 2, "the malformed documents are errors")
    }

    func testTheCommonMistakesAreSaidWithTheirFix() {
        func first(_ text: String) -> String { YAMLLoader.load(Array(text.utf8)).errors.first?.message ?? "" }
        XCTAssertEqual(first("a: [1, 2\nb: 3\n"), "a list in [ ] that is not closed, or lacks a ',' between items")
        XCTAssertTrue(first("a: b: c\n").hasPrefix("a ':' where no key can start"), first("a: b: c\n"))
        XCTAssertTrue(first("a:\n\t- b\n").contains("tab"), first("a:\n\t- b\n"))
        let note = YAMLLoader.load(Array("a:\n  b: [1, 2\n  c: 3\n".utf8)).errors.first?.note?.message
        XCTAssertEqual(note, "the list that starts here")
    }
}
