import Foundation
import TestSupport

/// Compiles Swift modules with `swiftc`, each whole (`-wmo`) to its `.swiftmodule` in one folder, several at once,
/// and skips a module whose inputs are those of its last successful compile.
struct ModuleCompiler {
    /// A module to compile: every `.swift` file under `folder`, importing modules compiled before it.
    struct Job {
        var module: String
        var folder: URL
        /// The stamps of the modules it imports besides the one before it in its chain: when one of them changes, so
        /// does this module's.
        var dependencies: [String]
    }

    struct Outcome {
        var status: Int32
        /// The compiler's output (standard output and error together).
        var output: String
        /// What the module was compiled from (``ModuleStamp``).
        var stamp: String
        /// True when the last successful compile had the same stamp, so the compiler wasn't run.
        var reused: Bool
    }

    var swiftc: String
    var modules: URL
    /// The compiler's `--version` output: another compiler (or another one by the same name) compiles everything again.
    let version: String

    init(swiftc: String, modules: URL) throws {
        self.swiftc = swiftc
        self.modules = modules
        version = try ChildProcess.run([swiftc, "--version"]).output
    }

    /// The flags of every module: Swift 6 mode, warnings as errors, the package access level shared, and on macOS the
    /// lowest version Specgen supports.
    var flags: [String] {
        var flags = ["-emit-module", "-wmo", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                     "-Onone", "-package-name", "RandomSpecs", "-diagnostic-style=llvm", "-I", modules.path]
        #if os(macOS)
        #if arch(arm64)
        flags += ["-target", "arm64-apple-macosx14.0"]
        #else
        flags += ["-target", "x86_64-apple-macosx14.0"]
        #endif
        #endif
        return flags
    }

    /// Compiles `chains` (independent of each other), as many at once as there are cores; in a chain, each module
    /// imports the one before it, and a failure ends the chain. Outcomes in `chains`' order.
    func compile(_ chains: [[Job]]) throws -> [[Outcome]] {
        try Parallel.map(chains) { chain in
            Result {
                var outcomes: [Outcome] = []
                for var job in chain {
                    if let last = outcomes.last {
                        guard last.status == 0 else { break }
                        job.dependencies.append(last.stamp)
                    }
                    outcomes.append(try compile(job))
                }
                return outcomes
            }
        }.map { try $0.get() }
    }

    private func compile(_ job: Job) throws -> Outcome {
        let files = try Self.swiftFiles(in: job.folder)
        var stamp = ModuleStamp()
        stamp.add(swiftc)
        stamp.add(version)
        stamp.add(flags.joined(separator: " "))
        stamp.add(job.module)
        for dependency in job.dependencies { stamp.add(dependency) }
        for file in files {
            stamp.add(file.path)
            stamp.add(try Data(contentsOf: file))
        }
        let stampFile = modules.appendingPathComponent(job.module + ".stamp")
        let module = modules.appendingPathComponent(job.module + ".swiftmodule")
        if (try? String(contentsOf: stampFile, encoding: .utf8)) == stamp.value,
           FileManager.default.fileExists(atPath: module.path) {
            return Outcome(status: 0, output: "", stamp: stamp.value, reused: true)
        }
        try? FileManager.default.removeItem(at: stampFile)
        let arguments = [swiftc] + flags + ["-module-name", job.module, "-emit-module-path", module.path]
        let run = try ChildProcess.run(arguments + files.map(\.path))
        if run.status == 0 { try Data(stamp.value.utf8).write(to: stampFile) }
        return Outcome(status: run.status, output: run.output, stamp: stamp.value, reused: false)
    }

    /// The `.swift` files under `folder`, at any depth, in a stable order.
    private static func swiftFiles(in folder: URL) throws -> [URL] {
        let folder = folder.resolvingSymlinksInPath()
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}

/// A 64-bit FNV-1a hash of a module's inputs, each added with its length so that no two lists hash alike by
/// running into each other.
struct ModuleStamp {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) { add(Data(text.utf8)) }

    mutating func add(_ data: Data) {
        for byte in withUnsafeBytes(of: UInt64(data.count).littleEndian, Array.init) + Array(data) {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
    }

    var value: String { String(hash, radix: 16) }
}
