import SpecModel

extension AuthFinding {
    /// The finding in words.
    var words: String {
        switch self {
        case .authWithoutService:
            "'auth' belongs to a service: this file has no 'service:'"
        case .schemeGivenTwice(let scheme):
            "scheme '\(scheme)' is given twice, differently; a service's schemes are one set"
        case .schemeTwiceInAlternative(let scheme, _):
            "scheme '\(scheme)' is named twice in one alternative of 'security'"
        case .unknownScheme(let scheme, _, let declaresNone, let suggestion):
            "unknown scheme '\(scheme)' in 'security'"
                + (declaresNone ? "; the service declares none under 'auth:'" : didYouMeanWords(suggestion))
        }
    }
}
