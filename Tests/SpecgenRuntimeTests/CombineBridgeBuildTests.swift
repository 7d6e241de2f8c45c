import Foundation
import TestSupport
import XCTest

/// The Combine bridges (`publisher(for:)`, `streamPublisher(for:)`) are compiled where Combine exists only; here they
/// are compiled — in Swift 6 mode, warnings as errors — and run against OpenCombine, Combine's open-source twin
/// (`SPECGEN_OPENCOMBINE`), in a package under the repository's .build/ that links the runtime's sources (kept between
/// runs, so builds are incremental).
final class CombineBridgeBuildTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
    private let root = repository.appendingPathComponent(".build/opencombine-check")

    private static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "OpenCombineCheck",
            platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
            dependencies: [.package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0")],
            targets: [
                .target(name: "SpecgenRuntime", dependencies: ["OpenCombine"],
                        swiftSettings: [.define("SPECGEN_OPENCOMBINE"), .unsafeFlags(["-warnings-as-errors"])]),
                .executableTarget(name: "BridgeCheck", dependencies: ["SpecgenRuntime", "OpenCombine"],
                                  swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
            ]
        )

        """

    /// Subscribes to each bridge of a networking that answers with a canned JSON Lines body (or fails), and prints
    /// what each sent.
    private static let check = """
        import Foundation
        import OpenCombine
        import SpecgenRuntime

        struct Canned: Networking {
            func response<R: Request>(for request: R) async throws -> HTTPResponse<R.Response> {
                if request.path == "/fail" { throw URLError(.notConnectedToInternet) }
                return HTTPResponse(value: try request.decode(HTTPResponse(value: Data("1\\n2\\n3\\n".utf8)),
                                                              decoder: JSONDecoder()))
            }
        }

        struct Numbers: StreamingRequest {
            typealias Element = Int
            typealias Response = [Int]
            var path: String
            var framing: StreamFraming { .jsonLines }
        }

        final class Box: @unchecked Sendable {
            var values: [String] = []
            var cancellable: AnyCancellable?
        }

        func collect<P: Publisher>(_ publisher: P) async -> String {
            await withCheckedContinuation { continuation in
                let box = Box()
                box.cancellable = publisher.sink(receiveCompletion: { completion in
                    if case .failure(let error) = completion { box.values.append("failed: \\(error)") }
                    else { box.values.append("finished") }
                    continuation.resume(returning: box.values.joined(separator: " "))
                }, receiveValue: { box.values.append("\\($0)") })
            }
        }

        let networking = Canned()
        print(await collect(networking.publisher(for: Numbers(path: "/numbers"))))
        print(await collect(networking.streamPublisher(for: Numbers(path: "/numbers"))))
        print(await collect(networking.streamPublisher(for: Numbers(path: "/fail"))))

        """

    func testTheBridgesCompileAndRunAgainstOpenCombine() throws {
        let package = ScratchPackage(root)
        try package.write("Package.swift", Self.manifest)
        try package.write("Sources/BridgeCheck/main.swift", Self.check)
        try package.link("Sources/SpecgenRuntime", to: Self.repository.appendingPathComponent("Sources/SpecgenRuntime"))
        try package.buildsAgainWhenFilesChange(behind: ["Sources/SpecgenRuntime"])
        let build = try SwiftBuild.run(package: root)
        XCTAssertEqual(build.status, 0, build.output)
        XCTAssertFalse(build.output.contains("warning:"), build.output)
        let run = try ChildProcess.run([root.appendingPathComponent(".build/debug/BridgeCheck").path])
        XCTAssertEqual(run.status, 0, run.output)
        let lines = run.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, run.output)
        XCTAssertEqual(lines.first, "[1, 2, 3] finished", "the request's publisher sends the whole response once")
        XCTAssertEqual(lines.dropFirst().first, "1 2 3 finished", "the stream's publisher sends each element")
        XCTAssertTrue(lines.last?.hasPrefix("failed: ") == true, run.output)
        XCTAssertTrue(lines.last?.contains("notConnectedToInternet") == true || lines.last?.contains("-1009") == true,
                      run.output)
    }
}
