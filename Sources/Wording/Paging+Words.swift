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
