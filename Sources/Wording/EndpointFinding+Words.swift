import SpecModel

extension EndpointFinding {
    /// The finding in words.
    var words: String {
        switch self {
        case .optionalPathParameter(_, let parameter):
            "path parameter '\(parameter)' can't be optional: the path always needs it"
        case .pathParameterType(_, let parameter, let type):
            "path parameter '\(parameter)' has type '\(type)'; a path holds a string, number, boolean, date, URL, UUID "
                + "or enum, or a list of them (not of dates), sent joined with ','"
        case .datesNotDate(_, let parameter, let type):
            "'dates' applies to a parameter of dates (Date, or a list or dictionary of them); '\(parameter)' is "
                + "'\(type)'"
        case .multiSegmentNotString(_, let parameter, let type):
            "path parameter '\(parameter)' is multiSegment, so it is a String (its '/'s are kept); it is '\(type)'"
        case .styleOnDictionary(_, let parameter, let style):
            "'style' applies to lists; dictionary '\(parameter)' is always sent as '\(parameter)[key]=value' "
                + "(found '\(style.rawValue)')"
        case .styleOnScalar(_, let parameter, let type, let style):
            "'style' applies to list parameters; '\(parameter)' is '\(type)' (found '\(style.rawValue)')"
        case .queryParameterType(_, let parameter, let type):
            "query parameter '\(parameter)' has type '\(type)'; a query value is a string, number, boolean, date, URL, "
                + "UUID or enum, or a list or dictionary of them"
        case .invalidHeaderName(_, let header): "'\(header)' is not a valid HTTP header name"
        case .headerType(_, let header, let type):
            "header '\(header)' has type '\(type)'; a header holds a string, number, boolean, date, URL, UUID or enum"
        case .bodyWithoutRoom(let endpoint, let method):
            "a \(method.rawValue) request can't have a body; use POST, PUT or PATCH for endpoint '\(endpoint)'"
        case .headResponse(let endpoint):
            "a HEAD response has no body; remove 'response' from endpoint '\(endpoint)'"
        case .fieldsBodyType(_, let encoding, let type):
            "a \(encoding.rawValue) body is a model with properties or a dictionary (its fields); '\(type)' is neither"
        case .contentTypeOfFields(_, let encoding):
            "a \(encoding.rawValue) body's content type is set by its encoding; remove 'contentType'"
        case .rawBodyType(_, let type):
            "a raw body is Data or String (sent as its bytes); '\(type)' is neither"
        case .fileBodyType(_, let type):
            "a file body is the URL of the file to send (read from disk as it is sent); '\(type)' is no URL"
        case .optionalErrorBody(_, let status):
            "the error body of \(status) can't be optional: it is decoded only when the response has one"
        case .noStatuses(let endpoint):
            "'responses' of endpoint '\(endpoint)' lists no status; give at least one (200: Type, 204: ~)"
        case .optionalStatusBody(_, let status):
            "the body of status \(status) can't be optional; list a status without a body as '\(status): ~'"
        case .headStatusBody(let endpoint, let status):
            "a HEAD response has no body; status \(status) of endpoint '\(endpoint)' can't have one"
        case .headStream(let endpoint):
            "a HEAD response has no body; remove 'stream' from endpoint '\(endpoint)'"
        case .optionalStreamElement(_, let type):
            "a stream's elements can't be optional ('\(type)'): each part of the stream holds a value"
        case .streamElementType(_, let type):
            "a stream's elements are decoded from JSON; '\(type)' can't be"
        case .resumeNotGet(_, let method):
            "'resume' sends the request again with Last-Event-ID, which only a GET may be; this is a \(method.rawValue)"
        case .repeatedEventName(_, let event):
            "event '\(event)' is listed twice in 'events'"
        }
    }
}
