#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Generator
import Render
import SpecModel

/// The one place gen (and gen-import) change files: an output folder, read, then changed as a `WritePlan` says. Every
/// file to write goes to a temporary file in the same folder first; only when all of them are written are they
/// renamed into place (a rename is atomic), and only then are stale generated files removed. Files whose
/// bytes don't change are not touched, so their modification times (and incremental builds) stay.
public struct OutputFolder {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The regular files of the folder by name, as text; none when the folder doesn't exist.
    public func existingFiles() throws -> [String: String] {
        var status = stat()
        guard stat(path, &status) == 0 else { return [:] }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw GenError(.notAFolder(path)) }
        let names = try FileManager.default.contentsOfDirectory(atPath: path)
        var files: [String: String] = [:]
        for name in names {
            if let text = Self.readRegularFile(path + "/" + name) { files[name] = text }
        }
        return files
    }

    /// The `modules` layout's module folders: each folder in `Sources/`, by name, with its regular files.
    public func moduleFolders() throws -> [String: [String: String]] {
        let sources = path + "/Sources"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: sources) else { return [:] }
        var folders: [String: [String: String]] = [:]
        for name in names where !name.hasPrefix(".") {
            var status = stat()
            guard lstat(sources + "/" + name, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { continue }
            folders[name] = try OutputFolder(path: sources + "/" + name).existingFiles()
        }
        return folders
    }

    /// Carries out `plan`: all writes or none (temporary files are cleaned up on failure), then removals.
    public func apply(_ plan: WritePlan) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
        let process = getpid()
        let staged = plan.writes.map { file in
            (temporary: path + "/." + file.fileName + ".gen-\(process).tmp", target: path + "/" + file.fileName)
        }
        try Self.writeFiles(zip(staged, plan.writes).map { ($0.temporary, $1.contents) })
        for (index, file) in staged.enumerated() where rename(file.temporary, file.target) != 0 {
            let reason = String(cString: strerror(errno))
            for rest in staged[index...] { try? manager.removeItem(atPath: rest.temporary) }
            throw GenError(.cannotWrite(file.target, reason: reason))
        }
        for (name, _) in plan.removed {
            try manager.removeItem(atPath: path + "/" + name)
        }
        // A folder left with nothing (a module whose spec went away) goes too; one holding other files stays.
        if plan.writes.isEmpty, plan.unchanged.isEmpty, !plan.removed.isEmpty { rmdir(path) }
    }
}

extension OutputFolder {
    /// A regular file's text (invalid UTF-8 repaired); nil for folders, FIFOs, sockets and unreadable files.
    /// Non-blocking open, so a FIFO in the folder can't stall the run.
    static func readRegularFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: bytes.count) }
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return nil }
            if got == 0 { break }
            count += got
        }
        return String(decoding: bytes[..<count], as: UTF8.self)
    }

    /// Writes one file on its own (an overlay gen-import learned): whole, through a temporary file renamed over it.
    public static func writeWhole(_ path: String, _ text: String) throws {
        let temporary = path + ".specgen-new"
        try writeFiles([(temporary, text)])
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw GenError(.cannotWrite(path, reason: reason))
        }
    }

    /// Writes every file; when one can't be written, removes all of them and throws its error.
    static func writeFiles(_ files: [(path: String, contents: String)]) throws {
        do {
            for file in files { try writeFile(file.path, file.contents) }
        } catch {
            for file in files { try? FileManager.default.removeItem(atPath: file.path) }
            throw error
        }
    }

    /// Writes a whole file with open/write/close: no fsync and no extra atomic-write dance (FileManager's
    /// `createFile` does both per file: measured, 1,000 endpoints into a new folder take 2.6 times as long with
    /// it); the rename after it is what makes the result appear whole.
    static func writeFile(_ path: String, _ text: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw GenError(.cannotWrite(path, reason: String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var text = text
        try text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw GenError(.cannotWrite(path, reason: String(cString: strerror(errno))))
                }
                offset += written
            }
        }
    }
}

/// A problem with an output folder or a file in it (a folder that is a file, a file that can't be written), printed
/// as `error: …`.
public struct GenError: Error {
    public let finding: OutputFinding

    public init(_ finding: OutputFinding) {
        self.finding = finding
    }
}
