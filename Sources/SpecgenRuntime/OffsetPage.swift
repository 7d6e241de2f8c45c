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
}

extension OffsetPage: Sendable where T: Sendable {}
