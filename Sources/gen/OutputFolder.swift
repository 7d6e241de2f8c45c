#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Render

/// Writes generated files into one folder: only files whose bytes change are written (others keep their
/// modification time), each through a temporary file in the same folder and a rename, so a reader never
/// sees half a file.
struct OutputFolder {
    let path: String

    struct Report {
        var written: [String] = []
        var unchanged: [String] = []
    }

    func write(_ files: [RenderedFile]) throws -> Report {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        var report = Report()
        for file in files {
            let target = path + "/" + file.fileName
            let bytes = Data(file.contents.utf8)
            if FileManager.default.contents(atPath: target) == bytes {
                report.unchanged.append(file.fileName)
                continue
            }
            let temporary = path + "/." + file.fileName + ".gen-\(getpid()).tmp"
            guard FileManager.default.createFile(atPath: temporary, contents: bytes) else {
                throw GenError("cannot write '\(temporary)'")
            }
            guard rename(temporary, target) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(atPath: temporary)
                throw GenError("cannot write '\(target)': \(reason)")
            }
            report.written.append(file.fileName)
        }
        return report
    }
}

/// A problem outside any spec (a folder that can't be written), printed as `error: …`.
struct GenError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
