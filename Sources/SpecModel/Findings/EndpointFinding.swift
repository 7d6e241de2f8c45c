/// An endpoint's parameters, body, responses and errors. Types are spelled: as written (`type`) or as resolved.
public enum EndpointFinding: Hashable, Sendable {
    /// An optional path parameter.
    case optionalPathParameter(endpoint: String, parameter: String)
    /// A path parameter of a type a path can't hold.
    case pathParameterType(endpoint: String, parameter: String, type: String)
    /// `dates:` on a parameter whose type holds no dates (`type` as written).
    case datesNotDate(endpoint: String, parameter: String, type: String)
    /// A `multiSegment` path parameter that is no `String`.
    case multiSegmentNotString(endpoint: String, parameter: String, type: String)
    /// `style:` on a dictionary query parameter.
    case styleOnDictionary(endpoint: String, parameter: String, style: QueryStyle)
    /// `style:` on a query parameter that is no list.
    case styleOnScalar(endpoint: String, parameter: String, type: String, style: QueryStyle)
    /// A query parameter of a type a query can't hold.
    case queryParameterType(endpoint: String, parameter: String, type: String)
    /// A header of a type a header can't hold.
    case headerType(endpoint: String, header: String, type: String)
    /// A header whose name is no HTTP header name (a token).
    case invalidHeaderName(endpoint: String, header: String)
    /// A body on a GET or HEAD request.
    case bodyWithoutRoom(endpoint: String, method: HTTPMethodName)
    /// A `response:` on a HEAD request.
    case headResponse(endpoint: String)
    /// A form or multipart body that is no model with properties and no dictionary.
    case fieldsBodyType(endpoint: String, encoding: BodyEncoding, type: String)
    /// `contentType:` on a form or multipart body.
    case contentTypeOfFields(endpoint: String, encoding: BodyEncoding)
    /// A raw body that is no `Data` or `String`.
    case rawBodyType(endpoint: String, type: String)
    /// A file body that is no `URL`.
    case fileBodyType(endpoint: String, type: String)
    /// An optional error body: of an endpoint's `errors:`, or (`endpoint` nil) of a file's.
    case optionalErrorBody(endpoint: String?, status: StatusKey)
    /// `responses:` without a status.
    case noStatuses(endpoint: String)
    /// An optional body of a status in `responses:`.
    case optionalStatusBody(endpoint: String, status: StatusKey)
    /// A body for a status in `responses:` of a HEAD request.
    case headStatusBody(endpoint: String, status: StatusKey)
    /// A `stream:` on a HEAD request.
    case headStream(endpoint: String)
    /// A stream whose elements (of the event, when named) are of an optional type (as written).
    case optionalStreamElement(endpoint: String, type: String)
    /// A stream whose elements are of a type that can't be decoded (`File`, as written).
    case streamElementType(endpoint: String, type: String)
    /// `resume: true` on an event stream of a method other than GET.
    case resumeNotGet(endpoint: String, method: HTTPMethodName)
    /// An event name listed twice in a stream's `events:`.
    case repeatedEventName(endpoint: String, event: String)
}

extension EndpointFinding {
    /// What it is about: the endpoint (nil for a file's `errors:`).
    public var subject: FindingSubject? {
        switch self {
        case .optionalPathParameter(let endpoint, _), .pathParameterType(let endpoint, _, _),
             .multiSegmentNotString(let endpoint, _, _), .datesNotDate(let endpoint, _, _),
             .styleOnDictionary(let endpoint, _, _), .styleOnScalar(let endpoint, _, _, _),
             .queryParameterType(let endpoint, _, _), .headerType(let endpoint, _, _),
             .invalidHeaderName(let endpoint, _), .bodyWithoutRoom(let endpoint, _), .headResponse(let endpoint),
             .fieldsBodyType(let endpoint, _, _), .contentTypeOfFields(let endpoint, _), .rawBodyType(let endpoint, _),
             .fileBodyType(let endpoint, _),
             .noStatuses(let endpoint), .optionalStatusBody(let endpoint, _), .headStatusBody(let endpoint, _),
             .headStream(let endpoint), .optionalStreamElement(let endpoint, _), .streamElementType(let endpoint, _),
             .resumeNotGet(let endpoint, _), .repeatedEventName(let endpoint, _):
            .endpoint(endpoint)
        case .optionalErrorBody(let endpoint, _):
            endpoint.map { .endpoint($0) }
        }
    }
}
