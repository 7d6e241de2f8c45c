// Combine where it exists; OpenCombine, its open-source twin, where a check compiles these bridges without it
// (SPECGEN_OPENCOMBINE: CombineBridgeBuildTests).
#if canImport(Combine) || SPECGEN_OPENCOMBINE
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

extension Networking {
    /// A publisher that sends `request` when subscribed (once per subscription) and emits the decoded value,
    /// then finishes; or fails with the error. Cancelling the subscription cancels the request.
    public func publisher<R: Request>(for request: R) -> RequestPublisher<R> {
        RequestPublisher(networking: self, request: request)
    }
}

/// The Combine publisher returned by `Networking.publisher(for:)`.
public struct RequestPublisher<R: Request>: Publisher {
    /// The decoded response value.
    public typealias Output = R.Response
    /// Any error `Networking.send(_:)` throws.
    public typealias Failure = any Error

    let networking: any Networking
    let request: R

    /// Starts a request for `subscriber` once it asks for a value.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == R.Response, S.Failure == any Error {
        subscriber.receive(subscription: RequestSubscription(subscriber: subscriber, networking: networking,
                                                             request: request))
    }
}

/// Work a subscription starts in a task.
protocol SubscriptionWork: Sendable {
    /// Does the work and delivers the outcome.
    func run() async
}

/// Starts `work` in a task from a non-generic context, so that the subscriber type (not `Sendable`) is not
/// captured by the task's closure.
func startTask(running work: any SubscriptionWork) -> Task<Void, Never> {
    Task { await work.run() }
}

/// Runs one request for one subscriber; its state is guarded by a lock.
final class RequestSubscription<S: Subscriber, R: Request>: Subscription, SubscriptionWork, @unchecked Sendable
where S.Input == R.Response, S.Failure == any Error {
    private struct State {
        var subscriber: S?
        var task: Task<Void, Never>?
    }

    private let state: Locked<State>
    private let networking: any Networking
    private let pending: R

    init(subscriber: S, networking: any Networking, request: R) {
        self.state = Locked(State(subscriber: subscriber))
        self.networking = networking
        self.pending = request
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > .none else { return }
        state.withLock { state in
            guard state.subscriber != nil, state.task == nil else { return }
            state.task = startTask(running: self)
        }
    }

    func cancel() {
        let task = state.withLock { state -> Task<Void, Never>? in
            state.subscriber = nil
            return state.task
        }
        task?.cancel()
    }

    /// The subscriber, removed so that it gets at most one completion.
    private func takeSubscriber() -> S? {
        state.withLock { state in
            defer { state.subscriber = nil }
            return state.subscriber
        }
    }

    func run() async {
        let result: Result<R.Response, any Error>
        do {
            result = .success(try await networking.send(pending))
        } catch {
            result = .failure(error)
        }
        guard let subscriber = takeSubscriber() else { return }
        switch result {
        case .success(let value):
            _ = subscriber.receive(value)
            subscriber.receive(completion: .finished)
        case .failure(let error):
            subscriber.receive(completion: .failure(error))
        }
    }
}
#endif
