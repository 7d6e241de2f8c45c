import Foundation

/// A list loaded page by page: what a table view, collection view or SwiftUI `List` binds to.
///
/// ``AnyObjectsController`` is the one implementation; its subclasses ``OffsetBasedObjectsController``,
/// ``PageBasedObjectsController`` and ``CursorBasedObjectsController`` implement the three paging styles, and
/// generated `<Endpoint>Controller` classes derive from those. Main-actor isolated.
@MainActor
public protocol ObjectsController<Object>: AnyObject {
    /// The type of the listed objects.
    associatedtype Object

    /// Everything loaded so far, in order.
    var objects: [Object] { get }
    /// Whether a ``loadMore()`` can fetch another page (true before anything is loaded).
    var hasMore: Bool { get }
    /// The current phase: loading, populated, paging, empty, error.
    var state: LoadState { get }

    /// Forgets every object and any load in flight (its page is discarded); the next load starts from the
    /// first page.
    func clearObjects()

    /// Fetches the first page and replaces ``objects`` with it. A load in flight is cancelled and its page
    /// discarded.
    /// - Returns: The objects of the first page.
    @discardableResult
    func reload() async throws -> [Object]

    /// Fetches the next page and appends it (or the first page, when nothing is loaded yet or a reload failed).
    /// - Returns: The appended objects; `[]` without fetching anything when a load is in flight or there is no
    ///   more.
    @discardableResult
    func loadMore() async throws -> [Object]

    /// ``reload()`` with completion handlers, for callers that don't use `async`.
    /// - Returns: `true`: a reload always starts.
    @discardableResult
    func reloadWithCompletion(
        _ completion: @escaping @MainActor ([Object]) -> Void,
        failure: @escaping @MainActor (any Error) -> Void
    ) -> Bool

    /// ``loadMore()`` with completion handlers, for callers that don't use `async`.
    /// - Returns: Whether a page is being fetched; when `false` neither handler is called.
    @discardableResult
    func loadMoreWithCompletion(
        _ completion: @escaping @MainActor (_ inserted: [Object]) -> Void,
        failure: @escaping @MainActor (any Error) -> Void
    ) -> Bool
}
