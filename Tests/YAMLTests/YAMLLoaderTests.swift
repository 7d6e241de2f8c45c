import Wording
import XCTest
import YAML

final class YAMLLoaderTests: XCTestCase {
    private func load(_ text: String, limits: YAMLLimits = YAMLLimits()) -> YAMLDocument {
        YAMLLoader.load(Array(text.utf8), limits: limits)
    }

    private func root(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Node {
        let document = load(text)
        XCTAssertEqual(document.errors, [], file: file, line: line)
        return try XCTUnwrap(document.root, file: file, line: line)
    }

    /// "line:col: message" for each error, and its note.
    private func describe(_ errors: [YAMLError]) -> [String] {
        errors.flatMap { error -> [String] in
            var lines = ["\(error.mark): \(error.message)"]
            if let note = error.note { lines.append("\(note.mark): note: \(note.message)") }
            return lines
        }
    }

    func testMarksAreOneBasedLineAndColumn() throws {
        let node = try root("service: XenoCanto\nmodels:\n  Recording:\n    id: String\n")
        XCTAssertEqual(node.mark, Mark(line: 1, column: 1))
        let pairs = try XCTUnwrap(node.mapping)
        XCTAssertEqual(pairs.map { $0.key.string }, ["service", "models"])
        XCTAssertEqual(pairs[0].value.mark, Mark(line: 1, column: 10))
        let recording = try XCTUnwrap(pairs[1].value.mapping?.first)
        XCTAssertEqual(recording.key.mark, Mark(line: 3, column: 3))
        let id = try XCTUnwrap(recording.value.mapping?.first)
        XCTAssertEqual(id.key.mark, Mark(line: 4, column: 5))
        XCTAssertEqual(id.value.mark, Mark(line: 4, column: 9))
    }

    func testAValueMadeUpAtTheEndIsMarkedWithinTheText() throws {
        // A last key without a value, in a text without a final line break: libyaml marks its null on the next line.
        let node = try root("a:\n  ? b")
        let value = try XCTUnwrap(node.mapping?.first?.value.mapping?.first?.value)
        XCTAssertTrue(value.isNull)
        XCTAssertEqual(value.mark.line, 2)
        // The same after characters of more than one byte (libyaml counts characters where the text counts bytes).
        let wide = try root("ȯ: ǒ\na:\n  ? b")
        let last = try XCTUnwrap(wide.mapping?.last?.value.mapping?.first?.value)
        XCTAssertTrue(last.isNull)
        XCTAssertEqual(last.mark.line, 3)
    }

    func testColumnsCountUnicodeCharactersNotBytes() throws {
        let node = try root("ключ: значение\nb: \"日本語\": x\n".replacingOccurrences(of: "\"日本語\": x", with: "日本語 x"))
        let pairs = try XCTUnwrap(node.mapping)
        XCTAssertEqual(pairs[0].value.mark, Mark(line: 1, column: 7))
        XCTAssertEqual(pairs[0].value.string, "значение")
        XCTAssertEqual(pairs[1].value.string, "日本語 x")
    }

    func testMappingsKeepKeyOrder() throws {
        let node = try root("z: 1\na: 2\nm: 3\nb: 4\n")
        XCTAssertEqual(node.mapping?.map { $0.key.string }, ["z", "a", "m", "b"])
    }

    func testScalarsKeepTheirStyle() throws {
        let node = try root("""
            plain: text
            single: 'text'
            double: "te\\u0078t"
            literal: |
              line
            folded: >
              a
              b
            """)
        let styles = try XCTUnwrap(node.mapping).map { $0.value.scalar?.style }
        XCTAssertEqual(styles, [.plain, .singleQuoted, .doubleQuoted, .literal, .folded])
        XCTAssertEqual(node.mapping?[2].value.string, "text")
        XCTAssertEqual(node.mapping?[3].value.string, "line\n")
        XCTAssertEqual(node.mapping?[4].value.string, "a b")
    }

    func testPlainScalarsResolveUnderTheCoreSchemaAndQuotedOnesStayStrings() throws {
        let node = try root(
            "[1, -7, 0x1F, 1.5, 2e3, true, False, null, ~, '', '1', \"true\", !!str 5, hello, 1.2.3, .inf]")
        let values = try XCTUnwrap(node.sequence).map(\.resolved)
        XCTAssertEqual(values, [
            .int(1), .int(-7), .int(31), .double(1.5), .double(2000), .bool(true), .bool(false), .null, .null,
            .string(""), .string("1"), .string("true"), .string("5"), .string("hello"), .string("1.2.3"),
            .double(.infinity),
        ])
        XCTAssertTrue(node.sequence?[7].isNull ?? false)
        XCTAssertFalse(node.sequence?[9].isNull ?? true, "a quoted empty string is not null")
    }

    func testTheExtremeIntegersAreIntegers() throws {
        let node = try root("[-9223372036854775808, 9223372036854775807, 9223372036854775808, +5, -0x10]")
        XCTAssertEqual(try XCTUnwrap(node.sequence).map(\.resolved),
                       [.int(.min), .int(.max), .double(9223372036854775808), .int(5), .int(-16)])
    }

    func testFlowCollectionsReadAsTheSpecTypeGrammarExpects() throws {
        let node = try root("a: [Recording]\nb: [String: Bool]\n")
        let list = try XCTUnwrap(node.mapping?[0].value.sequence)
        XCTAssertEqual(list.map(\.string), ["Recording"])
        let pair = try XCTUnwrap(node.mapping?[1].value.sequence?.first?.mapping?.first)
        XCTAssertEqual(pair.key.string, "String")
        XCTAssertEqual(pair.value.string, "Bool")
    }

    func testSyntaxErrorsAreSaidInOurWordsAtLibYAMLsMark() {
        let document = load("a:\n  b: [1, 2\n  c: 3\n")
        XCTAssertNil(document.root)
        XCTAssertEqual(describe(document.errors), [
            "3:4: a list in [ ] that is not closed, or lacks a ',' between items",
            "2:6: note: the list that starts here",
        ])
    }

    func testAnErrorAtTheEndOfAFileWithoutAFinalLineBreakIsOnItsLastLine() {
        let document = load("service: S\nheaders: { Accept: x")
        XCTAssertEqual(describe(document.errors).first,
                       "2:21: a mapping in { } that is not closed, or lacks a ',' between keys")
        XCTAssertEqual(describe(load("a: [1\n").errors).first,
                       "2:1: a list in [ ] that is not closed, or lacks a ',' between items",
                       "after a final line break, the empty last line is the end")
    }

    func testUnquotedOptionalCollectionTypeGetsAHint() {
        let document = load("models:\n  A:\n    tags: [String]?\n")
        XCTAssertEqual(describe(document.errors), [
            "3:19: a key where a value goes; an optional collection type must be quoted: \"[String]?\"",
        ])
        let map = load("a: {b: [String: Int]}?\n")
        XCTAssertEqual(map.errors.first?.message.hasSuffix("must be quoted: \"{b: [String: Int]}?\""), true,
                       "\(map.errors)")
    }

    func testTabIndentationIsAnErrorWithAHint() {
        let document = load("service: S\nmodels:\n\tA: {}\n")
        XCTAssertEqual(describe(document.errors), [
            "3:1: a tab in the indentation; YAML indents with spaces, not tabs",
        ])
    }

    func testTabsInsideValuesAreFine() throws {
        let node = try root("a: \"x\\ty\"\nb: x\ty\n")
        XCTAssertEqual(node.mapping?[0].value.string, "x\ty")
        XCTAssertEqual(node.mapping?[1].value.string, "x\ty")
    }

    func testDuplicateKeysAreErrorsWithBothLocations() throws {
        let document = load("a: 1\nb:\n  x: 1\n  x: 2\n  y: 3\na: 4\n")
        XCTAssertEqual(describe(document.errors), [
            "4:3: duplicate key 'x'",
            "3:3: note: 'x' is first defined here",
            "6:1: duplicate key 'a'",
            "1:1: note: 'a' is first defined here",
        ])
        let root = try XCTUnwrap(document.root, "the tree is kept so spec checks can go on")
        XCTAssertEqual(root.mapping?.map { $0.key.string }, ["a", "b"])
        XCTAssertEqual(root.mapping?[0].value.string, "1", "the first of each key is kept")
    }

    /// Small mappings are searched for a key written before, larger ones keep a table: both find every duplicate,
    /// keep the first, and merge in only the keys the mapping doesn't set.
    func testDuplicateKeysAndMergesAreReadAlikeInMappingsOfEverySize() throws {
        for size in [2, 6, 7, 30] {
            let keys = (0..<size).map { "k\($0)" } + ["k0", "k\(size - 1)"]
            let document = load(keys.enumerated().map { "\($0.element): \($0.offset)" }.joined(separator: "\n") + "\n")
            XCTAssertEqual(describe(document.errors), [
                "\(size + 1):1: duplicate key 'k0'", "1:1: note: 'k0' is first defined here",
                "\(size + 2):1: duplicate key 'k\(size - 1)'", "\(size):1: note: 'k\(size - 1)' is first defined here",
            ], "\(size)")
            let pairs = try XCTUnwrap(document.root?.mapping)
            XCTAssertEqual(pairs.map { $0.key.string }, (0..<size).map { "k\($0)" })
            XCTAssertEqual(pairs.map { $0.value.string }, (0..<size).map { "\($0)" })

            let own = (0..<size).map { "  k\($0): own" }.joined(separator: "\n")
            let merged = try root("base: &b { k0: base, other: base }\nmap:\n  <<: *b\n\(own)\n")
            let values = try XCTUnwrap(merged.mapping?[1].value.mapping)
            XCTAssertEqual(values.map { $0.key.string }, ["other"] + (0..<size).map { "k\($0)" }, "\(size)")
            XCTAssertEqual(values.map { $0.value.string }, ["base"] + Array(repeating: "own", count: size), "\(size)")
        }
    }

    /// Merge keys anywhere in a mapping, twice, beside a key written twice: each merged key not set by the mapping
    /// itself comes in at its merge key's place, the first merge's first; in small and large mappings alike.
    func testMergeKeysTakeTheirPlacesBesideKeysWrittenTwice() throws {
        for extra in [0, 10] {
            let more = (0..<extra).map { "\n  e\($0): \($0)" }.joined()
            let document = load(
                "a: &a { x: 1, y: 2 }\nb: &b { y: 3, z: 4 }\nm:\n  k: 0\n  <<: *a\n  x: 9\n  <<: *b\n  k: 5\(more)\n")
            XCTAssertEqual(describe(document.errors),
                           ["8:3: duplicate key 'k'", "4:3: note: 'k' is first defined here"], "\(extra)")
            let pairs = try XCTUnwrap(document.root?.mapping?[2].value.mapping)
            XCTAssertEqual(pairs.map { $0.key.string }, ["k", "y", "x", "z"] + (0..<extra).map { "e\($0)" }, "\(extra)")
            XCTAssertEqual(pairs.map { $0.value.string }, ["0", "2", "9", "4"] + (0..<extra).map { "\($0)" },
                           "\(extra)")
        }
    }

    func testMoreThanOneDocumentIsAnError() {
        let document = load("a: 1\n---\nb: 2\n")
        XCTAssertNil(document.root)
        XCTAssertEqual(describe(document.errors),
                       ["2:1: a second YAML document starts here; a spec file holds exactly one"])
    }

    func testAnExplicitSingleDocumentIsFine() throws {
        let node = try root("---\na: 1\n...\n")
        XCTAssertEqual(node.mapping?.first?.value.string, "1")
    }

    func testEmptyFilesAreErrors() {
        for text in ["", "\n\n", "# only a comment\n", "\u{FEFF}"] {
            XCTAssertEqual(describe(load(text).errors), ["1:1: the file is empty; a spec starts with 'service:'"],
                           "\(text.debugDescription)")
        }
    }

    func testInvalidUTF8IsLocated() {
        var bytes = Array("a: ok\nb: caf".utf8)
        bytes.append(0xE9) // Latin-1 é
        bytes += Array("\n".utf8)
        let document = YAMLLoader.load(bytes)
        XCTAssertEqual(describe(document.errors), ["2:7: invalid UTF-8 (byte 0xE9); save the file as UTF-8"])
    }

    /// An invalid byte is found where the standard library's UTF-8 decoder, reading from the start, first fails it,
    /// however long the runs of ASCII before it (passed eight bytes at a time) and whatever characters lie among them.
    func testInvalidUTF8IsFoundWhereADecoderFromTheStartFailsIt() {
        var state: UInt64 = 0x5EED_0007
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let valid: [[UInt8]] = ["a", "word ", "é", "日本", "😀", String(repeating: "x", count: 13), "ü7"]
            .map { Array($0.utf8) }
        let invalid: [[UInt8]] = [[0x80], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                                  [0xFF], [0xE9], [0xF0, 0x9F]]
        var found = 0
        for _ in 0..<3_000 {
            var bytes = Array("k: ".utf8)
            for _ in 0..<next(12) { bytes += valid[next(valid.count)] }
            if next(3) > 0 { bytes += invalid[next(invalid.count)] }
            for _ in 0..<next(4) { bytes += valid[next(valid.count)] }
            bytes.append(0x0A)
            var iterator = bytes.makeIterator()
            var decoder = UTF8()
            var offset = 0
            var failed: Int?
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): offset += UTF8.width(scalar)
                case .emptyInput: break decoding
                case .error: failed = offset; break decoding
                }
            }
            let errors = describe(YAMLLoader.load(bytes).errors.filter { $0.message.hasPrefix("invalid UTF-8") })
            guard let failed else {
                XCTAssertEqual(errors, [], "\(bytes)")
                continue
            }
            found += 1
            let column = String(decoding: bytes[..<failed], as: UTF8.self).unicodeScalars.count + 1
            let byte = String(bytes[failed], radix: 16, uppercase: true)
            XCTAssertEqual(errors, ["1:\(column): invalid UTF-8 (byte 0x\(byte)); save the file as UTF-8"], "\(bytes)")
        }
        XCTAssertGreaterThan(found, 1_000)
    }

    func testControlCharactersAreLocatedFromLibYAMLsByteOffset() {
        let document = load("a: ok\nb: \"é\u{01}\"\n")
        XCTAssertEqual(describe(document.errors),
                       ["2:6: a control character, which YAML text can't hold (character U+1)"])
    }

    func testByteOrderMarkIsSkippedAndMarksStayTheSame() throws {
        let document = YAMLLoader.load([0xEF, 0xBB, 0xBF] + Array("a: x\nb: y\n".utf8))
        let node = try XCTUnwrap(document.root)
        XCTAssertEqual(node.mapping?[0].key.mark, Mark(line: 1, column: 1))
        XCTAssertEqual(node.mapping?[1].value.mark, Mark(line: 2, column: 4))
    }

    func testUTF16WithByteOrderMarkIsRead() throws {
        let text = "a: é\n"
        let little: [UInt8] = [0xFF, 0xFE]
            + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF]
            + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        for bytes in [little, big] {
            let node = try XCTUnwrap(YAMLLoader.load(bytes).root)
            XCTAssertEqual(node.mapping?.first?.value.string, "é")
        }
    }

    func testCRLFLineBreaksCountAsOneLine() throws {
        let node = try root("a: 1\r\nb:\r\n  c: 2\r\n")
        XCTAssertEqual(node.mapping?[1].value.mapping?.first?.key.mark, Mark(line: 3, column: 3))
        let error = load("a: 1\r\nb: [1\r\n")
        XCTAssertEqual(error.errors.first?.mark.line, 3)
    }

    func testInvalidUTF8AfterCRLFIsLocated() {
        let bytes = Array("a: 1\r\nb: 2\r\nc: ".utf8) + [0xFF]
        XCTAssertEqual(describe(YAMLLoader.load(bytes).errors),
                       ["3:4: invalid UTF-8 (byte 0xFF); save the file as UTF-8"])
    }

    func testAliasesAreExpandedWithTheAnchorsMarks() throws {
        let node = try root("base: &b\n  x: 1\nother: *b\n")
        let other = try XCTUnwrap(node.mapping?[1].value)
        XCTAssertEqual(other.mapping?.first?.value.string, "1")
        XCTAssertEqual(other.mark, Mark(line: 1, column: 7), "libyaml starts an anchored block mapping at its anchor")
    }

    func testMergeKeysAddTheMissingKeysInPlace() throws {
        let node = try root("""
            base: &base { type: Int, doc: shared }
            a:
              <<: *base
              doc: own
            b:
              first: 1
              <<: [*base, { extra: 2 }]
            """)
        let a = try XCTUnwrap(node.mapping?[1].value.mapping)
        XCTAssertEqual(a.map { "\($0.key.string ?? ""):\($0.value.string ?? "")" }, ["type:Int", "doc:own"])
        let b = try XCTUnwrap(node.mapping?[2].value.mapping)
        XCTAssertEqual(b.map { $0.key.string }, ["first", "type", "doc", "extra"])
    }

    func testMergeOfAScalarIsAnError() {
        XCTAssertEqual(describe(load("a:\n  <<: 5\n").errors),
                       ["2:3: a merge key '<<' takes a mapping or a list of mappings, not an integer"])
    }

    func testUndefinedAliasIsAnError() {
        XCTAssertEqual(describe(load("a: *nope\n").errors), ["1:4: alias '*nope' has no anchor '&nope' before it"])
    }

    func testRecursiveAliasIsAnErrorNotAHang() {
        XCTAssertEqual(describe(load("a: &a [1, *a]\n").errors), ["1:11: alias '*a' refers to a node that contains it"])
        XCTAssertEqual(describe(load("&m { k: *m }\n").errors), ["1:9: alias '*m' refers to a node that contains it"])
    }

    func testAliasBombIsAnErrorNotAHangOrOutOfMemory() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n"
        for level in 1...12 {
            let refs = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
            text += "a\(level): &a\(level) [\(refs)]\n"
        }
        let started = ContinuousClock.now
        let document = load(text)
        XCTAssertNil(document.root)
        XCTAssertEqual(document.errors.count, 1)
        XCTAssertTrue(document.errors[0].message.hasPrefix("the document expands to more than 1000000 nodes"),
                      document.errors[0].message)
        XCTAssertEqual(document.errors[0].mark.line, 7, "9^7 > 1,000,000: the level that crosses the limit")
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(5), "bounded work, not a timing assertion on speed")
    }

    func testNodeLimitIsConfigurable() {
        let document = load("[1, 2, 3, 4, 5]", limits: YAMLLimits(maxDepth: 64, maxNodes: 4))
        XCTAssertEqual(describe(document.errors),
                       ["1:11: the document expands to more than 4 nodes (aliases repeated too often?)"])
    }

    func testNestingDeeperThanTheLimitIsAnError() {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        XCTAssertEqual(describe(load(deep).errors), ["1:65: nesting is deeper than 64 levels"])
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        XCTAssertNotNil(load(ok).root)
        let block = (0..<70).map { String(repeating: "  ", count: $0) + "k\($0):" }.joined(separator: "\n") + " x\n"
        XCTAssertEqual(describe(load(block).errors), ["65:129: nesting is deeper than 64 levels"])
    }

    func testAliasesCannotSneakPastTheDepthLimit() {
        let deep = String(repeating: "[", count: 40) + "x" + String(repeating: "]", count: 40)
        let text = "a: &a \(deep)\nb: " + String(repeating: "[", count: 30) + "*a" + String(repeating: "]", count: 30)
            + "\n"
        XCTAssertEqual(describe(load(text).errors), ["2:34: alias '*a' nests deeper than 64 levels"])
    }

    func testHugeScalarsAndManyKeysLoad() throws {
        let many = (0..<5_000).map { "key\($0): value\($0)" }.joined(separator: "\n")
        let node = try root(many)
        XCTAssertEqual(node.mapping?.count, 5_000)
        XCTAssertEqual(node.mapping?.last?.value.mark, Mark(line: 5_000, column: 10))
    }
}

final class YAMLHintTests: XCTestCase {
    func testUnquotedPathWithPlaceholdersInAFlowMappingGetsAHint() {
        let document = YAMLLoader.load(Array("endpoints:\n  image: { path: /images/{name}, response: Data }\n".utf8))
        XCTAssertEqual(document.errors.map(\.message), [
            "a mapping in { } that is not closed, or lacks a ',' between keys; inside { }, quote a path with "
                + "placeholders: \"/images/{name}\"",
        ])
        XCTAssertEqual(document.errors.first?.mark, Mark(line: 2, column: 26))
    }
}
