import Foundation

/// What a stream endpoint plays: the steps for a request, and the headers they come with.
struct StreamScript<R: StreamingRequest>: Sendable {
    let handler: @Sendable (R) async throws -> (steps: [MockStreamStep<R.Element>], headers: [String: String])

    /// The stream of `request`'s steps, as a ``Networker`` sending to `url` would give it.
    func play(_ request: R, method: String, url: URL) async throws -> HTTPResponse<ResponseStream<R.Element>> {
        let (steps, headers) = try await handler(request)
        let decoder = JSONCoding(dates: request.dateCoding ?? .iso8601).makeDecoder()
        let stream = AsyncThrowingStream<R.Element, any Error> { continuation in
            let task = Task {
                var parser = StreamParser(framing: request.framing, limit: .max)
                do {
                    for step in steps {
                        switch step {
                        case .element(let element): continuation.yield(element)
                        case .pause(let duration): try await Task.sleep(for: duration)
                        case .failure(let error as URLError):
                            throw NetworkingError(.transport(error), method: method, url: url)
                        case .failure(let error): throw error
                        case .raw(let text):
                            var parts: [StreamPart] = []
                            try parser.feed(Data(text.utf8), into: &parts)
                            for part in parts {
                                if parser.isEnd(part) { return continuation.finish() }
                                continuation.yield(try Self.element(of: part, request, decoder, method, url))
                            }
                        }
                    }
                    var parts: [StreamPart] = []
                    try parser.finish(into: &parts)
                    for part in parts where !parser.isEnd(part) {
                        continuation.yield(try Self.element(of: part, request, decoder, method, url))
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
        return HTTPResponse(value: ResponseStream(stream, method: method, url: url), statusCode: 200,
                            headers: headers, url: url)
    }

    /// `part` decoded as the request decodes it; a failure is the networker's decoding error.
    private static func element(of part: StreamPart, _ request: R, _ decoder: JSONDecoder, _ method: String,
                                _ url: URL) throws -> R.Element {
        do {
            return try request.decodeElement(part, decoder: decoder)
        } catch {
            throw NetworkingError(NetworkingError.reason(forDecodingError: error,
                                                         model: NetworkingError.typeName(R.Element.self),
                                                         body: part.payload),
                                  method: method, url: url)
        }
    }
}
