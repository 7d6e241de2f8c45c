import Foundation

/// A paging controller for APIs where each page names the next: a token sent back as a parameter
/// (`?after=abc`), a next-page URL in the body (JSON:API `links.next`), or a `Link: <…>; rel="next"` header.
///
/// Subclasses override ``loadPage(after:)`` and nothing else. The cursor is opaque to the controller: `nil` for
/// the first page, then whatever the previous page returned as ``CursorPage/next``. A `nil` or empty `next` ends
/// the list.
/// ```swift
/// // A token in the body, sent back as a query parameter:
/// let response = try await networking.send(ListEventsRequest(after: cursor))
/// return CursorPage(items: response.events, next: response.meta.next)
/// // A next-page URL in the body:
/// let response = try await networking.send(ListArticlesRequest(), nextPageURL: cursor)
/// return CursorPage(items: response.data, next: response.links.next)
/// // A Link header:
/// let response = try await networking.response(for: ListReposRequest(org: org), nextPageURL: cursor)
/// return CursorPage(items: response.value, next: response.link(rel: "next")?.absoluteString)
/// ```
@MainActor
open class CursorBasedObjectsController<T: Sendable>: AnyObjectsController<T> {
    /// Creates a controller.
    public override init() {
        super.init()
    }

    /// Loads the page `cursor` names (`nil`: the first page). Override this (and only this) to send the
    /// endpoint's request; don't call super.
    open func loadPage(after cursor: String?) async throws -> CursorPage<T> {
        fatalError("\(type(of: self)) must override loadPage(after:)")
    }

    override final func fetch(_ key: PageKey?) async throws -> Fetched {
        var cursor: String?
        if case .cursor(let value) = key { cursor = value }
        let page = try await loadPage(after: cursor)
        let next = page.next.flatMap { $0.isEmpty ? nil : PageKey.cursor($0) }
        return Fetched(items: page.items, next: next)
    }
}
