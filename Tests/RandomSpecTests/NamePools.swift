/// The names random specs are made of: ordinary ones, so that a good share of specs are valid, and pools of
/// names that are likely to collide with something in generated code.
enum NamePools {
    // MARK: - Ordinary names

    static let services = ["Shop", "Blog", "Birds", "Weather", "Feeds", "Photos", "Chat", "Library", "Transit"]
    static let models = ["User", "Item", "Order", "Tag", "Comment", "Account", "Profile", "Photo", "Address", "Product",
                         "Invoice", "Team", "Project", "Message", "Review", "Recording", "Delivery", "Station"]
    static let endpoints = ["listItems", "getUser", "search", "createOrder", "updateProfile", "deleteComment",
                            "fetchPhotos", "uploadAvatar", "ping", "listTags", "getFeed", "searchUsers", "list-orders",
                            "get_account", "ListEvents", "replaceTags"]
    static let properties = ["id", "title", "count", "createdAt", "updatedAt", "userID", "email", "tags", "price",
                             "status", "kind", "note", "avatarURL", "score", "isActive", "summary", "position", "owner",
                             "children", "label", "width", "height", "ratio", "enabled", "firstName", "last_name",
                             "zipCode"]
    static let parameters = ["q", "query", "sort", "filter", "tag", "since", "until", "lang", "includeDeleted",
                             "format", "userID", "order", "region", "per_page", "fields[user]", "X-Mode"]
    static let headers = ["X-Request-ID", "X-Count", "Accept-Language", "If-None-Match", "X-Api-Key", "X-Trace",
                          "X-Client"]
    static let enumValues = ["active", "inactive", "pending", "asc", "desc", "date_desc", "no score", "A", "B", "small",
                             "large", "red", "green"]
    static let pathSegments = ["users", "items", "v2", "search", "files", "feeds", "orgs", "repos", "me"]

    // MARK: - Names that may collide

