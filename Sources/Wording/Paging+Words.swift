import SpecModel

extension PagingStyle {
    /// What the settings the style must be given are, in words.
    var needsWords: String? {
        switch self {
        case .offset, .page: nil
        case .cursor: "a key path in the response, or 'link' for the Link header"
        case .lastItem:
            "the query parameter the last item's key is sent as, and the key path of the flag that says more follow"
        }
    }
}

extension PagingSetting {
    /// What a setting another needs is for, in words.
    var purposeWords: String? {
        self == .pageSize ? "how many items to ask for" : nil
    }
}

extension PagingSetting {
    /// What the setting holds, in words: said of two settings a style lets a spec give only one of.
    var holdsWords: String {
        switch self {
        case .offset: "the offset's query parameter"
        case .limit: "the query parameter of how many items to ask for"
        case .page: "the page number's query parameter"
        case .first: "the first page's number"
        case .perPage: "the page size's query parameter"
        case .pageSize: "the page size"
        case .cursor: "the next page's token's query parameter"
        case .next: "the next page's token or URL"
        case .key: "the key in an item the next page starts after"
        case .hasMore: "the flag that says more items follow"
        case .items: "the list of items"
        case .total: "the number of items in all"
        case .pageCount: "the number of pages"
        }
    }
}
