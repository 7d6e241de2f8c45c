// Combine where it exists; OpenCombine, its open-source twin, where a check compiles these bridges without it
// (SPECGEN_OPENCOMBINE: CombineBridgeBuildTests).
#if canImport(Combine) || SPECGEN_OPENCOMBINE
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

/// Runs one stream for one subscriber, pulling an element per unit of demand; its state is guarded by a lock.
final class StreamSubscription<S: Subscriber, R: StreamingRequest>: Subscription, SubscriptionWork,
    @unchecked Sendable where S.Input == R.Element, S.Failure == any Error {
    private struct State {
        var subscriber: S?
        var demand: Subscribers.Demand = .none
        var task: Task<Void, Never>?
        /// The stream waiting for demand: resumed with true when some arrived, false when the subscriber left.
        var waiter: CheckedContinuation<Bool, Never>?
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
        let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            guard state.subscriber != nil else { return nil }
            state.demand += demand
            if state.task == nil { state.task = startTask(running: self) }
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: true)
    }

    func cancel() {
        let (task, waiter) = state.withLock { state -> (Task<Void, Never>?, CheckedContinuation<Bool, Never>?) in
            state.subscriber = nil
            defer { state.waiter = nil }
            return (state.task, state.waiter)
        }
        waiter?.resume(returning: false)
        task?.cancel()
    }

    /// Takes one unit of demand, waiting for it; false when the subscriber went away.
    private func takeDemand() async -> Bool {
        while true {
            let ready = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let ready = state.withLock { state -> Bool? in
                    guard state.subscriber != nil else { return false }
                    if state.demand > .none { return true }
                    state.waiter = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
            guard ready else { return false }
            let taken = state.withLock { state -> Bool in
                guard state.demand > .none else { return false }
                state.demand -= 1
                return true
            }
            if taken { return true }
        }
    }

    private var subscriber: S? { state.withLock { $0.subscriber } }

    /// The subscriber, removed so that it gets at most one completion.
    private func takeSubscriber() -> S? {
        state.withLock { state in
            defer { state.subscriber = nil }
            return state.subscriber
        }
    }

    func run() async {
        var iterator = networking.stream(pending).makeAsyncIterator()
        do {
            while await takeDemand() {
                guard let element = try await iterator.next() else {
                    takeSubscriber()?.receive(completion: .finished)
                    return
                }
                guard let subscriber else { return }
                let more = subscriber.receive(element)
                if more > .none { request(more) }
            }
        } catch {
            takeSubscriber()?.receive(completion: .failure(error))
        }
    }
}
#endif
