import Foundation

/// Runs a command found on the path as a child process and collects what it prints, in plain text (`NO_COLOR=1`,
/// `TERM=dumb` added to its environment: no colours, no terminal codes in compiler output).
public enum ChildProcess {
    /// The exit status of `arguments` (the command and its arguments) and its standard output and error together,
    /// run with `environment` (the test process's own when nil).
    public static func run(_ arguments: [String], environment: [String: String]? = nil) throws
        -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = (environment ?? ProcessInfo.processInfo.environment)
            .merging(["NO_COLOR": "1", "TERM": "dumb"]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read to the end before waiting, so a full pipe can't block the child.
        let data = try pipe.fileHandleForReading.readToEnd() ?? Data()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
