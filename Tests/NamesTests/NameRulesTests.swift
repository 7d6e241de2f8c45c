@testable import Names
import XCTest

final class NameRulesTests: XCTestCase {
    func testLowerCamelDerivation() {
        let cases: [(String, String?)] = [
            ("per_page", "perPage"), ("X-Request-ID", "xRequestID"), ("filter[content_types][]", "filterContentTypes"),
            ("no score", "noScore"), ("+1", "plus1"), ("-1", "minus1"), ("bookmarked?", "bookmarked"),
            ("page[number]", "pageNumber"), ("2fa", "_2fa"), ("URLValue", "urlValue"), ("ID", "id"), ("Name", "name"),
            ("numRecordings", "numRecordings"), ("date_desc", "dateDesc"), ("A", "a"), ("htmlURL", "htmlURL"),
            ("café au lait", "caféAuLait"), ("[]", nil), ("???", nil), ("", nil), ("_", nil),
        ]
        for (name, expected) in cases {
            XCTAssertEqual(NameRules.lowerCamel(name), expected, name)
        }
    }

    /// Any raw value has a case name: words camel-cased, operators as words, other symbols by their names.
    func testCaseNamesForValuesOfAnySpelling() {
        let names = ["no score", "", "*", "/", "=", "==", "!=", "<", "<=", ">", ">=", "~", "^", "$", "!~", "???", "→",
                     "-", "+", "🦉", " "]
            .map(NameRules.caseName)
        XCTAssertEqual(names, ["noScore", "empty", "asterisk", "slash", "equals", "doubleEquals", "notEquals",
                               "lessThan", "lessThanOrEqual", "greaterThan", "greaterThanOrEqual", "tilde", "caret",
                               "dollar", "notMatches", "questionMarkQuestionMarkQuestionMark", "rightwardsArrow",
                               "minus", "plus", "owl", "space"])
    }

    func testUpperCamelForTypeNames() {
        XCTAssertEqual(NameRules.upperCamel("searchRecordings"), "SearchRecordings")
        XCTAssertEqual(NameRules.upperCamel("list-items"), "ListItems")
        XCTAssertEqual(NameRules.upperCamel("get_user_by_id"), "GetUserById")
        XCTAssertEqual(NameRules.upperCamel("2fa"), "_2fa")
        XCTAssertNil(NameRules.upperCamel("//"))
    }

    /// ASCII names are camel-cased on their bytes: the same names as the rules over characters give, on random names
    /// made of the characters names are made of (letters, digits, separators, brackets, signs).
    func testASCIINamesAreCamelCasedAsOverCharacters() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aAbZzyY09_- .[]+?/$:xURLIDi\t\r\n")
        var lengths: [Int: Int] = [:]
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...12, using: &generator)
            let name = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            XCTAssertEqual(NameRules.lowerCamel(name), NameRules.charactersLowerCamel(name), name.debugDescription)
            XCTAssertEqual(NameRules.upperCamel(name), NameRules.charactersUpperCamel(name), name.debugDescription)
            lengths[length, default: 0] += 1
        }
        XCTAssertEqual(lengths.count, 13)
        // A name with one character out of ASCII takes the rules over characters.
        XCTAssertEqual(NameRules.lowerCamel("Crème_brûlée"), "crèmeBrûlée")
        XCTAssertEqual(NameRules.upperCamel("über-item"), "ÜberItem")
    }

    func testFileStemIsTheNameWithoutFolderAndExtension() {
        XCTAssertEqual(NameRules.fileStem("Specs/Shared.yaml"), "Shared")
        XCTAssertEqual(NameRules.fileStem("order-lines.v2.yml"), "order-lines.v2")
        XCTAssertEqual(NameRules.fileStem("Specs/Makefile"), "Makefile")
        XCTAssertEqual(NameRules.fileStem(".hidden"), ".hidden")
    }
}
