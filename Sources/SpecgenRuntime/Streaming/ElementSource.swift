/// Where a network stream's elements come from: the one consumer calls ``nextElements(isolation:)``; ``cancel()``
/// ends it early.
protocol ElementSource<Element>: AnyObject, Sendable {
    associatedtype Element: Sendable
    /// The elements that can be had now (waiting for at least one), on the caller's actor; none at the end. An
    /// error comes after the elements before it.
    func nextElements(isolation actor: isolated (any Actor)?) async throws -> [Element]
    /// Ends the stream now (the consumer went away); the request is cancelled.
    func cancel()
}
