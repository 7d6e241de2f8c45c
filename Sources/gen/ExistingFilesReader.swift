import Dispatch
import Foundation

/// Reads an output folder's existing files on another thread while the specs are parsed and rendered (the
/// two don't depend on each other), so a run over unchanged output doesn't wait for the reads afterwards.
final class ExistingFilesReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var result: Result<[String: String], any Error>?

    init(_ folder: OutputFolder) {
        DispatchQueue.global().async { [self] in
            let files = Result { try folder.existingFiles() }
            lock.withLock { result = files }
            done.signal()
        }
    }

    /// The folder's files, waiting for the read to finish; rethrows what the read threw.
    func files() throws -> [String: String] {
        done.wait()
        done.signal()
        return try lock.withLock { result! }.get()
    }
}
