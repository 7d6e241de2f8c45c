import Foundation
#if canImport(Observation)
import Observation
#endif

/// The base of every paging controller, and the type to hold one by when its paging style does not matter
/// (type erasure by a base class): `let recordings: AnyObjectsController<Recording> = SearchRecordingsController(…)`.
///
/// It owns the state machine; subclasses only fetch pages. Use ``OffsetBasedObjectsController``,
/// ``PageBasedObjectsController`` or ``CursorBasedObjectsController`` as a base: this class cannot be
/// subclassed directly outside SpecgenRuntime.
///
/// Guarantees, all on the main actor:
/// - At most one fetch runs at a time. ``loadMore()`` while a load is in flight fetches nothing and returns `[]`.
/// - ``reload()`` and ``clearObjects()`` cancel the load in flight and discard its page even if it still
///   arrives (a generation counter); its caller gets `CancellationError`.
/// - A failed page keeps the loaded objects, sets ``LoadState/error(_:)``, and the next ``loadMore()`` fetches
///   that same page again. A failed reload keeps the old objects until a first page arrives.
/// - Appending a page costs O(page): objects are appended in place and no state or notification carries the list.
///   (An observer that keeps its own copy of ``objects`` makes the next append copy it.)
/// - Loads belong to the controller: cancelling the task that called ``loadMore()`` does not cancel the fetch.
///
/// Changes are reported three ways: ``onChange`` (one callback), ``changes()`` (an `AsyncStream` per caller)
/// and, where the Observation framework exists, `Observable` tracking of ``objects``, ``state``, ``hasMore`` and
/// ``isLoading`` (so SwiftUI views update by reading them).
@MainActor
open class AnyObjectsController<T: Sendable>: ObjectsController {
    /// One fetched page in the style-independent form the state machine works with.
    struct Fetched {
        /// The page's objects, already trimmed.
        var items: [T]
        /// Where the page after it starts, or `nil` on the last page.
        var next: PageKey?
    }

    /// What the next fetch asks for.
    private enum Position {
        case first
        case next(PageKey)
        case end
    }

    private var storedObjects: [T] = []
    private var storedState: LoadState = .idle
    private var position: Position = .first
    private var inFlight: Task<[T], any Error>?
    /// Bumped by ``reload()`` and ``clearObjects()``; a fetch started under an older value is discarded.
    private var generation = 0
    private var streams: [Int: AsyncStream<ObjectsChange>.Continuation] = [:]
    private var nextStreamID = 0
    #if canImport(Observation)
    private let registrar = ObservationRegistrar()
    #endif

    /// Called after every transition (a load started, a page arrived, a load failed, the objects were cleared),
    /// on the main actor, before the caller of the load resumes.
    public var onChange: (@MainActor (ObjectsChange) -> Void)?

    init() {}

    deinit {
        for continuation in streams.values { continuation.finish() }
    }

    /// How many objects are held, read without registering an observation (for the page arithmetic).
    var heldCount: Int { storedObjects.count }

    /// Everything loaded so far, in order.
    public var objects: [T] {
        access(\.objects)
        return storedObjects
    }

    /// Whether ``loadMore()`` can fetch another page: true until a last page arrived (also before anything is
    /// loaded, and after a failure).
    public var hasMore: Bool {
        access(\.hasMore)
        if case .end = position { return false }
        return true
    }

    /// The current phase.
    public var state: LoadState {
        access(\.state)
        return storedState
    }

    /// Whether a page is being fetched.
    public var isLoading: Bool {
        access(\.isLoading)
        return inFlight != nil
    }

