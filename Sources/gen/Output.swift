import Foundation
import Generator

/// Writes lines to standard output and standard error, unbuffered, so the two interleave as written.
enum Output {
    static func standard(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func print(_ message: Message) {
        switch message.stream {
        case .output: standard(message.text)
        case .error: error(message.text)
        }
    }
}
