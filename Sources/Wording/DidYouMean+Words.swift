/// A did-you-mean suggestion in words: " (did you mean 'x'?)", or "" for none.
func didYouMeanWords(_ suggestion: String?) -> String {
    suggestion.map { " (did you mean '\($0)'?)" } ?? ""
}
