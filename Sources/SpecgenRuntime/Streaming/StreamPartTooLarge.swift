import Foundation

/// A part of a stream (an event, a line, a JSON text) grew past the limit: thrown by the parsers, reported as
/// ``NetworkingError/Reason/responseTooLarge(limit:)``.
struct StreamPartTooLarge: Error, Sendable {
    /// The limit, in bytes.
    let limit: Int
    /// The part's first bytes, for the error message.
    let excerpt: Data
}
