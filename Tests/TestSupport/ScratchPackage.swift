import Foundation

/// A package a test writes under the repository's `.build/` and builds with ``SwiftBuild``, kept between runs so its
/// builds are incremental: files are written only when their text changes, and folders of the repository (the
/// runtime's sources) are linked in, not copied.
public struct ScratchPackage: Sendable {
    /// The package's folder.
    public let root: URL

    public init(_ root: URL) {
        self.root = root
    }

    /// Writes `text` at `path` (from ``root``), creating folders; a file that already holds it is left as it is.
    public func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if (try? String(contentsOf: url, encoding: .utf8)) != text { try Data(text.utf8).write(to: url) }
    }

    /// Makes `path` (from ``root``) a symbolic link to `destination`, unless it is one already.
    public func link(_ path: String, to destination: URL) throws {
        let url = root.appendingPathComponent(path)
        guard (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) == nil else { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
    }

    /// SwiftPM doesn't see a file added behind a link: when the files behind `links` (paths from ``root``) are not
    /// those of the last run — kept in `stamp` — the build folder `build` is removed, so the next build starts from
    /// scratch.
    public func buildsAgainWhenFilesChange(behind links: [String], stamp: String = "files.txt",
                                           build: String = ".build") throws {
        var files: [String] = []
        for link in links.sorted() {
            let target = root.appendingPathComponent(link).resolvingSymlinksInPath()
            files += try FileManager.default.subpathsOfDirectory(atPath: target.path).sorted().map { link + "/" + $0 }
        }
        let list = files.joined(separator: "\n")
        if (try? String(contentsOf: root.appendingPathComponent(stamp), encoding: .utf8)) != list {
            try? FileManager.default.removeItem(at: root.appendingPathComponent(build))
            try write(stamp, list)
        }
    }
}
