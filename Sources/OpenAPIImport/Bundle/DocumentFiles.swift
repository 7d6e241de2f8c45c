import Foundation

/// Where the files of a document split over many are read from: the disk (``DiskFiles``), or a table (tests and
/// fuzzing).
public protocol DocumentFiles: Sendable {
    /// The file at `path` (absolute or relative to the working folder, `..` already folded), as bytes; or why it
    /// can't be read.
    func read(_ path: String) -> Result<[UInt8], FileProblem>
    /// The one name of the file at `path`, whatever way it was reached (symbolic links followed): two references
    /// to the same file read it once.
    func identity(of path: String) -> Result<String, FileProblem>
}

/// Why a file a `$ref` names can't be read.
public enum FileProblem: Error, Sendable, Hashable {
    case missing
    case folder
    case unreadable
    case notUTF8
    case symlinkLoop
}

/// The disk's files.
public struct DiskFiles: DocumentFiles {
    public init() {}

    public func read(_ path: String) -> Result<[UInt8], FileProblem> {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return .failure(.missing) }
        guard !isFolder.boolValue else { return .failure(.folder) }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.unreadable) }
        return .success(Array(data))
    }

    public func identity(of path: String) -> Result<String, FileProblem> {
        guard let resolved = realpath(path, nil) else {
            return .failure(errno == ELOOP ? .symlinkLoop : errno == ENOENT || errno == ENOTDIR ? .missing
                                                                                                 : .unreadable)
        }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }
}

/// Files held in memory by path (tests, fuzzing): a path's identity is itself.
public struct FileTable: DocumentFiles {
    public var files: [String: [UInt8]]

    public init(_ files: [String: [UInt8]]) {
        self.files = files
    }

    public func read(_ path: String) -> Result<[UInt8], FileProblem> {
        files[path].map { .success($0) } ?? .failure(.missing)
    }

    public func identity(of path: String) -> Result<String, FileProblem> {
        files[path] == nil ? .failure(.missing) : .success(path)
    }
}
