import Foundation

/// One page a ``PageBasedObjectsController`` subclass loaded: the objects and, when the API reports them, the
/// number of pages or the number of objects in all.
public struct NumberedPage<T> {
    /// The objects of the page, in order.
    public var items: [T]
    /// How many pages there are in all, or `nil` when the API does not say. With a first page of 1 this is the
    /// last page's number.
    public var pageCount: Int?
    /// How many objects there are in all, or `nil` when the API does not say: the list ends once the controller
    /// holds that many.
    public var total: Int?

    /// Creates a page.
    public init(items: [T], pageCount: Int? = nil, total: Int? = nil) {
        self.items = items
        self.pageCount = pageCount
        self.total = total
    }

    /// Creates a page from a page count of any integer type (`Int64`, `Int32`, `UInt`, …), as an API reports it.
    ///
    /// The count is clamped into `Int` instead of trapping where `Int` is narrower than the value (a 32-bit `Int`
    /// on watchOS).
    public init<Count: BinaryInteger>(items: [T], pageCount: Count?) {
        self.init(items: items, pageCount: pageCount.map { PagingArithmetic.clamped($0, to: Int.self) })
    }

    /// Creates a page from a page count and a total of any integer types, as an API reports them, each clamped into
    /// `Int`.
    public init<PageCount: BinaryInteger, Total: BinaryInteger>(items: [T], pageCount: PageCount?, total: Total?) {
        self.init(items: items, pageCount: pageCount.map { PagingArithmetic.clamped($0, to: Int.self) },
                  total: total.map { PagingArithmetic.clamped($0, to: Int.self) })
    }

    /// Creates a page from a total of any integer type (`Int64`, `Int32`, `UInt`, …), as an API reports it, clamped
    /// into `Int` like a page count.
    public init<Count: BinaryInteger>(items: [T], total: Count?) {
        self.init(items: items, total: total.map { PagingArithmetic.clamped($0, to: Int.self) })
    }
}

extension NumberedPage: Sendable where T: Sendable {}
