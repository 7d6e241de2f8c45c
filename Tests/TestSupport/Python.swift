import Foundation

/// Runs a Python 3 script with `python3` from the path: the test suite's independent readers of what the runtime
/// sends (form and multipart bodies) are written against Python's standard library, not against our code.
public enum Python {
    /// What the script wrote to standard output, given `input` on standard input; throws ``Failure`` with its
    /// standard error when it exits with a non-zero status.
    public static func run(_ script: String, arguments: [String] = [], input: Data) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Isolated (-I: no PYTHON* variables, no user site) and without site packages (-S): the standard library
        // alone, and a faster start.
        process.arguments = ["python3", "-I", "-S", "-c", script] + arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // The input is written and closed before the output is read: the scripts here read all of it first.
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let message = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "python3 rejected the input: " + String(decoding: message, as: UTF8.self))
        }
        return output
    }

    /// Python's explanation when a script could not read its input.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }
}