    /// A stream of every transition from now on, for a view or a test to iterate. Each call makes a new stream;
    /// it buffers without limit and ends when the controller is deallocated (a loop that holds the controller
    /// keeps it alive: break out of it, or cancel its task).
    public func changes() -> AsyncStream<ObjectsChange> {
        let (stream, continuation) = AsyncStream<ObjectsChange>.makeStream()
        let id = nextStreamID
        nextStreamID += 1
        streams[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.streams[id] = nil }
        }
        return stream
    }

    /// Forgets every object, cancels the load in flight and discards its page; the state becomes
    /// ``LoadState/idle`` and the next load fetches the first page.
    public func clearObjects() {
        generation += 1
        inFlight?.cancel()
        setInFlight(nil)
        mutate(\.objects) { storedObjects = [] }
        setPosition(.first)
        setState(.idle, objects: .replaced)
    }

    /// Fetches the first page and replaces ``objects`` with it; the state is ``LoadState/loading`` meanwhile
    /// (the old objects stay until the page arrives). A load in flight is cancelled and its page discarded.
    /// - Returns: The objects of the first page.
    /// - Throws: The fetch's error (the state is then ``LoadState/error(_:)``), or `CancellationError` when
    ///   another reload or ``clearObjects()`` superseded this one.
    @discardableResult
    public func reload() async throws -> [T] {
        try await startReload().value
    }

    /// Fetches the next page and appends it — or the first page, replacing ``objects``, when nothing is loaded
    /// yet or the last reload failed. A failed page is fetched again.
    /// - Returns: The appended objects; `[]` without fetching anything when a load is in flight or every page is
    ///   loaded.
    /// - Throws: The fetch's error (the state is then ``LoadState/error(_:)``), or `CancellationError` when
    ///   ``reload()`` or ``clearObjects()`` superseded this load (its page is discarded).
    @discardableResult
    public func loadMore() async throws -> [T] {
        guard let task = startMore() else { return [] }
        return try await task.value
    }

    /// ``reload()`` with completion handlers, both called on the main actor; a superseded reload calls
    /// `failure` with `CancellationError`.
    /// - Returns: `true`: a reload always starts.
    @discardableResult
    public func reloadWithCompletion(
        _ completion: @escaping @MainActor ([T]) -> Void,
        failure: @escaping @MainActor (any Error) -> Void
    ) -> Bool {
        deliver(startReload(), completion, failure)
        return true
    }

    /// ``loadMore()`` with completion handlers, both called on the main actor; a superseded load calls
    /// `failure` with `CancellationError`.
    /// - Returns: Whether a page is being fetched: `false` (and neither handler called) when a load is in flight
    ///   or every page is loaded.
    @discardableResult
    public func loadMoreWithCompletion(
        _ completion: @escaping @MainActor (_ inserted: [T]) -> Void,
        failure: @escaping @MainActor (any Error) -> Void
    ) -> Bool {
        guard let task = startMore() else { return false }
        deliver(task, completion, failure)
        return true
    }

    /// Fetches one page: `nil` for the first. Each style's base overrides it and calls its public hook.
    func fetch(_ key: PageKey?) async throws -> Fetched {
        preconditionFailure("\(type(of: self)) must override fetch(_:)")
    }

    // MARK: - State machine

    private func startReload() -> Task<[T], any Error> {
        generation += 1
        inFlight?.cancel()
        setPosition(.first)
        return start(nil)
    }

    private func startMore() -> Task<[T], any Error>? {
        guard inFlight == nil else { return nil }
        switch position {
        case .end: return nil
        case .first: return start(nil)
        case .next(let key): return start(key)
        }
    }

    private func start(_ key: PageKey?) -> Task<[T], any Error> {
        let generation = self.generation
        let task = Task { try await self.run(key, generation: generation) }
        setInFlight(task)
        setState(key.map { .paging(next: $0) } ?? .loading, objects: .unchanged)
        return task
    }

    private func run(_ key: PageKey?, generation: Int) async throws -> [T] {
        let page: Fetched
        do {
            page = try await fetch(key)
        } catch {
            guard generation == self.generation else { throw CancellationError() }
            setInFlight(nil)
            setState(.error(error), objects: .unchanged)
            throw error
        }
        guard generation == self.generation else { throw CancellationError() }
        setInFlight(nil)
        let change: ObjectsChange.Objects
        if key == nil {
            mutate(\.objects) { storedObjects = page.items }
            change = .replaced
        } else {
            let start = storedObjects.count
            mutate(\.objects) { storedObjects.append(contentsOf: page.items) }
            change = .appended(start..<start + page.items.count)
        }
        setPosition(page.next.map { .next($0) } ?? .end)
        let state: LoadState = page.next.map { .paging(next: $0) } ?? (storedObjects.isEmpty ? .empty : .populated)
        setState(state, objects: change)
        return page.items
    }

    private func deliver(
        _ task: Task<[T], any Error>,
        _ completion: @escaping @MainActor ([T]) -> Void,
        _ failure: @escaping @MainActor (any Error) -> Void
    ) {
        Task {
            do {
                completion(try await task.value)
            } catch {
                failure(error)
            }
        }
    }

    // MARK: - Notification

    private func setInFlight(_ task: Task<[T], any Error>?) {
        mutate(\.isLoading) { inFlight = task }
    }

    private func setPosition(_ position: Position) {
        mutate(\.hasMore) { self.position = position }
    }

    private func setState(_ state: LoadState, objects: ObjectsChange.Objects) {
        mutate(\.state) { storedState = state }
        let change = ObjectsChange(state: state, objects: objects)
        onChange?(change)
        for continuation in streams.values { continuation.yield(change) }
    }

    private func access<Member>(_ keyPath: KeyPath<AnyObjectsController, Member>) {
        #if canImport(Observation)
        registrar.access(self, keyPath: keyPath)
        #endif
    }

    private func mutate<Member>(_ keyPath: KeyPath<AnyObjectsController, Member>, _ body: () -> Void) {
        #if canImport(Observation)
        registrar.withMutation(of: self, keyPath: keyPath, body)
        #else
        body()
        #endif
    }
}

#if canImport(Observation)
/// Views that read ``AnyObjectsController/objects``, ``AnyObjectsController/state``,
/// ``AnyObjectsController/hasMore`` or ``AnyObjectsController/isLoading`` update when they change.
extension AnyObjectsController: Observable {}
#endif
