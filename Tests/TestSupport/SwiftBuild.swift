import Foundation

/// Runs `swift build` on a package as a separate process, with the test's own build settings kept out of it.
public enum SwiftBuild {
    /// Environment variables SwiftPM and XCTest set for the test process; the child build must not see them
    /// (they could point it at the parent's build folder or change its output).
    static let inheritedPrefixes = ["SWIFTPM_", "SWIFT_BUILD", "SWIFT_TESTING", "XCTest", "LLVM_PROFILE_FILE", "DYLD_",
                                    "SWIFT_DEBUG"]

    /// Builds `package` (its scratch folder inside it) with the `swift` on the path, without an index store (nothing
    /// reads one: 5 % of a build); its exit status and its output (standard output and error together).
    public static func run(package: URL) throws -> (status: Int32, output: String) {
        var environment = ProcessInfo.processInfo.environment.filter { key, _ in
            !inheritedPrefixes.contains { key.hasPrefix($0) }
        }
        environment["no_proxy"] = "127.0.0.1,localhost"
        environment["NO_PROXY"] = "127.0.0.1,localhost"
        return try ChildProcess.run(["swift", "build", "--package-path", package.path, "--scratch-path",
                                     package.appendingPathComponent(".build").path, "--disable-index-store",
                                     "-Xswiftc", "-diagnostic-style=llvm"], environment: environment)
    }
}
