import Foundation

extension Networking {
    /// Sends `request` and writes its body to `file` as it arrives: the body is never held whole.
    ///
    /// The bytes go to a temporary file beside `file`, which replaces `file` (if any) only once the body is
    /// complete: a failed or cancelled download leaves nothing at `file`, and an older file there untouched. Any
    /// request works; its body goes through ``streamResponse(for:)``, so credentials, `prepare`, retries and the
    /// error status (with its body and decoded error body) are as for ``send(_:)``.
    ///
    /// ```swift
    /// let saved = try await networker.download(RecordingAudioRequest(id: 7), to: downloads.appending(path: "7.mp3")) {
    ///     received, expected in report(received, of: expected)
    /// }
    /// ```
    /// - Parameters:
    ///   - request: The request whose body is downloaded.
    ///   - file: Where the body goes.
    ///   - progress: Called with the bytes written so far and the `Content-Length`, if the server sent one: once
    ///     when the head arrived (with 0), then after each piece, on the calling task.
    /// - Returns: `file`, with the response's status and headers.
    /// - Throws: ``NetworkingError``; a file that can't be written is ``NetworkingError/Reason/transport(_:)`` with
    ///   `URLError.cannotCreateFile`, `.cannotWriteToFile` or `.cannotMoveFile` (the file system's error as its
    ///   underlying error).
    public func download<R: Request>(
        _ request: R, to file: URL,
        progress: (@Sendable (_ received: Int64, _ expected: Int64?) -> Void)? = nil
    ) async throws -> HTTPResponse<URL> {
        let response = try await streamResponse(for: RawStreamRequest(request))
        let expected = response.value(forHTTPHeaderField: "Content-Length").flatMap { Int64($0) }
        let method = request.method.rawValue
        let temporary = file.deletingLastPathComponent()
            .appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString).download")
        func failure(_ code: URLError.Code, _ error: any Error) -> NetworkingError {
            NetworkingError(.transport(URLError(code, userInfo: [NSUnderlyingErrorKey: error])), method: method,
                            url: response.url, response: response.map { _ in Data() })
        }
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: temporary) else {
            throw failure(.cannotCreateFile,
                          CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path]))
        }
        var open = true
        defer { if open { try? handle.close() } }
        do {
            var received: Int64 = 0
            progress?(0, expected)
            for try await chunk in response.value {
                do {
                    try handle.write(contentsOf: chunk)
                } catch {
                    throw failure(.cannotWriteToFile, error)
                }
                received += Int64(chunk.count)
                progress?(received, expected)
            }
            do {
                try handle.synchronize()
                open = false
                try handle.close()
            } catch {
                throw failure(.cannotWriteToFile, error)
            }
            do {
                try Self.replace(file, with: temporary)
            } catch {
                throw failure(.cannotMoveFile, error)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return response.map { _ in file }
    }

    /// Puts `temporary` in place of `file` in one step (`rename(2)`, which replaces a file there).
    /// (`FileManager.replaceItemAt` fails on Linux when the destination exists.)
    private static func replace(_ file: URL, with temporary: URL) throws {
        guard rename(temporary.path, file.path) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }
}
