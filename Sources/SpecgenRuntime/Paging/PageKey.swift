import Foundation

/// Where the next page of a paging controller starts: an offset, a page number or a cursor.
///
/// ``LoadState/paging(next:)`` carries one, so a view can show "page 3" or log the cursor; the controller keeps
/// the authoritative copy and sends it with the next ``ObjectsController/loadMore()``.
public enum PageKey: Sendable, Hashable {
    /// The index of the next object (``OffsetBasedObjectsController``).
    case offset(Int)
    /// The number of the next page (``PageBasedObjectsController``).
    case page(Int)
    /// The token or URL the last page named as its successor (``CursorBasedObjectsController``).
    case cursor(String)
}
