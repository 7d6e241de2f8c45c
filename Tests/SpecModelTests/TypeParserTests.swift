import SpecModel
import Wording
import XCTest
import YAML

final class TypeParserTests: XCTestCase {
    private func parse(_ text: String) -> Result<TypeRef, TypeParser.Failure> {
        TypeParser.parse(text, at: Mark(line: 3, column: 10))
    }

    func testWellFormedTypes() throws {
        let cases = [
            ("String", "String"), ("String?", "String?"), ("[Int]", "[Int]"), ("[String: Bool]", "[String: Bool]"),
            ("[String:[Tag]]?", "[String: [Tag]]?"), ("  [ [Int] ] ", "[[Int]]"), ("[Tag?]", "[Tag?]"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(try parse(text).get().description, expected, text)
        }
    }

    /// A plain name, optional or not, is read without the reader's walk through its characters: the same type, at the
    /// same column, as the reader gives the same name with a space before it (which takes the reader's way).
    func testPlainNamesReadAsTheReaderReadsThem() throws {
        var state: UInt64 = 0x5EED_0011
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["A", "z", "Q", "_", "0", "7", "é", "Ж", "?", "-", "<", "String", "Int", "Expandable"]
        var simple = 0
        for _ in 0..<4_000 {
            let text = (0..<(1 + next(5))).map { _ in pieces[next(pieces.count)] }.joined()
            let mark = Mark(line: 2, column: 5)
            let direct = TypeParser.parse(text, at: mark.advanced(by: 1))
            let read = TypeParser.parse(" " + text, at: mark)
            switch (direct, read) {
            case (.success(let direct), .success(let read)):
                XCTAssertEqual(direct, read, text)
            case (.failure(let direct), .failure(let read)):
                XCTAssertEqual(direct.mark, read.mark, text)
                XCTAssertEqual(direct.message, read.message.replacingOccurrences(of: "type ' ", with: "type '"), text)
            default:
                XCTFail("\(text): \(direct) but \(read) with a space before it")
            }
            if case .success = direct,
               text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "?") }) { simple += 1 }
        }
        XCTAssertGreaterThan(simple, 200)
    }

    func testNamesKnowTheirColumns() throws {
        let type = try parse("[String: [Recording]]?").get()
        XCTAssertEqual(type.names.map(\.name), ["Recording"])
        XCTAssertEqual(type.names.map(\.mark), [Mark(line: 3, column: 20)])
    }

    func testMalformedTypesPointAtTheProblem() {
        let cases: [(String, String, Int)] = [
            ("[String", "malformed type '[String' (expected ']')", 17),
            ("String??", "malformed type 'String??' (a type can be optional only once)", 17),
            ("[Int: String]", "dictionary keys must be 'String' (JSON object keys are strings)", 11),
            ("2Fast", "malformed type '2Fast' (a type name cannot start with a digit)", 10),
            ("String Int", "malformed type 'String Int' (expected the end of the type)", 17),
            ("", "missing type", 10),
            ("[]", "malformed type '[]' (expected a type name)", 11),
            ("Map<String>", "malformed type 'Map<String>' (only Expandable<Model> takes a type in '<>')", 10),
            ("Expandable<>", "malformed type 'Expandable<>' (Expandable<…> holds a model name)", 21),
            ("Expandable<Item", "malformed type 'Expandable<Item' (expected '>')", 25),
            ("Expandable<[Item]>", "malformed type 'Expandable<[Item]>' (Expandable<…> holds a model name)", 21),
        ]
        for (text, message, column) in cases {
            guard case .failure(let failure) = parse(text) else {
                XCTFail("\(text) should not parse")
                continue
            }
            XCTAssertEqual(failure.message, message, text)
            XCTAssertEqual(failure.mark, Mark(line: 3, column: column), text)
        }
    }

    func testQuotedScalarsShiftColumnsPastTheQuote() throws {
        let node = try XCTUnwrap(YAMLLoader.load(Array("a: \"[Strng]?\"\n".utf8)).root?.mapping?.first?.value)
        guard case .success(let type) = TypeParser.parse(node) else { return XCTFail() }
        XCTAssertEqual(type.names.first?.mark, Mark(line: 1, column: 6))
    }

    func testYAMLListAndMapForms() throws {
        let root = try XCTUnwrap(
            YAMLLoader.load(Array("a: [Tag]\nb: [String: [Int]]\nc: [Int: Bool]\nd: [A, B]\n".utf8)).root?.mapping)
        XCTAssertEqual(try TypeParser.parse(root[0].value).get().description, "[Tag]")
        XCTAssertEqual(try TypeParser.parse(root[1].value).get().description, "[String: [Int]]")
        guard case .failure(let keyFailure) = TypeParser.parse(root[2].value) else { return XCTFail() }
        XCTAssertEqual(keyFailure.mark, Mark(line: 3, column: 5))
        guard case .failure(let listFailure) = TypeParser.parse(root[3].value) else { return XCTFail() }
        XCTAssertEqual(listFailure.message, "a list type names one element type, like [String]")
    }
}
