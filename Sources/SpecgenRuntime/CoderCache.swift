import Foundation

/// The decoder and encoder a networker uses per ``DateCoding``, made once and shared.
///
/// `JSONDecoder`/`JSONEncoder` are safe to use from several threads once configured; the dictionary is
/// guarded by a lock.
final class CoderCache: @unchecked Sendable {
    struct Coders {
        let decoder: JSONDecoder
        let encoder: JSONEncoder
    }

    private let defaults: Coders
    private let lock = NSLock()
    private var byDateCoding: [DateCoding: Coders] = [:]

    init(defaults: JSONCoding) {
        self.defaults = Coders(decoder: defaults.makeDecoder(), encoder: defaults.makeEncoder())
    }

    /// The networker's defaults for `nil`; otherwise coders with that date coding and as-is keys.
    func coders(for dateCoding: DateCoding?) -> Coders {
        guard let dateCoding else { return defaults }
        lock.lock()
        defer { lock.unlock() }
        if let coders = byDateCoding[dateCoding] { return coders }
        let coding = JSONCoding(dates: dateCoding)
        let coders = Coders(decoder: coding.makeDecoder(), encoder: coding.makeEncoder())
        byDateCoding[dateCoding] = coders
        return coders
    }
}
