/// Why a JSONPath query was rejected: a syntax error or an ill-typed filter expression (RFC 9535 §2.4.3),
/// with the place in the query where the problem is.
///
/// `offset` counts Unicode scalars (code points) from the start of the query, 0-based — the unit libyaml uses
/// for columns, so a query read from a YAML scalar at column `c` points at column `c + offset (+ 1 for a quote)`.
public struct JSONPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, as a sentence fragment without a trailing period.
    public var message: String
    /// 0-based offset of the offending character in the query, in Unicode scalars; the query's length when the
    /// query ends too early.
    public var offset: Int

    /// An error with `message` at `offset` (0-based, in Unicode scalars).
    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }

    /// `offset: message`, with the offset 1-based as columns are in messages.
    public var description: String { "\(offset + 1): \(message)" }
}
