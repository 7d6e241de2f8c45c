import Foundation

/// A paging controller for APIs that take an offset and a limit (`?offset=40&limit=20`).
///
/// Subclasses override ``loadObjects(offset:limit:)`` and nothing else:
/// ```swift
/// public final class DeliveryMethodsController: OffsetBasedObjectsController<DeliveryMethod> {
///     public let networking: any Networking
///     public init(networking: any Networking) {
///         self.networking = networking
///         super.init(pageSize: 20, hasTotal: false)
///     }
///     public override func loadObjects(offset: Int, limit: Int) async throws -> OffsetPage<DeliveryMethod> {
///         OffsetPage(items: try await networking.send(ListDeliveryMethodsRequest(offset: offset, limit: limit)))
///     }
/// }
/// ```
///
/// Without a total (`hasTotal: false`) the controller asks for `pageSize + 1` objects: an
/// extra object means there is more (it is dropped and fetched again with the next page), fewer than that ends
/// the list — no request for an empty last page. With a total it asks for `pageSize` and ends when the offset
/// reaches the total (or, if a response lacks the total, at a short page). An empty page always ends the list.
@MainActor
open class OffsetBasedObjectsController<T: Sendable>: AnyObjectsController<T> {
    /// Objects per page; changes apply from the next page on.
    public var pageSize: Int
    /// Whether the API reports the total number of objects (``OffsetPage/total``).
    public let hasTotal: Bool

    /// Creates a controller.
    /// - Parameters:
    ///   - pageSize: Objects per page (at least 1).
    ///   - hasTotal: Whether responses carry the total; when `false`, each request asks for `pageSize + 1`.
    public init(pageSize: Int = 20, hasTotal: Bool = false) {
        precondition(pageSize >= 1, "pageSize must be at least 1")
        self.pageSize = pageSize
        self.hasTotal = hasTotal
        super.init()
    }

    /// Loads the objects from `offset` on, at most `limit` of them. Override this (and only this) to send the
    /// endpoint's request; don't call super.
    /// - Parameters:
    ///   - offset: The index of the first object wanted.
    ///   - limit: How many objects to ask for: ``pageSize``, or ``pageSize`` + 1 without a total.
    open func loadObjects(offset: Int, limit: Int) async throws -> OffsetPage<T> {
        fatalError("\(type(of: self)) must override loadObjects(offset:limit:)")
    }

    override final func fetch(_ key: PageKey?) async throws -> Fetched {
        var offset = 0
        if case .offset(let value) = key { offset = value }
        let pageSize = self.pageSize
        let page = try await loadObjects(offset: offset,
                                         limit: PagingArithmetic.limit(pageSize: pageSize, hasTotal: hasTotal))
        var items = page.items
        let step = PagingArithmetic.offsetStep(
            offset: offset, received: items.count, pageSize: pageSize, total: page.total, hasTotal: hasTotal)
        if step.kept < items.count { items.removeSubrange(step.kept...) }
        return Fetched(items: items, next: step.next.map { .offset($0) })
    }
}
