import SpecModel

extension ExampleFinding {
    /// The finding in words.
    var words: String {
        switch self {
        case .noResponse:
            "an example needs a 'response' type to be checked against"
        case .severalResponses(let endpoint):
            "an example is checked against one 'response'; endpoint '\(endpoint)' has several 'responses'"
        case .doesNotFit(let endpoint, let problem):
            "example of endpoint '\(endpoint)': \(problem.words)"
        }
    }
}
