import Foundation

/// The decoder and encoder a networker uses per ``DateCoding``, made once and shared.
///
/// `JSONDecoder`/`JSONEncoder` are safe to use from several threads once configured.
final class CoderCache: Sendable {
    struct Coders: Sendable {
        let decoder: JSONDecoder
        let encoder: JSONEncoder
    }

    private let defaults: Coders
    private let byDateCoding = Locked<[DateCoding: Coders]>([:])

    init(defaults: JSONCoding) {
        self.defaults = Coders(decoder: defaults.makeDecoder(), encoder: defaults.makeEncoder())
    }

    /// The networker's defaults for `nil`; otherwise coders with that date coding and as-is keys.
    func coders(for dateCoding: DateCoding?) -> Coders {
        guard let dateCoding else { return defaults }
        return byDateCoding.withLock { cache in
            if let coders = cache[dateCoding] { return coders }
            let coding = JSONCoding(dates: dateCoding)
            let coders = Coders(decoder: coding.makeDecoder(), encoder: coding.makeEncoder())
            cache[dateCoding] = coders
            return coders
        }
    }
}
