/// A value the parser refuses while reading a spec: a name that is no Swift identifier, a word that names no choice, a
/// path's form, a header name, an enum's values, a status. Values are as written.
public enum ParseFinding: Hashable, Sendable {
    /// A name (of the role) that isn't a Swift identifier.
    case notAnIdentifier(String, Name)
    /// A word that names none of a setting's choices, and the choice it is near.
    case unknownChoice(Choice, String, suggestion: String?)
    /// A `dates:` coding that is no keyword and no date format, and the keyword it is near.
    case unknownDateCoding(String, suggestion: String?)
    /// A `version:` this gen doesn't read, and those it reads.
    case unsupportedVersion(String, supported: [String])
    /// A `baseURL:` that isn't an absolute http(s) URL without query or fragment.
    case baseURLNotAbsolute(String)
    /// A header name that isn't an HTTP token.
    case invalidHeaderName(String)
    /// A `contentType:` that isn't a media type.
    case notAMediaType(String)
    /// A paging key path with an empty name in it.
    case notAKeyPath(String)
    /// A paging number (for the key, as written) below 1.
    case notPositive(key: String)

    /// An endpoint's path (as written) and what is wrong with its form.
    case path(String, PathProblem)
    /// A note: where the placeholder (by name) that a path repeats first appears.
    case firstPlaceholder(String)
    /// A path parameter declared under `params:` that the path (as written) has no placeholder for, and the
    /// placeholder it is near.
    case pathParameterNotInPath(String, path: String, suggestion: String?)

    /// An integer value in an enum's list form (the model, the value as written), which gives no case name.
    case integerInEnumList(model: String, value: String)
    /// An enum whose values are neither strings nor integers (the value as written).
    case enumValueNotStringOrInteger(model: String, value: String)
    /// An enum with integer and string values.
    case enumMixesIntegersAndStrings(model: String)
    /// An enum without values.
    case enumWithoutValues(model: String)
    /// A union without members.
    case unionWithoutMembers(model: String)

    /// A status number that doesn't belong in the list.
    case statusOutOfRange(Int, in: StatusList)
    /// A key of `responses:` or `errors:` that is no status.
    case notAStatus(String, in: StatusList)

    /// What a name names.
    public enum Name: Hashable, Sendable {
        case service, model
        /// An explicit Swift name (`name:`).
        case swiftName
        /// A case name in an enum's map form.
        case enumCase
        /// A case name in a union's map form.
        case unionCase
    }

    /// A setting whose value is one of a fixed set of words.
    public enum Choice: Hashable, Sendable {
        /// `keys:`.
        case keyStyle
        /// An endpoint's `method:`.
        case httpMethod
        /// A query parameter's `style:`.
        case queryStyle
        /// A scheme of `auth:`.
        case credentialScheme
        /// A body's `encoding:`.
        case bodyEncoding
        /// Paging's `style:`.
        case pagingStyle
        /// `stream:` written as text (only `bytes` is).
        case streamKind
    }

    /// What is wrong with a path's form.
    public enum PathProblem: Hashable, Sendable {
        /// It doesn't start with '/'.
        case notAbsolute
        case queryString
        case fragment
        /// A '}' without '{'.
        case unopenedBrace
        /// A '{' without '}'.
        case unclosedBrace
        case emptyPlaceholder
        /// A placeholder (by name) that appears twice.
        case repeatedPlaceholder(String)
    }

    /// `responses:` (success statuses) or `errors:`.
    public enum StatusList: Hashable, Sendable {
        case responses, errors
    }
}
