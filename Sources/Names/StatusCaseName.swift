import SpecModel

/// The Swift case name for a status in a generated `Response` or error body enum: the status's reason phrase
/// (`200` → `ok`, `204` → `noContent`, `404` → `notFound`), `status299` for one without a registered phrase,
/// `clientError` and `serverError` for `4XX` and `5XX`, `other` for `default`.
public enum StatusCaseName {
    public static func name(for key: StatusKey) -> String {
        switch key {
        case .status(let code): return phrases[code] ?? "status\(code)"
        case .range(4): return "clientError"
        case .range(5): return "serverError"
        case .range(let digit): return "status\(digit)xx"
        case .other: return "other"
        }
    }

    /// The reason phrases of the registered statuses (RFC 9110 and its companions), lowerCamelCased.
    static let phrases: [Int: String] = [
        200: "ok", 201: "created", 202: "accepted", 203: "nonAuthoritativeInformation", 204: "noContent",
        205: "resetContent", 206: "partialContent", 207: "multiStatus", 208: "alreadyReported", 226: "imUsed",
        400: "badRequest", 401: "unauthorized", 402: "paymentRequired", 403: "forbidden", 404: "notFound",
        405: "methodNotAllowed", 406: "notAcceptable", 407: "proxyAuthenticationRequired", 408: "requestTimeout",
        409: "conflict", 410: "gone", 411: "lengthRequired", 412: "preconditionFailed", 413: "contentTooLarge",
        414: "uriTooLong", 415: "unsupportedMediaType", 416: "rangeNotSatisfiable", 417: "expectationFailed",
        421: "misdirectedRequest", 422: "unprocessableContent", 423: "locked", 424: "failedDependency", 425: "tooEarly",
        426: "upgradeRequired", 428: "preconditionRequired", 429: "tooManyRequests", 431: "requestHeaderFieldsTooLarge",
        451: "unavailableForLegalReasons", 500: "internalServerError", 501: "notImplemented", 502: "badGateway",
        503: "serviceUnavailable", 504: "gatewayTimeout", 505: "httpVersionNotSupported", 506: "variantAlsoNegotiates",
        507: "insufficientStorage", 508: "loopDetected", 510: "notExtended", 511: "networkAuthenticationRequired",
    ]
}
