import TestSupport

extension SplitMix64 {
    /// A number in `range`, computed here rather than by `Int.random(in:using:)`, whose algorithm may change
    /// between Swift versions: a seed must give the same spec everywhere.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    mutating func pick<Element>(_ items: [Element]) -> Element {
        items[int(0...(items.count - 1))]
    }
}
