import Foundation
@testable import OpenAPIImport
import XCTest

/// The importer's small readings of text that run for every doc and every `$ref`: the same results as Foundation's
/// trimming and search, for random texts of visible characters, white space of every kind and combining marks.
final class TextReadingTests: XCTestCase {
    private var state: UInt64 = 0x5EED_0021

    private func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    private func text(_ pieces: [String], count: Int) -> String {
        (0..<next(count)).map { _ in pieces[next(pieces.count)] }.joined()
    }

    func testDocsAreTrimmedAsFoundationTrimsThem() {
        let pieces = ["a", "Z", "!", "~", ".", " ", "\t", "\n", "\r\n", "\u{0B}", "\u{85}", "\u{A0}", "\u{2003}",
                      "\u{2028}", "\u{3000}", "\u{301}", "é", "日", "\u{7F}", "\u{FEFF}"]
        var kept = 0
        for _ in 0..<20_000 {
            let written = text(pieces, count: 7)
            let trimmed = OperationConverter.trimmed(written)
            XCTAssertEqual(trimmed, written.trimmingCharacters(in: .whitespacesAndNewlines), written.debugDescription)
            if trimmed == written, !written.isEmpty { kept += 1 }
        }
        XCTAssertGreaterThan(kept, 2_000)
    }

    func testComponentKeysAreReadAsFoundationsSearchReadsThem() {
        let pieces = ["Pet", "~", "~0", "~1", "/", "a", "\u{301}", "é", "_"]
        for _ in 0..<5_000 {
            let key = text(pieces, count: 6)
            let reference = "#/components/schemas/" + key
            // A key that starts with a combining mark joins the prefix's last character: no key of that kind.
            let substring = reference.dropFirst("#/components/schemas/".count)
            let expected = !reference.hasPrefix("#/components/schemas/") ? nil : substring.contains("~")
                ? substring.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
                    : String(substring)
            XCTAssertEqual(ComponentReference.key(reference, kind: "schemas"), expected, reference)
            XCTAssertNil(ComponentReference.key(reference, kind: "responses"), reference)
        }
    }
}
