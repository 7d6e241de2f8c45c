/// How recorded exchanges fared against an import: what could be checked, and what decoded.
public struct TrafficTally: Hashable, Sendable {
    public var exchanges = 0
    /// Exchanges no operation's method and path match.
    public var unmatched = 0
    /// Matched exchanges with a status other than 2xx (not checked: error bodies vary more than documents say).
    public var notSuccess = 0
    /// Matched 2xx exchanges whose body is not JSON, or whose operation decodes no body (none, raw data).
    public var notDecoded = 0
    /// Matched 2xx JSON bodies decoded as their operation's response.
    public var checked = 0
    /// Of those, the ones that decode.
    public var decoded = 0

    public init() {}

    /// `120 exchanges: 110 checked (6 match no operation, 4 not 2xx, 0 not decoded)`.
    public var summary: String {
        "\(exchanges) exchange\(exchanges == 1 ? "" : "s"): \(checked) checked (\(unmatched) match no operation, "
            + "\(notSuccess) not 2xx, \(notDecoded) with no JSON body to decode)"
    }
}