    /// Swift keywords and contextual keywords.
    static let keywords = ["self", "Self", "Type", "default", "init", "class", "protocol", "case", "_", "in", "func",
                           "let", "var", "return", "where", "Any", "Protocol", "throws", "nil", "true", "false",
                           "static", "struct", "enum", "import", "is", "as", "try", "super", "inout", "some", "any",
                           "async", "await", "get", "set", "willSet", "didSet", "actor", "override", "mutating", "lazy",
                           "open", "deinit", "subscript"]
    /// Members of the runtime's types and of generated types.
    static let members = ["objects", "state", "reload", "loadMore", "networking", "path", "method", "queryItems",
                          "headers", "body", "response", "reset", "send", "publisher", "decode", "dateCoding",
                          "absoluteURL", "hasMore", "pageSize", "isLoading", "request", "requests", "callCount",
                          "handle", "returns", "handleResponse", "answer", "loadObjects", "clearObjects", "allCases",
                          "rawValue", "hashValue", "description", "encode", "hash", "fields", "hasTotal", "first",
                          "next", "error", "changes", "name", "exampleJSON", "baseURL", "delegate", "objectsDidChange",
                          "loadNext", "nextPage", "status"]
    /// Locals and parameters of generated function bodies.
    static let locals = ["items", "headers", "container", "decoder", "encoder", "page", "size", "offset", "limit",
                         "cursor", "value", "rawValue", "response", "fields", "result", "url", "token", "total", "data",
                         "key"]
    /// Names that differ only in case or in characters camel-casing drops, and acronym spellings.
    static let spellings = ["foo_bar", "fooBar", "foo-bar", "foo bar", "FooBar", "FOO_BAR", "foo__bar", "fooURL",
                            "fooUrl", "foo_url", "FooURL", "userId", "user_id", "user-id", "UserID", "htmlURL",
                            "html_url", "htmlUrl"]
    /// Names equal to what a renaming rule produces.
    static let suffixed = ["stateParameter", "pathParameter", "methodParameter", "headersParameter", "bodyParameter",
                           "queryItemsParameter", "resetEndpoint", "selfValue", "unknownValue", "payload", "typeValue",
                           "defaultValue", "objectsParameter", "networkingParameter", "requestValue"]
    /// A name and what a renaming rule makes of it (a request stores `state` as `stateParameter`, a mock names
    /// endpoint `reset` `resetEndpoint`, an initializer takes `self` as `selfValue`): in one scope, they collide.
    static let renamedPairs = [["state", "stateParameter"], ["path", "pathParameter"], ["method", "methodParameter"],
                               ["headers", "headersParameter"], ["body", "bodyParameter"],
                               ["queryItems", "queryItemsParameter"], ["objects", "objectsParameter"],
                               ["networking", "networkingParameter"], ["reset", "resetEndpoint"], ["self", "selfValue"],
                               ["unknown", "unknownValue"], ["request", "requestValue"],
                               ["type", "typeValue"], ["default", "defaultValue"]]
    /// Keys that are not Swift identifiers.
    static let oddKeys = ["+1", "-1", "2fa", "bookmarked?", "page[number]", "X-Request-ID", "café",
                          "filter[content_types][]", "$ref", "@id", "a.b", "_private", "__", "ÄÖÜ", "per page", "x",
                          "1"]
    /// Standard library, Foundation and runtime type names, and names generated types take.
    static let typeNames = [
        "String", "Int", "Data", "Date", "URL", "Error", "Result", "Optional", "Array", "Set", "Codable", "Sendable",
        "Response", "Object", "OffsetPage", "NumberedPage", "CursorPage", "MainActor", "CodingKeys", "PathSegment",
        "QueryItems", "HeaderFields", "Request", "Networking", "Task", "Never", "Bool", "Double", "UUID", "JSONValue",
        "LoadState", "MockEndpoint", "HTTPResponse", "Equatable", "Identifiable", "Decoder", "CodingKey", "Character",
        "Dictionary", "Void", "Foundation", "SpecgenRuntime", "Swift", "URLRequest", "URLQueryItem", "URLSession",
        "JSONDecoder", "ObjectsChange", "PageKey", "MockNetworkingError", "NetworkingError",
        "NextPageRequest", "Indirect", "RequestBody", "HTTPMethod", "DateCoding", "JSONCoding",
        "KeyCoding", "LinkHeader", "Link", "RequestPublisher", "Networker", "AnyObjectsController",
        "Thread", "Locale", "Calendar", "Decimal", "Int8", "AnyHashable", "Element", "Value", "Key",
        "Page", "State", "Objects", "Controller", "Mock", "T", "Publisher", "Observable", "Combine"]
    /// Swift and Foundation types that generated code may name and a spec's model may shadow (the ones a spec
    /// can't take — its built-in types, the protocols generated types conform to — are in `typeNames`).
    static let shadowingTypeNames = [
        "DecodingError", "EncodingError", "Error", "Result", "Task", "Character", "Substring", "Calendar", "Locale",
        "TimeZone", "Decimal", "URLComponents", "URLRequest", "URLSession", "Bundle", "Notification", "DispatchQueue",
        "AnyHashable", "Range", "Sequence", "Collection", "Comparable", "UInt", "Int8", "UInt8", "Float16", "Unicode",
        "Mirror", "JSONSerialization", "ISO8601DateFormatter", "DateFormatter", "NSNull", "Void", "Never"]
    /// Enum values (list form) and case names (map form) that may collide with enum members.
    static let enumCases = ["unknown", "rawValue", "allCases", "none", "some", "init", "self", "description",
                            "hashValue", "Type", "default", "unknownValue", "case", "Self", "encode", "hash", "true",
                            "false", "null", "", " ", "a b", "a", "A", "1", "2fa", "-", "+1", "Unknown", "UNKNOWN",
                            "all_cases", "raw_value", "_", "container", "decoder", "value"]
}
