import SpecModel

extension PagingFinding {
    /// The finding in words.
    var words: String {
        switch self {
        case .noResponse(let endpoint):
            "paging needs a 'response' for endpoint '\(endpoint)'"
        case .severalResponses(let endpoint):
            "paging reads one response type; endpoint '\(endpoint)' has several 'responses'"
        case .onStream(let endpoint):
            "a streamed response is read as it arrives, not page by page; remove 'paging' or 'stream' from endpoint "
                + "'\(endpoint)'"
        case .needsItems(_, let response):
            "paging needs 'items:' (the key path of the list in '\(response)'), or a response that is a list"
        case .notAQueryParameter(let endpoint, let setting, let name, let suggestion):
            "paging '\(setting.rawValue)': '\(name)' is not a query parameter of endpoint '\(endpoint)'"
                + didYouMeanWords(suggestion)
        case .constParameter(_, let setting, let parameter):
            "paging '\(setting.rawValue)': query parameter '\(parameter)' is const, so paging can't set it"
        case .parameterNotInteger(_, let setting, let parameter, let type):
            "paging '\(setting.rawValue)': query parameter '\(parameter)' is '\(type)', not an integer"
        case .cursorNotString(_, let parameter, let type):
            "paging 'cursor': query parameter '\(parameter)' is '\(type)'; a cursor is a String"
        case .sameParameter(_, let parameter, let earlier):
            "paging: query parameter '\(parameter)' is already paging's '\(earlier.rawValue)'; each setting needs a "
                + "parameter of its own"
        case .notAModel(_, let setting, let path, let component, let type):
            "paging '\(setting.rawValue)': '\(path)' needs a model to look up '\(component)' in, but '\(type)' is not "
                + "one"
        case .notAProperty(_, let setting, let component, let model, let suggestion):
            "paging '\(setting.rawValue)': '\(component)' is not a property of '\(model)'"
                + didYouMeanWords(suggestion)
        case .itemsNotList(_, let path, let type):
            "paging 'items': '\(path)' is '\(type)', not a list"
        case .fieldNotInteger(_, let setting, let path, let type):
            "paging '\(setting.rawValue)': '\(path)' is '\(type)', not an integer"
        case .nextNotStringOrURL(_, let path, let type):
            "paging 'next': '\(path)' is '\(type)'; the next token or URL is a String or URL"
        case .hasMoreNotBool(_, let path, let type):
            "paging 'hasMore': '\(path)' is '\(type)', not a Bool"
        case .keyNotSimple(_, let path, let type):
            "paging 'key': '\(path)' is '\(type)'; the cursor is a string, number, UUID or enum"
        }
    }
}
