import Foundation

/// One page a ``CursorBasedObjectsController`` subclass loaded: the objects and what names the page after it.
public struct CursorPage<T> {
    /// The objects of the page, in order.
    public var items: [T]
    /// The cursor of the next page — a token, or an absolute URL string — or `nil` (or `""`) on the last page.
    /// Opaque to the controller: it comes back as the `cursor` of the next
    /// ``CursorBasedObjectsController/loadPage(after:)``.
    public var next: String?

    /// Creates a page.
    public init(items: [T], next: String?) {
        self.items = items
        self.next = next
    }
}

extension CursorPage: Sendable where T: Sendable {}
