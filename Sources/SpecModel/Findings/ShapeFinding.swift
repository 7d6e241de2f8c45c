import YAML

/// The shape of a spec file's YAML: a mapping, text or a list where another was expected, unknown or missing keys, keys
/// that don't go together. `found` is what the node is instead.
public enum ShapeFinding: Hashable, Sendable {
    /// A value that should be the mapping `place` is (with the keys it takes).
    case notAMapping(Place, found: Node.Form)
    /// A key of the mapping `place` is that isn't plain text.
    case keyNotText(in: Place, found: Node.Form)
    /// A key the mapping `place` is doesn't take, the allowed key it is near, and whether it looks like the rest of a
    /// value cut at a ',' inside `{ }` (a null value under a key with spaces).
    case unknownKey(String, in: Place, suggestion: String?, cutAtComma: Bool)
    /// A key the mapping `place` is needs (`type`, `path`), missing.
    case missingKey(String, in: Place)
    /// A spec with endpoints that doesn't name its service.
    case missingService

    /// Where text is expected, something else.
    case notText(Field, found: Node.Form)
    /// Where a mapping of names (or statuses) to definitions is expected, something else.
    case notAMappingOf(Entries, found: Node.Form)
    /// Where an integer is expected (for the key, as written), something else.
    case notAnInteger(key: String, found: Node.Form)
    /// Where `true` or `false` is expected (for the key, as written), something else.
    case notABoolean(key: String, found: Node.Form)
    /// `deprecated:` that is neither `true`, `false` nor a message.
    case notADeprecation(found: Node.Form)
    /// `enum:` of the model that is neither a list of values nor a map of case names to values.
    case notEnumValues(model: String, found: Node.Form)
    /// A value of the model's enum that is neither a string nor an integer, but a collection or null.
    case enumValueNotScalar(model: String, found: Node.Form)
    /// `oneOf:` of the model that is neither a list of types nor a map of case names to types.
    case notUnionMembers(model: String, found: Node.Form)
    /// `paging:` of the endpoint that isn't a mapping.
    case pagingNotAMapping(endpoint: String, found: Node.Form)
    /// `security:` that isn't a list.
    case securityNotAList(found: Node.Form)

    /// A model with none of `properties:`, `enum:` and `oneOf:`.
    case modelWithoutShape(String)
    /// A model with two of `properties:`, `enum:` and `oneOf:` (the first one, and the other at the finding's place).
    case modelWithTwoShapes(model: String, first: String, other: String)
    /// A model with `additionalProperties:` alone: a dictionary of the value type (as written; nil when it isn't text).
    case onlyAdditionalProperties(model: String, valueType: String?)
    /// `additionalProperties:` in a model that has `enum:` or `oneOf:`.
    case additionalPropertiesWithoutProperties
    /// `tag:` or `tags:` (the key) in a model that isn't a union.
    case tagOutsideUnion(key: String, model: String)
    /// `tags:` without `tag:`.
    case tagsWithoutTag
    /// An endpoint with both `response:` and `responses:`.
    case responseAndResponses(endpoint: String)
    /// `stream:` beside `response:` or `responses:` (the one found, as written) on the endpoint.
    case responseAndStream(endpoint: String, response: String)
    /// A `stream:` mapping with none of `events:`, `lines:` and `sequence:`.
    case streamWithoutKind(endpoint: String)
    /// A `stream:` mapping with two framings.
    case streamKinds(endpoint: String, first: StreamKind, other: StreamKind)
    /// A setting of event streams (`end`, `resume`) on a stream of another kind.
    case streamSettingOutsideEvents(key: String, kind: StreamKind)
    /// A parameter (the mapping `place` is) with both `const:` and `default:`.
    case constAndDefault(Place)
    /// A credential scheme with neither `header:` nor `query:`.
    case schemeWithoutHeaderOrQuery(String)
    /// A credential scheme with both `header:` and `query:`.
    case schemeWithHeaderAndQuery(String)

    /// The endpoint's paging without `style:`.
    case pagingWithoutStyle(endpoint: String)
    /// Paging of a style without the settings it must be given (in the order the style lists them).
    case pagingNeeds(PagingStyle, [PagingSetting])
    /// Paging of a style with a setting, but not another it needs with it (`perPage` needs `pageSize`).
    case pagingSettingNeeds(PagingStyle, PagingSetting, PagingSetting)
    /// Paging of a style with two settings that exclude each other.
    case pagingSettingsExclude(PagingStyle, PagingSetting, PagingSetting)
    /// Cursor paging with `next: link` and a `cursor:`.
    case cursorWithLinkHeader
}
