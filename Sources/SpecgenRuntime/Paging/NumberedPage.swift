import Foundation

/// One page a ``PageBasedObjectsController`` subclass loaded: the objects and, when the API reports it, the
/// number of pages.
public struct NumberedPage<T> {
    /// The objects of the page, in order.
    public var items: [T]
    /// How many pages there are in all, or `nil` when the API does not say. With a first page of 1 this is the
    /// last page's number.
    public var pageCount: Int?

    /// Creates a page.
    public init(items: [T], pageCount: Int? = nil) {
        self.items = items
        self.pageCount = pageCount
    }

    /// Creates a page from a page count of any integer type (`Int64`, `Int32`, `UInt`, …), as an API reports it.
    ///
    /// The count is clamped into `Int` instead of trapping where `Int` is narrower than the value (a 32-bit `Int`
    /// on watchOS).
    public init<Count: BinaryInteger>(items: [T], pageCount: Count?) {
        self.init(items: items, pageCount: pageCount.map { PagingArithmetic.clamped($0, to: Int.self) })
    }
}

extension NumberedPage: Sendable where T: Sendable {}
