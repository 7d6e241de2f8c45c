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

    /// The decoded `[name, value]` pairs of `body`, in order; throws when Python rejects the body.
    public static func pairs(_ body: Data) throws -> [[String]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(body)
        try input.fileHandleForWriting.close()
        let json = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ParseFailure(description: "python3 rejected the body: " + String(decoding: message, as: UTF8.self))
        }
        return try JSONDecoder().decode([[String]].self, from: json)
    }

    /// Python's explanation when it could not parse a body.
    public struct ParseFailure: Error, CustomStringConvertible {
        public let description: String
    }
}
