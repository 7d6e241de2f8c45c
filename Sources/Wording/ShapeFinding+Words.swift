import SpecModel

extension ShapeFinding {
    /// The finding in words.
    var words: String {
        switch self {
        case .notAMapping(let place, let found):
            "expected a mapping for \(place.words), found \(found.words)" + (place.hint.map { "; \($0)" } ?? "")
        case .keyNotText(let place, let found): "keys of \(place.words) must be plain text, found \(found.words)"
        case .unknownKey(let key, let place, let suggestion, let cutAtComma):
            "unknown key '\(key)' in \(place.words)\(didYouMeanWords(suggestion))"
                + (cutAtComma ? "; inside { }, a ',' ends a value: quote text that holds one" : "")
        case .missingKey(let key, let place): "\(place.words) needs a '\(key):'"
        case .missingService: "missing 'service:'; a spec with endpoints names its service (a Swift identifier)"
        case .notText(let field, let found): "expected text for \(field.words), found \(found.words)"
        case .notAMappingOf(let entries, let found): "expected \(entries.words), found \(found.words)"
        case .notAnInteger(let key, let found): "expected an integer for '\(key)', found \(found.words)"
        case .notABoolean(let key, let found): "expected true or false for '\(key)', found \(found.words)"
        case .notADeprecation(let found): "expected true, false or a message for 'deprecated', found \(found.words)"
        case .notEnumValues(let model, let found):
            "expected a list of values or a map of case names to values for the enum '\(model)', found \(found.words)"
        case .enumValueNotScalar(let model, let found):
            "enum values of '\(model)' are strings or integers, found \(found.words)"
        case .notUnionMembers(let model, let found):
            "expected a list of types or a map of case names to types for the union '\(model)', found \(found.words)"
        case .pagingNotAMapping(let endpoint, let found):
            "expected a mapping with 'style:' for the paging of endpoint '\(endpoint)', found \(found.words)"
        case .securityNotAList(let found):
            "expected a list of scheme names for 'security' ([] for none), found \(found.words)"
        case .modelWithoutShape(let model): "model '\(model)' needs 'properties:', 'enum:' or 'oneOf:'"
        case .modelWithTwoShapes(let model, let first, let other):
            "model '\(model)' has both '\(first)' and '\(other)'; a model is one of properties, enum or oneOf"
        case .onlyAdditionalProperties(let model, let valueType):
            "model '\(model)' has only 'additionalProperties'; that is a dictionary:"
                + " write '[String: \(valueType ?? "T")]' where it is used"
        case .additionalPropertiesWithoutProperties: "'additionalProperties' belongs to a model with properties"
        case .tagOutsideUnion(let key, let model): "'\(key)' belongs to a union: model '\(model)' has no 'oneOf'"
        case .tagsWithoutTag: "'tags' maps values of the tag: give the tag's JSON key with 'tag:'"
        case .responseAndResponses(let endpoint):
            "endpoint '\(endpoint)' has both 'response' and 'responses'; list every status under 'responses'"
        case .responseAndStream(let endpoint, let response):
            "endpoint '\(endpoint)' has both '\(response)' and 'stream'; a streamed response is read as it arrives "
                + "(collected whole by 'send'): keep 'stream', or make two endpoints"
        case .streamWithoutKind(let endpoint):
            "the stream of endpoint '\(endpoint)' needs 'events:', 'lines:' or 'sequence:' with the type of its "
                + "elements (or is 'stream: bytes')"
        case .streamKinds(let endpoint, let first, let other):
            "the stream of endpoint '\(endpoint)' has both '\(first.rawValue)' and '\(other.rawValue)'; a stream is "
                + "framed one way"
        case .streamSettingOutsideEvents(let key, let kind):
            "'\(key)' belongs to an event stream; this stream is '\(kind.rawValue)'"
        case .constAndDefault(let place): "\(place.words) has both 'const' and 'default'; a const value is always sent"
        case .schemeWithoutHeaderOrQuery(let scheme):
            "scheme '\(scheme)' needs 'header:' or 'query:' (the name the API key is sent as)"
        case .schemeWithHeaderAndQuery(let scheme): "scheme '\(scheme)' takes one of 'header' and 'query', found both"
        case .pagingWithoutStyle(let endpoint):
            "the paging of endpoint '\(endpoint)' needs 'style:' (offset, page, cursor or lastItem)"
        case .pagingNeeds(let style, let settings):
            "\(style.rawValue) paging needs \(settings.map { "'\($0.rawValue):'" }.joined(separator: " and "))"
                + (style.needsWords.map { " (\($0))" } ?? "")
        case .pagingSettingNeeds(let style, let setting, let needed):
            "\(style.rawValue) paging with '\(setting.rawValue)' needs '\(needed.rawValue):'"
                + (needed.purposeWords.map { " (\($0))" } ?? "")
        case .pagingSettingsExclude(let style, let setting, let other):
            "\(style.rawValue) paging has both '\(other.rawValue)' (\(other.holdsWords)) and '\(setting.rawValue)' "
                + "(\(setting.holdsWords)); give the one the API has"
        case .cursorWithLinkHeader:
            "'next: link' follows the Link header's URL; 'cursor' is for tokens found in the body"
        }
    }
}
