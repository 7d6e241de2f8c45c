import Foundation

/// A paging controller for APIs that take a page number (`?page=3`, optionally `&per_page=30`).
///
/// Subclasses override ``loadPage(_:size:)`` and nothing else:
/// ```swift
/// public final class SearchRecordingsController: PageBasedObjectsController<Recording> {
///     public let networking: any Networking
///     public let query: String
///     public init(networking: any Networking, query: String) {
///         self.networking = networking
///         self.query = query
///         super.init(firstPage: 1, pageSize: nil)
///     }
///     public override func loadPage(_ page: Int, size: Int?) async throws -> NumberedPage<Recording> {
///         let response = try await networking.send(SearchRecordingsRequest(query: query, page: page))
///         return NumberedPage(items: response.recordings, pageCount: response.numPages)
///     }
/// }
/// ```
///
/// The list ends at the last page when the API reports a ``NumberedPage/pageCount``; when it reports a
/// ``NumberedPage/total`` instead, once the controller holds that many objects or at a page shorter than
/// ``pageSize``; otherwise at a page shorter than ``pageSize`` or, when the API decides the size (`pageSize == nil`),
/// at the first empty page. An empty page always ends the list.
@MainActor
open class PageBasedObjectsController<T: Sendable>: AnyObjectsController<T> {
    /// The number of the first page (usually 1, sometimes 0).
    public let firstPage: Int
    /// Objects per page to ask for, or `nil` to let the API decide; changes apply from the next page on.
    public var pageSize: Int?

    /// Creates a controller.
    /// - Parameters:
    ///   - firstPage: The number of the first page.
    ///   - pageSize: Objects per page to ask for (at least 1), or `nil` to let the API decide.
    public init(firstPage: Int = 1, pageSize: Int? = nil) {
        precondition((pageSize ?? 1) >= 1, "pageSize must be at least 1")
        self.firstPage = firstPage
        self.pageSize = pageSize
        super.init()
    }

    /// Loads page number `page`. Override this (and only this) to send the endpoint's request; don't call super.
    /// - Parameters:
    ///   - page: The page number, counted from ``firstPage``.
    ///   - size: ``pageSize``: send it as the per-page parameter when the endpoint has one.
    open func loadPage(_ page: Int, size: Int?) async throws -> NumberedPage<T> {
        fatalError("\(type(of: self)) must override loadPage(_:size:)")
    }

    override final func fetch(_ key: PageKey?) async throws -> Fetched {
        var number = firstPage
        if case .page(let value) = key { number = value }
        let pageSize = self.pageSize
        let page = try await loadPage(number, size: pageSize)
        let next = PagingArithmetic.nextPage(
            after: number, firstPage: firstPage, received: page.items.count, pageSize: pageSize,
            pageCount: page.pageCount, total: page.total, loaded: number == firstPage ? 0 : heldCount)
        return Fetched(items: page.items, next: next.map { .page($0) })
    }
}
