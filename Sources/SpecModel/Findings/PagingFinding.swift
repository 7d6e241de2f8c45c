/// An endpoint's paging, checked against its parameters and response. Types are spelled as resolved.
public enum PagingFinding: Hashable, Sendable {
    /// Paging on an endpoint without `response:`.
    case noResponse(endpoint: String)
    /// Paging on an endpoint with `responses:`.
    case severalResponses(endpoint: String)
    /// Paging on an endpoint whose response is a `stream:`.
    case onStream(endpoint: String)
    /// No `items:`, and a response that is no list.
    case needsItems(endpoint: String, response: String)
    /// A setting naming no query parameter, with the one it is nearest to, if any.
    case notAQueryParameter(endpoint: String, setting: PagingSetting, name: String, suggestion: String?)
    /// A setting naming a const query parameter.
    case constParameter(endpoint: String, setting: PagingSetting, parameter: String)
    /// A setting naming a query parameter that is no integer.
    case parameterNotInteger(endpoint: String, setting: PagingSetting, parameter: String, type: String)
    /// `cursor:` naming a query parameter that is no `String`.
    case cursorNotString(endpoint: String, parameter: String, type: String)
    /// A setting naming the query parameter an earlier setting names.
    case sameParameter(endpoint: String, parameter: String, earlier: PagingSetting)
    /// A key path that leads through something that is no model with properties.
    case notAModel(endpoint: String, setting: PagingSetting, path: String, component: String, type: String)
    /// A key path step naming no property of the model, with the one it is nearest to, if any.
    case notAProperty(endpoint: String, setting: PagingSetting, component: String, model: String, suggestion: String?)
    /// `items:` leading to something that is no list.
    case itemsNotList(endpoint: String, path: String, type: String)
    /// `total:` or `pageCount:` leading to something that is no integer.
    case fieldNotInteger(endpoint: String, setting: PagingSetting, path: String, type: String)
    /// `next:` leading to something that is no `String` or `URL`.
    case nextNotStringOrURL(endpoint: String, path: String, type: String)
    /// `hasMore:` leading to something that is no `Bool`.
    case hasMoreNotBool(endpoint: String, path: String, type: String)
    /// `key:` leading to something a cursor can't be.
    case keyNotSimple(endpoint: String, path: String, type: String)
}

extension PagingFinding {
    /// What it is about: the endpoint's paging.
    public var subject: FindingSubject? {
        .paging(endpoint: endpoint)
    }

    /// The endpoint whose paging it is about.
    public var endpoint: String {
        switch self {
        case .noResponse(let endpoint), .severalResponses(let endpoint), .onStream(let endpoint),
             .needsItems(let endpoint, _),
             .notAQueryParameter(let endpoint, _, _, _), .constParameter(let endpoint, _, _),
             .parameterNotInteger(let endpoint, _, _, _), .cursorNotString(let endpoint, _, _),
             .sameParameter(let endpoint, _, _), .notAModel(let endpoint, _, _, _, _),
             .notAProperty(let endpoint, _, _, _, _),
             .itemsNotList(let endpoint, _, _), .fieldNotInteger(let endpoint, _, _, _),
             .nextNotStringOrURL(let endpoint, _, _), .hasMoreNotBool(let endpoint, _, _),
             .keyNotSimple(let endpoint, _, _):
            endpoint
        }
    }
}
