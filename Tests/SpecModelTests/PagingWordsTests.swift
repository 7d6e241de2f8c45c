import SpecModel
@testable import Wording
import XCTest

/// Two settings a style lets a spec give only one of are each said with what it holds, so the message says which to
/// keep without knowing the pair.
final class PagingWordsTests: XCTestCase {
    func testEverySettingSaysWhatItHoldsInWordsOfItsOwn() {
        let words = PagingSetting.allCases.map(\.holdsWords)
        XCTAssertEqual(Set(words).count, words.count)
    }

    func testExcludedSettingsAreSaidWithWhatEachHolds() {
        let message = Finding.shape(.pagingSettingsExclude(.page, .total, .pageCount)).words
        XCTAssertTrue(message.hasPrefix("page paging has both 'pageCount' (the number of pages) and 'total'"), message)
        XCTAssertTrue(message.contains(PagingSetting.total.holdsWords), message)
    }
}
