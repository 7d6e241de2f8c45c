/// An endpoint's example, checked against its response.
public enum ExampleFinding: Hashable, Sendable {
    /// An example on an endpoint without `response:`.
    case noResponse(endpoint: String)
    /// An example on an endpoint with `responses:`.
    case severalResponses(endpoint: String)
    /// A value in the example that doesn't decode as the response.
    case doesNotFit(endpoint: String, ValueProblem)
}

extension ExampleFinding {
    /// What it is about: the endpoint's example.
    public var subject: FindingSubject? {
        .example(endpoint: endpoint)
    }

    /// The endpoint whose example it is about.
    public var endpoint: String {
        switch self {
        case .noResponse(let endpoint), .severalResponses(let endpoint), .doesNotFit(let endpoint, _): endpoint
        }
    }
}
