/// An endpoint's example, checked against its response.
public enum ExampleFinding: Hashable, Sendable {
    /// An example on an endpoint without `response:`.
    case noResponse(endpoint: String)
    /// An example on an endpoint with `responses:`.
    case severalResponses(endpoint: String)
    /// A value in the example that doesn't decode as the response.
    case doesNotFit(endpoint: String, ValueProblem)
    /// An example on a byte stream (a download has no value to check).
    case byteStream(endpoint: String)
    /// An example of a stream that is no list of its elements.
    case streamNotAList(endpoint: String)
    /// An item of a stream of named events that is no `{ event: name, data: value }` with a name `events:` lists.
    case notAnEvent(endpoint: String, names: [String])
}

extension ExampleFinding {
    /// What it is about: the endpoint's example.
    public var subject: FindingSubject? {
        .example(endpoint: endpoint)
    }

    /// The endpoint whose example it is about.
    public var endpoint: String {
        switch self {
        case .noResponse(let endpoint), .severalResponses(let endpoint), .doesNotFit(let endpoint, _),
             .byteStream(let endpoint), .streamNotAList(let endpoint), .notAnEvent(let endpoint, _): endpoint
        }
    }
}
