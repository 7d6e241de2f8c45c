import SpecModel

extension ShapeFinding.Place {
    /// The mapping in words: "a spec", "model 'Bird'", "query parameter 'q'", "the body", …
    var words: String {
        switch self {
        case .spec: "a spec"
        case .model(let name): "model '\(name)'"
        case .property(let name, let model): "property '\(name)' of '\(model)'"
        case .endpoint(let name): "endpoint '\(name)'"
        case .parameter(let kind, let name): "\(kind.words) '\(name)'"
        case .body: "the body"
        case .stream: "the stream"
        case .scheme(let name): "scheme '\(name)'"
        case .paging(let style): "\(style) paging"
        }
    }

    /// What a mapping of this place holds, said when something else is found there.
    var hint: String? {
        switch self {
        case .spec: "a spec starts with 'service:'"
        case .model: "a model has 'properties:', 'enum:' or 'oneOf:'"
        case .endpoint: "an endpoint has at least 'path:'"
        case .body: "a body is a type, or a mapping with 'type:'"
        case .stream: "a stream is 'bytes', or a mapping with 'events:', 'lines:' or 'sequence:'"
        case .scheme: "a scheme is \(credentialSchemes)"
        case .property, .parameter, .paging: nil
        }
    }
}

/// How credentials are sent, as a scheme of `auth:` says it.
let credentialSchemes = "bearer, basic, { header: X-API-Key } or { query: api_key }"

extension ShapeFinding.Parameter {
    /// The kind of parameter in words.
    var words: String {
        switch self {
        case .path: "path parameter"
        case .query: "query parameter"
        case .header: "header"
        }
    }
}

extension ShapeFinding.Field {
    /// What the text is for, in words.
    var words: String {
        switch self {
        case .key(let key): "'\(key)'"
        case .headerValue(let name): "header '\(name)'"
        case .headerName: "a header name"
        case .modelName: "a model name"
        case .propertyName: "a property name"
        case .endpointName: "an endpoint name"
        case .parameterName(let kind): "a \(kind.words) name"
        case .enumCaseName: "an enum case name"
        case .unionCaseName: "a union case name"
        case .unionTag: "'tag' (the JSON key that says which member an object is)"
        case .tagValue: "a tag value"
        case .memberModel: "a member model"
        case .schemeName: "a scheme name"
        case .schemeNameOrList: "a scheme name, or a list of them applied together"
        case .pagingParameter: "a paging parameter"
        case .status: "a status"
        case .eventName: "an event name"
        }
    }
}

extension ShapeFinding.Entries {
    /// The mapping expected, in words.
    var words: String {
        switch self {
        case .headers: "a mapping of header names to values for 'headers'"
        case .models: "a mapping of model names to models for 'models'"
        case .properties(let model): "a mapping of property names to types for the properties of '\(model)'"
        case .endpoints: "a mapping of endpoint names to endpoints for 'endpoints'"
        case .parameters(let kind): "a mapping of names to types for the \(kind.words)s"
        case .unionTags: "a mapping of tag values to member models for 'tags'"
        case .statuses(.responses): "a mapping of statuses to types for 'responses'"
        case .statuses(.errors): "a mapping of statuses to types for 'errors'"
        case .schemes: "a mapping of scheme names to how credentials are sent for 'auth'"
        case .namedEvents: "a type, or a mapping of event names to types, for 'events'"
        }
    }
}
