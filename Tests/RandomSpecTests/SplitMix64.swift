/// A small seedable random number generator (SplitMix64): the same seed gives the same numbers on every
/// platform and Swift version, which the standard library's generator does not promise.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The generator of spec `index` of a run seeded with `seed`: each spec can be regenerated on its own.
    init(seed: UInt64, index: Int) {
        var mixer = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        self.init(seed: mixer.next())
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

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
