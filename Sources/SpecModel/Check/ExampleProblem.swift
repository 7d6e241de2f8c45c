/// How gen words a problem it finds in an example's value, checked against its endpoint's response: a caller can tell
/// such a verdict from any other, and which endpoint's example it is about.
public enum ExampleProblem {
    private static let prefix = "example of endpoint '"

    /// The message for `problem`, found in the example of the endpoint named `endpoint`.
    static func message(endpoint: String, _ problem: String) -> String {
        prefix + endpoint + "': " + problem
    }

    /// The name of the endpoint whose example `message` is about; nil for a message about anything else.
    public static func endpoint(in message: String) -> String? {
        guard message.hasPrefix(prefix) else { return nil }
        let rest = message.dropFirst(prefix.count)
        guard let end = rest.range(of: "': ") else { return nil }
        return String(rest[..<end.lowerBound])
    }
}
