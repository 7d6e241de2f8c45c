extension ShapeFinding {
    /// A mapping of a spec that takes a fixed set of keys.
    public enum Place: Hashable, Sendable {
        /// The spec file's top level.
        case spec
        /// A model (by name).
        case model(String)
        /// A property of a model: its name, and the model's.
        case property(String, model: String)
        /// An endpoint (by name).
        case endpoint(String)
        /// A parameter of an endpoint: its kind and name.
        case parameter(Parameter, String)
        /// An endpoint's body.
        case body
        /// An endpoint's `stream:`.
        case stream
        /// A credential scheme (by name).
        case scheme(String)
        /// A paging mapping of the style (as written).
        case paging(style: String)
    }

    /// What kind of parameter.
    public enum Parameter: Hashable, Sendable {
        case path, query, header
    }

    /// What a text is expected for.
    public enum Field: Hashable, Sendable {
        /// The value of a key (`doc`, `path`, `method`, …).
        case key(String)
        /// The value of a fixed header of the service (by name).
        case headerValue(String)
        /// A fixed header's name.
        case headerName
        case modelName
        case propertyName
        case endpointName
        /// A parameter's name.
        case parameterName(Parameter)
        /// A case name in an enum's map form.
        case enumCaseName
        /// A case name in a union's map form.
        case unionCaseName
        /// A union's `tag:`: the JSON key that says which member an object is.
        case unionTag
        /// A key of a union's `tags:`.
        case tagValue
        /// A value of a union's `tags:`.
        case memberModel
        /// A credential scheme's name (in `auth:` or in a list of `security:`).
        case schemeName
        /// An item of `security:`.
        case schemeNameOrList
        /// The parameter a paging setting names.
        case pagingParameter
        /// A key of `responses:` or `errors:`.
        case status
        /// A key of a stream's `events:`: an event's name.
        case eventName
    }

    /// What a mapping of names (or statuses) to definitions holds.
    public enum Entries: Hashable, Sendable {
        /// `headers:` of the service.
        case headers
        case models
        /// `properties:` of the model.
        case properties(model: String)
        case endpoints
        /// An endpoint's parameters of the kind (`params:`, `query:`, `headers:`).
        case parameters(Parameter)
        /// A union's `tags:`.
        case unionTags
        /// `responses:` or `errors:`.
        case statuses(ParseFinding.StatusList)
        /// `auth:`.
        case schemes
        /// A stream's `events:` written as a map of event names to types.
        case namedEvents
    }
}
