import SpecModel

/// How an imported endpoint pages, in the spec's terms: parameter names are query parameters, key paths walk the
/// response's properties by JSON key (the imported specs' property names).
enum ImportedPaging: Sendable {
    case offset(offset: String, limit: String, pageSize: Int, items: String?, total: String?)
    case page(page: String, perPage: String?, pageSize: Int?, items: String?, pageCount: String?)
    /// `next` nil: the `Link` header's next URL. `cursor` nil: `next` is a URL fetched as is.
    case cursor(cursor: String?, next: String?, items: String?)
    case lastItem(cursor: String, key: String, hasMore: String, items: String?)
    /// Written in the document (`x-specgen-paging`), as a spec's `paging:`.
    case written(Paging)
}
