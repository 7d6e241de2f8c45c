@testable import YAML
import XCTest

/// Plain scalars resolve on their bytes as they did on their characters: the YAML 1.2 core schema's integers and
/// floats, against a reading over characters kept here, for texts of digits, signs, radix prefixes, letters and digits
/// of other scripts.
final class ResolvedScalarTests: XCTestCase {
    private static func integerOverCharacters(_ text: String) -> Int? {
        var body = Substring(text)
        var negative = false
        if let sign = body.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            body = body.dropFirst()
        }
        guard !body.isEmpty else { return nil }
        var radix = 10
        if body.hasPrefix("0x") { radix = 16; body = body.dropFirst(2) }
        else if body.hasPrefix("0o") { radix = 8; body = body.dropFirst(2) }
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        return Int((negative ? "-" : "") + body, radix: radix)
    }

    private static func floatOverCharacters(_ text: String) -> Double? {
        guard text.contains(where: \.isNumber), text.allSatisfy({ Set("0123456789.eE+-").contains($0) }) else {
            return nil
        }
        return Double(text)
    }

    func testIntegersAndFloatsResolveAsOverCharacters() {
        var state: UInt64 = 0x5EED_0012
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["0", "1", "9", "5", ".", "e", "E", "+", "-", "0x", "0o", "a", "F", "g", "٣", "½", "1\u{301}",
                      " ", "9223372036854775807", "8"]
        var numbers = 0
        for _ in 0..<20_000 {
            let text = (0..<(1 + next(6))).map { _ in pieces[next(pieces.count)] }.joined()
            XCTAssertEqual(ResolvedScalar.integer(text), Self.integerOverCharacters(text), text)
            let (float, expected) = (ResolvedScalar.float(text), Self.floatOverCharacters(text))
            XCTAssertEqual(float.map { $0.bitPattern }, expected.map { $0.bitPattern }, text)
            if ResolvedScalar.integer(text) != nil || float != nil { numbers += 1 }
        }
        XCTAssertGreaterThan(numbers, 1_000)
    }
}
