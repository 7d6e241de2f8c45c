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
    /// A publisher that streams `request` when subscribed (once per subscription): each element as it arrives —
    /// no faster than the subscriber's demand, so a subscriber asking one at a time holds the stream back as a
    /// slow `for try await` loop does — then finishes; or fails with the error (a ``NetworkingError``).
    /// Cancelling the subscription cancels the request.
    public func streamPublisher<R: StreamingRequest>(for request: R) -> StreamPublisher<R> {
        StreamPublisher(networking: self, request: request)
    }
}

/// The Combine publisher returned by `Networking.streamPublisher(for:)`.
public struct StreamPublisher<R: StreamingRequest>: Publisher {
    /// One element of the stream.
    public typealias Output = R.Element
    /// Any error the stream throws.
    public typealias Failure = any Error

    let networking: any Networking
    let request: R

    /// Starts the stream for `subscriber` once it asks for a value.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == R.Element, S.Failure == any Error {
        subscriber.receive(subscription: StreamSubscription(subscriber: subscriber, networking: networking,
                                                            request: request))
    }
}
#endif
