import Render
import SpecModel

/// A line for the user, and where it goes.
public struct Message: Hashable, Sendable {
    public enum Stream: Hashable, Sendable {
        case output, error
    }

    public var stream: Stream
    public var text: String

    public init(stream: Stream, text: String) {
        self.stream = stream
        self.text = text
    }

    public static func output(_ text: String) -> Message { Message(stream: .output, text: text) }
    public static func error(_ text: String) -> Message { Message(stream: .error, text: text) }
}

/// An output folder and what writing into it means.
public struct FolderPlan: Sendable {
    public var path: String
    public var plan: WritePlan
}

/// What one run produced: the specs, the files, every problem, the writes to carry out and what to tell the user.
public struct GenerationResult: Sendable {
    public var specs: [Spec]
    /// The generated files (none when there is any error).
    public var files: [RenderedFile]
    public var diagnostics: [Diagnostic]
    /// The writes, one plan per output folder, when the run succeeded in write mode (none otherwise).
    public var plans: [FolderPlan] = []
    /// Lines to print before anything is written: diagnostics, warnings, the reports of --check and --dry-run.
    public var messages: [Message] = []
    /// Lines to print once the plans are carried out.
    public var afterWriting: [Message] = []
    /// False when the run failed: print the messages, write nothing, exit 1.
    public var succeeded = true

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
