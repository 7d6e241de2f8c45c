// Written by `GEN_RECORD=1 swift test --filter EmbeddedTemplatesTests` from Templates/*.mustache. Do not edit:
// Templates/ is the source of truth, and a test fails when this copy differs from it.

/// The templates of Templates/, built into `gen` so it works from any folder.
enum EmbeddedTemplates {
    static let controller = #"""
{{% CONTENT_TYPE: TEXT}}
{{#doc}}
{{.}}
{{/doc}}
@MainActor
{{access}}final class {{typeName}}: {{baseClass}} {
    /// Sends the requests.
    {{access}}let networking: any Networking
{{#propertyText}}
{{.}}
{{/propertyText}}

    {{access}}init({{initParameters}}) {
        self.networking = networking
{{#assignmentText}}
{{.}}
{{/assignmentText}}
        {{superInit}}
    }

    {{access}}override func {{overrideSignature}} {
{{#bodyText}}
{{.}}
{{/bodyText}}
    }
}

"""#

    static let enumeration = #"""
{{% CONTENT_TYPE: TEXT}}
{{#doc}}
{{.}}
{{/doc}}
{{#attributes}}
{{.}}
{{/attributes}}
{{access}}enum {{typeName}}:{{inheritanceBreak}}RawRepresentable, {{conformances}}, CaseIterable {
{{#caseText}}
{{.}}
{{/caseText}}
    /// A value this version of the spec doesn't list; decoding keeps it, encoding writes it back.
    case unknown({{rawType}})

    /// The values the spec lists.
    {{access}}static var allCases: [{{typeName}}] { [{{allCases}}] }

    {{access}}init(rawValue: {{rawType}}) {
        switch rawValue {
{{#rawValueInitText}}
{{.}}
{{/rawValueInitText}}
        default: self = .unknown(rawValue)
        }
    }

    {{access}}var rawValue: {{rawType}} {
        switch self {
{{#rawValueText}}
{{.}}
{{/rawValueText}}
        case .unknown(let value): return value
        }
    }
}

"""#

    static let exports = #"""
{{% CONTENT_TYPE: TEXT}}
{{header}}

{{#modules}}
@_exported import {{.}}
{{/modules}}

"""#

    static let file = #"""
{{% CONTENT_TYPE: TEXT}}
{{header}}
{{#hasImports}}

{{/hasImports}}
{{#importLines}}
{{.}}
{{/importLines}}
{{#hasRuntimeMarker}}

// The oldest SpecgenRuntime this file builds with: an older runtime reports this name as missing.
extension {{runtimeMarker}} {}
{{/hasRuntimeMarker}}
{{#declarations}}

{{.}}
{{/declarations}}

"""#

    static let mock = #"""
{{% CONTENT_TYPE: TEXT}}
{{#doc}}
{{.}}
{{/doc}}
{{access}}final class {{typeName}}: Networking {
{{#accessorText}}
{{.}}
{{/accessorText}}
    /// Every endpoint.
    private let endpoints: Endpoints

    /// A mock whose errors name the URLs a `Networker` with `baseURL` would send to (`nil`: `https://mock.invalid`).
    {{access}}init(baseURL: URL? = nil) {
        self.endpoints = Endpoints(MockEndpoints(service: {{serviceName}}, baseURL: baseURL))
    }

    /// The answer of the endpoint for `request`'s type: what a `Networker` would return or throw.
    {{access}}func response<R: Request>(for request: R) async throws -> HTTPResponse<R.Response> {
        try await self.endpoints.all.response(for: request)
    }

{{#hasStreams}}
    /// The stream of the endpoint for `request`'s type: what a `Networker` would stream or throw.
    {{access}}func streamResponse<R: StreamingRequest>(for request: R) async throws
        -> HTTPResponse<ResponseStream<R.Element>> {
        try await self.endpoints.all.streamResponse(for: request)
    }

{{/hasStreams}}
    /// Forgets every endpoint's handler and the requests it received.
    {{access}}func reset() {
        self.endpoints.all.reset()
    }

{{#storageText}}
{{.}}
{{/storageText}}
}

"""#

    static let model = #"""
{{% CONTENT_TYPE: TEXT}}
{{#doc}}
{{.}}
{{/doc}}
{{#attributes}}
{{.}}
{{/attributes}}
{{access}}struct {{typeName}}:{{inheritanceBreak}}{{conformances}} {
{{#memberText}}
{{.}}
{{/memberText}}

    {{access}}init({{initParameters}}) {
{{#assignmentText}}
{{.}}
{{/assignmentText}}
    }
{{#hasCustomDecoding}}

    {{access}}init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
{{#decodeText}}
{{.}}
{{/decodeText}}
    }
{{/hasCustomDecoding}}
{{#hasCustomEncoding}}

    {{access}}func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
{{#encodeText}}
{{.}}
{{/encodeText}}
    }
{{/hasCustomEncoding}}
}

extension {{typeName}}: FieldwiseEquatable {
    {{access}}func isFieldwiseEqual(to other: {{typeName}}) -> Bool {
{{#equalityText}}
{{.}}
{{/equalityText}}
        return true
    }
}

"""#

    static let package = #"""
{{% CONTENT_TYPE: TEXT}}
// swift-tools-version: 6.0
{{header}}

import PackageDescription

/// What every module of the API builds on.
let runtime: Target.Dependency = .product(name: "SpecgenRuntime", package: {{runtimeIdentity}})

let package = Package(
    name: "{{module}}",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "{{module}}", targets: ["{{module}}"]),
    ],
    dependencies: [
        {{runtimePackage}},
    ],
    targets: [
{{#targets}}
        .target(name: "{{name}}", dependencies: [{{dependencies}}]),
{{/targets}}
    ]
)

"""#

    static let request = #"""
{{% CONTENT_TYPE: TEXT}}
{{#doc}}
{{.}}
{{/doc}}
{{#attributes}}
{{.}}
{{/attributes}}
{{access}}struct {{typeName}}: {{conformance}} {
{{#responseType}}
    {{access}}typealias Response = {{responseType}}
{{/responseType}}
{{#elementType}}
    {{access}}typealias Element = {{elementType}}
{{/elementType}}
{{#hasResponseCases}}
    /// What the server answered, by status.
    {{access}}{{responseIndirect}}enum Response: Sendable, Equatable {
{{#responseCaseText}}
{{.}}
{{/responseCaseText}}
    }
{{/hasResponseCases}}
{{#memberText}}
{{.}}
{{/memberText}}

    {{access}}init({{initParameters}}) {
{{#assignmentText}}
{{.}}
{{/assignmentText}}
    }

    {{access}}var method: HTTPMethod { {{method}} }

{{pathText}}
{{#hasQuery}}

    {{access}}var queryItems: [URLQueryItem] {
        var items = QueryItems()
{{#queryText}}
{{.}}
{{/queryText}}
        return items.items
    }
{{/hasQuery}}
{{#hasEncodedQuery}}

    {{access}}var percentEncodedQueryItems: [URLQueryItem] {
        var items = QueryItems()
{{#encodedQueryText}}
{{.}}
{{/encodedQueryText}}
        return items.percentEncodedItems
    }
{{/hasEncodedQuery}}
{{#hasHeaders}}

    {{access}}var headers: [String: String] {
{{#hasHeaderLines}}
        var headers = HeaderFields({{fixedHeaders}})
{{#headerText}}
{{.}}
{{/headerText}}
        return headers.fields
{{/hasHeaderLines}}
{{^hasHeaderLines}}
        {{fixedHeaders}}
{{/hasHeaderLines}}
    }
{{/hasHeaders}}
{{#hasBody}}

    {{access}}var body: RequestBody? { {{body}} }
{{/hasBody}}

    {{access}}var dateCoding: DateCoding? { {{dateCoding}} }
{{#security}}

    {{access}}var security: [[String]]? { {{security}} }
{{/security}}
{{#framing}}

    {{access}}var framing: StreamFraming { {{framing}} }
{{/framing}}
{{#resumes}}

    {{access}}var resumesWithLastEventID: Bool { true }
{{/resumes}}
{{#hasElementDecoding}}

    {{access}}func decodeElement(_ part: StreamPart, decoder: JSONDecoder) throws -> Element {
        let event = try part.serverSentEvent()
        switch event.event {
{{#elementDecodeText}}
{{.}}
{{/elementDecodeText}}
        }
    }
{{/hasElementDecoding}}
{{#hasResponseCases}}

    {{access}}func decode(_ response: HTTPResponse<Data>, decoder: JSONDecoder) throws -> Response {
        switch response.statusCode {
{{#decodeText}}
{{.}}
{{/decodeText}}
        }
    }
{{/hasResponseCases}}
{{#hasErrorBody}}

    {{access}}func decodeErrorBody(_ response: HTTPResponse<Data>, decoder: JSONDecoder) -> (any Sendable)? {
        switch response.statusCode {
{{#errorText}}
{{.}}
{{/errorText}}
        }
    }
{{/hasErrorBody}}
}
{{#hasErrorEnum}}

/// The typed error bodies of `{{typeName}}`, by status: read one with
/// `error.errorBody(as: {{errorBodyType}}.self)`.
{{access}}{{errorBodyIndirect}}enum {{errorBodyType}}: Sendable, Equatable {
{{#errorCaseText}}
{{.}}
{{/errorCaseText}}
}
{{/hasErrorEnum}}
{{#hasEventEnum}}

/// The events of `{{typeName}}`'s stream, by their `event:` name.
{{access}}enum {{eventType}}: Sendable, Equatable {
{{#eventCaseText}}
{{.}}
{{/eventCaseText}}
}
{{/hasEventEnum}}

"""#

    static let service = #"""
{{% CONTENT_TYPE: TEXT}}
{{#doc}}
{{.}}
{{/doc}}
{{access}}enum {{typeName}} {
{{#hasBaseURL}}
    /// The service's default base URL: give it to a `Networker`.
    {{access}}static let baseURL = URL(string: {{baseURL}})!
{{/hasBaseURL}}
{{#credentials}}
    /// How the service takes credentials, by the scheme names requests' `security` uses.
    {{access}}static let authSchemes: [String: AuthScheme] = {{schemes}}
{{/credentials}}
}
{{#credentials}}

/// The credentials `{{namespace}}` takes. Give `authorizer()` to a `Networker` as its delegate: each request gets
/// the credentials its endpoint takes.
{{access}}struct {{typeName}}: Sendable, Equatable {
{{#propertyLines}}
{{.}}
{{/propertyLines}}

    {{access}}init({{initParameters}}) {
{{#assignmentLines}}
{{.}}
{{/assignmentLines}}
    }

    /// An `Authorizer` holding these credentials; `refresh` renews a bearer token refused with 401 (OAuth 2, OpenID
    /// Connect), `next` gets every other hook.
    {{access}}func authorizer(refresh: Authorizer.Refresh? = nil, next: (any NetworkingDelegate)? = nil) -> Authorizer {
        var held: [String: Credential] = [:]
{{#credentialLines}}
{{.}}
{{/credentialLines}}
        return Authorizer(schemes: {{namespace}}.authSchemes, credentials: held, refresh: refresh, next: next)
    }
}
{{/credentials}}

"""#

    static let union = #"""
{{% CONTENT_TYPE: TEXT}}
{{#doc}}
{{.}}
{{/doc}}
{{#attributes}}
{{.}}
{{/attributes}}
{{access}}{{indirect}}enum {{typeName}}:{{inheritanceBreak}}{{conformances}} {
{{#cases}}
    case {{caseName}}({{type}})
{{/cases}}
{{#isTagged}}
    /// A member this version of the spec doesn't know (its tag is unknown or missing); decoding keeps its JSON,
    /// encoding writes it back.
    case unknown(JSONValue)
{{/isTagged}}
{{#decodes}}
{{#isTagged}}

    private enum CodingKeys: String, CodingKey {
        case tag = {{tagKey}}
    }

    {{access}}init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try? container.decode({{tagType}}.self, forKey: .tag) {
{{#cases}}
        case {{tagLiterals}}: self = .{{caseName}}(try decoder.singleValueContainer().decode({{type}}.self))
{{/cases}}
        default: self = .unknown(try decoder.singleValueContainer().decode(JSONValue.self))
        }
    }
{{/isTagged}}
{{^isTagged}}

    {{access}}init(from decoder: any Decoder) throws {
        var attempts = UnionDecoding(decoder, union: "{{typeName}}")
{{#decodeOrder}}
        if let value = attempts.decode({{type}}.self, member: {{memberLiteral}}) { self = .{{caseName}}(value); return }
{{/decodeOrder}}
        throw attempts.failure()
    }
{{/isTagged}}
{{/decodes}}
{{#encodes}}

    {{access}}func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
{{#cases}}
        case .{{caseName}}(let value): try container.encode(value)
{{/cases}}
{{#isTagged}}
        case .unknown(let value): try container.encode(value)
{{/isTagged}}
        }
    }
{{/encodes}}
}

"""#

    /// Every template by its name in Templates/.
    static let all: [String: String] = ["controller": controller, "enum": enumeration, "exports": exports, "file": file, "mock": mock, "model": model, "package": package, "request": request, "service": service, "union": union]
}
