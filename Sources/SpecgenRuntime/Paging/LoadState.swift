import Foundation

/// The phase a paging controller is in: what a table footer or an empty-state view shows.
///
/// The state names the phase only; the loaded objects live in ``ObjectsController/objects``. Holding an old
/// state therefore never keeps a copy of the list alive, and appending a page stays O(page).
///
/// | state | meaning | typical UI |
/// |---|---|---|
/// | `idle` | nothing loaded yet, or ``ObjectsController/clearObjects()`` was called | nothing |
/// | `loading` | the first page is on its way (a reload) | a spinner over the list |
/// | `populated` | the last page arrived; there is nothing more | no footer |
/// | `paging(next:)` | more pages exist; ``ObjectsController/loadMore()`` fetches `next` | a footer spinner |
/// | `empty` | the list is loaded and has no objects | an empty-state message |
/// | `error(_:)` | the last load failed; objects stay, ``ObjectsController/loadMore()`` retries | an error footer |
public enum LoadState: Sendable {
    /// Nothing loaded yet (or cleared): ``ObjectsController/loadMore()`` or ``ObjectsController/reload()``
    /// fetches the first page.
    case idle
    /// The first page is being fetched. Objects of an earlier load stay in ``ObjectsController/objects`` until
    /// it arrives.
    case loading
    /// Every page is loaded and there is at least one object.
    case populated
    /// More pages exist; `next` says where the next one starts. A ``ObjectsController/loadMore()`` may be running
    /// (see ``AnyObjectsController/isLoading``).
    case paging(next: PageKey)
    /// Every page is loaded and there are no objects.
    case empty
    /// The last load failed with this error. Objects already loaded are kept, and the next
    /// ``ObjectsController/loadMore()`` retries the page that failed.
    case error(any Error)

    /// Where the next page starts, in ``paging(next:)``; otherwise `nil`.
    public var next: PageKey? {
        if case .paging(let next) = self { return next }
        return nil
    }

    /// The failure, in ``error(_:)``; otherwise `nil`.
    public var error: (any Error)? {
        if case .error(let error) = self { return error }
        return nil
    }
}
