/// Decodes an untagged union for generated code: tries its members one by one and, when none matches,
/// makes an error that says why each one failed.
///
/// ```swift
/// var attempts = UnionDecoding(decoder, union: "Value")
/// if let value = attempts.decode(String.self, member: "String") { self = .string(value); return }
/// throw attempts.failure()
/// ```
@_spi(Generated) public struct UnionDecoding {
    private let decoder: any Decoder
    private let union: String
    private var failures: [String] = []

    /// Starts decoding the union named `union` from `decoder`.
    public init(_ decoder: any Decoder, union: String) {
        self.decoder = decoder
        self.union = union
    }

    /// The value decoded as `type` (through a single-value container, so the decoder's date and data
    /// strategies apply), or nil, remembering why `member` did not match.
    public mutating func decode<Member: Decodable>(_ type: Member.Type, member: String) -> Member? {
        do {
            return try decoder.singleValueContainer().decode(Member.self)
        } catch {
            failures.append("\(member): \(Self.reason(error, below: decoder.codingPath.count))")
            return nil
        }
    }

    /// The error to throw when no member matched: `.dataCorrupted` at the union's coding path, naming every
    /// member tried and why it failed.
    public func failure() -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "no member of \(union) matches (\(failures.joined(separator: "; ")))"))
    }

    /// Why a member failed, and where inside the union's value when deeper than its top (`at owner.login: …`): the
    /// error's coding path below the union's first `depth` keys.
    private static func reason(_ error: any Error, below depth: Int) -> String {
        let context: DecodingError.Context, what: String
        switch error as? DecodingError {
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .dataCorrupted(let found):
            (context, what) = (found, found.debugDescription)
        case .keyNotFound(let key, let found):
            (context, what) = (found, "no value for key '\(key.stringValue)'")
        default:
            return "\(error)"
        }
        let path = NetworkingError.codingPathString(Array(context.codingPath.dropFirst(depth)))
        return path.isEmpty ? what : "at \(path): \(what)"
    }
}
