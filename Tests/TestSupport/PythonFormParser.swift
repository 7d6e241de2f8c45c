import Foundation

/// Reads an `application/x-www-form-urlencoded` body with Python's `urllib.parse.parse_qsl` (strict parsing,
/// blank values kept, UTF-8 strict): a parser independent of the runtime's encoder.
public enum PythonFormParser {
    private static let script = """
        import json, sys, urllib.parse
        body = sys.stdin.buffer.read().decode("ascii")
        pairs = urllib.parse.parse_qsl(body, keep_blank_values=True, strict_parsing=True, encoding="utf-8", \
        errors="strict")
        sys.stdout.write(json.dumps(pairs))
        """

    /// The decoded `[name, value]` pairs of `body`, in order; throws ``Python/Failure`` when Python rejects the body.
    public static func pairs(_ body: Data) throws -> [[String]] {
        try JSONDecoder().decode([[String]].self, from: Python.run(script, input: body))
    }
}
