/// An iterator's hold on its source: when the iterator goes away (a `break`, a dropped iterator), so does the
/// stream.
final class IteratorLease<Element: Sendable>: Sendable {
    let source: any ElementSource<Element>

    init(_ source: any ElementSource<Element>) {
        self.source = source
    }

    deinit {
        source.cancel()
    }
}
