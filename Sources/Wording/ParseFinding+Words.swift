import SpecModel

extension ParseFinding {
    /// The finding in words.
    var words: String {
        switch self {
        case .notAnIdentifier(let name, let role): role.words(name)
        case .unknownChoice(let choice, let value, let suggestion):
            "unknown \(choice.words) '\(value)'\(didYouMeanWords(suggestion))"
                + (choice.choices.map { "; use \($0)" } ?? "")
        case .unknownDateCoding(let value, let suggestion?):
            "unknown date coding '\(value)' (did you mean '\(suggestion)'?)"
        case .unknownDateCoding(let value, nil):
            "unknown date coding '\(value)'; use iso8601, rfc3339, seconds, milliseconds or a date format like "
                + "\"yyyy-MM-dd\""
        case .unsupportedVersion(let version, let supported):
            "unsupported spec version \(version); this gen reads versions "
                + (supported.count > 1 ? supported.dropLast().joined(separator: ", ") + " and " : "")
                + (supported.last ?? "")
        case .baseURLNotAbsolute(let url):
            "baseURL '\(url)' is not an absolute http or https URL without query or fragment"
        case .invalidHeaderName(let name): "'\(name)' is not a valid HTTP header name"
        case .notAMediaType(let text): "'\(text)' is not a media type (type/subtype, e.g. application/octet-stream)"
        case .notAKeyPath(let text): "'\(text)' is not a key path (names joined by '.')"
        case .notPositive(let key): "'\(key)' must be at least 1"
        case .path(let path, let problem): problem.words(path)
        case .firstPlaceholder: "the first is here"
        case .pathParameterNotInPath(let name, let path, let suggestion):
            "path parameter '\(name)' is not used in the path '\(path)'\(didYouMeanWords(suggestion))"
        case .integerInEnumList(let model, let value):
            "integer values of enum '\(model)' need Swift case names: write the map form { name: \(value) }"
                + " (or quote the number if the API sends a string)"
        case .enumValueNotStringOrInteger(let model, let value):
            "enum values of '\(model)' are strings or integers; quote '\(value)' if the API sends the string"
                + " \"\(value)\""
        case .enumMixesIntegersAndStrings(let model):
            "enum '\(model)' mixes integer and string values; quote the numbers if the API sends them as strings"
        case .enumWithoutValues(let model): "enum '\(model)' has no values"
        case .unionWithoutMembers(let model): "union '\(model)' has no members"
        case .statusOutOfRange(let code, .responses):
            "status \(code) doesn't belong here: a success status is 200–299; error bodies go under 'errors'"
        case .statusOutOfRange(let code, .errors):
            "status \(code) doesn't belong here: an error status is 400–599, 4XX, 5XX or default"
        case .notAStatus(let text, .responses):
            "'\(text)' is not a status; list success statuses (200–299) under 'responses'"
        case .notAStatus(let text, .errors): "'\(text)' is not a status; use a status (400–599), 4XX, 5XX or default"
        }
    }
}

extension ParseFinding.Name {
    /// "`name` is not a Swift identifier", as said of a name of this role.
    func words(_ name: String) -> String {
        switch self {
        case .service: "service name '\(name)' is not a Swift identifier"
        case .model: "model name '\(name)' is not a Swift identifier"
        case .swiftName: "'\(name)' is not a Swift identifier"
        case .enumCase: "enum case name '\(name)' is not a Swift identifier (\(caseNamesInMapForm))"
        case .unionCase: "union case name '\(name)' is not a Swift identifier (\(caseNamesInMapForm))"
        }
    }
}

/// Why a case name must be an identifier.
private let caseNamesInMapForm = "in the map form, keys are Swift case names"

extension ParseFinding.Choice {
    /// The setting in words.
    var words: String {
        switch self {
        case .keyStyle: "key style"
        case .httpMethod: "HTTP method"
        case .queryStyle: "query style"
        case .credentialScheme: "credential scheme"
        case .bodyEncoding: "body encoding"
        case .pagingStyle: "paging style"
        case .streamKind: "stream"
        }
    }

    /// The choices, in words (nil where the message names none).
    var choices: String? {
        switch self {
        case .keyStyle: "as-is or snake_case"
        case .httpMethod: nil
        case .queryStyle: "repeat, comma or brackets"
        case .credentialScheme: credentialSchemes
        case .bodyEncoding: "json, form, multipart, raw or file"
        case .pagingStyle: "offset, page, cursor or lastItem"
        case .streamKind: "bytes, or a mapping with 'events:', 'lines:' or 'sequence:'"
        }
    }
}

extension ParseFinding.PathProblem {
    /// What is wrong with `path`, in words.
    func words(_ path: String) -> String {
        switch self {
        case .notAbsolute: "path '\(path)' must start with '/' (it is relative to the service's baseURL)"
        case .queryString: "path '\(path)' has a query string; declare query parameters under 'query:'"
        case .fragment: "path '\(path)' has a fragment ('#'), which is never sent"
        case .unopenedBrace: "'}' without '{' in path '\(path)'"
        case .unclosedBrace: "'{' without '}' in path '\(path)'"
        case .emptyPlaceholder: "empty placeholder '{}' in path '\(path)'"
        case .repeatedPlaceholder(let name): "placeholder '{\(name)}' appears twice in path '\(path)'"
        }
    }
}
