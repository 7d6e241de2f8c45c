import Foundation
import Generator

/// Writes lines to standard output and standard error, unbuffered, so the two interleave as written (gen and
/// gen-import print through it).
public enum Output {
    /// A line to standard output.
    public static func standard(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// A line to standard error.
    public static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// A message to the stream it is for.
    public static func print(_ message: Message) {
        switch message.stream {
        case .output: standard(message.text)
        case .error: error(message.text)
        }
    }
}
