/// Words the checker's and naming pass's findings share.
enum CheckWords {
    /// " (did you mean 'x'?)" for a suggestion, or "".
    static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
