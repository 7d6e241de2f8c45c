import Foundation

/// One page an ``OffsetBasedObjectsController`` subclass loaded: the objects and, when the API reports it, the
/// total number of objects.
public struct OffsetPage<T> {
    /// The objects of the page, in order (possibly one more than the page size: the controller trims it).
    public var items: [T]
    /// The total number of objects across all pages, or `nil` when the API does not say.
    public var total: Int?

    /// Creates a page.
    public init(items: [T], total: Int? = nil) {
        self.items = items
        self.total = total
    }

    /// Creates a page from a total of any integer type (`Int64`, `Int32`, `UInt`, …), as an API reports it.
    ///
    /// The total is clamped into `Int` instead of trapping where `Int` is narrower than the value (a 32-bit `Int`
    /// on watchOS): a list longer than `Int.max` can't be loaded anyway.
    public init<Count: BinaryInteger>(items: [T], total: Count?) {
        self.init(items: items, total: total.map { PagingArithmetic.clamped($0, to: Int.self) })
    }
}

extension OffsetPage: Sendable where T: Sendable {}
