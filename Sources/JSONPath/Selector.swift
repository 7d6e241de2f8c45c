/// One selector of a segment (RFC 9535 §2.3).
enum Selector: Hashable, Sendable {
    /// `'name'`, `.name`: the member with that name of an object.
    case name(String)
    /// `*`: every element of an array, every member value of an object.
    case wildcard
    /// `3`, `-1`: the element at that index of an array (negative counts from the end).
    case index(Int)
    /// `start:end:step`: elements of an array.
    case slice(Slice)
    /// `?expr`: the children of an array or object for which the expression is true.
    case filter(LogicalExpression)

    /// An array slice `start:end:step` (RFC 9535 §2.3.4), each bound optional.
    struct Slice: Hashable, Sendable {
        /// First index (inclusive); nil for the default (0, or the last element when stepping backwards).
        var start: Int?
        /// Last index (exclusive); nil for the default (past the end, or before the start when stepping backwards).
        var end: Int?
        /// Step; nil for 1. A step of 0 selects nothing.
        var step: Int?

        /// The indices this slice selects from an array of `count` elements, in selection order (§2.3.4.2.2).
        func indices(count: Int) -> [Int] {
            let step = step ?? 1
            guard step != 0, count > 0 else { return [] }
            func normalize(_ index: Int) -> Int { index >= 0 ? index : count + index }
            if step > 0 {
                let lower = min(max(normalize(start ?? 0), 0), count)
                let upper = min(max(normalize(end ?? count), 0), count)
                guard lower < upper else { return [] }
                return Array(stride(from: lower, to: upper, by: step))
            }
            // Backwards: the defaults run from the last element to before the first.
            let upper = min(max(start.map(normalize) ?? count - 1, -1), count - 1)
            let lower = min(max(end.map(normalize) ?? -1, -1), count - 1)
            guard lower < upper else { return [] }
            return Array(stride(from: upper, to: lower, by: step))
        }
    }
}
