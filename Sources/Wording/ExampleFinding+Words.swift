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
        case .byteStream(let endpoint):
            "endpoint '\(endpoint)' streams bytes, which an example can't show; a mock plays the chunks it is given"
        case .streamNotAList(let endpoint):
            "the example of stream endpoint '\(endpoint)' is the list of its elements, in order"
        case .notAnEvent(_, let names):
            "an event of this stream is '{ event: name, data: value }' with a name 'events' lists ("
                + names.map { "'\($0)'" }.joined(separator: ", ") + ")"
        }
    }
}
