import Foundation
import XCTest

/// A folder that doesn't exist yet, or is empty, is written as any other: the files, nothing left beside the
/// folder, the folder's permissions, and a symbolic link that stays a link.
final class GenFreshFolderTests: XCTestCase {
    private let spec = """
        service: Shop
        models:
          Item: { properties: { id: Int } }
        endpoints:
          getItem: { path: "/items/{id}", params: { id: Int }, response: Item }

        """
    private let files = ["Shop+API.swift", "Shop.swift"]
    private let manager = FileManager.default

    private func contents(_ folder: URL, _ path: String) throws -> [String] {
        try manager.contentsOfDirectory(atPath: folder.appendingPathComponent(path).path).sorted()
    }

    func testANewNestedFolderIsWrittenWithNothingLeftBesideIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/Shop.yaml", spec)
        let outcome = try GenProcess.run(["Specs", "-o", "Sources/API"], in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertEqual(outcome.standardOutput,
                       "1 spec, 1 model, 1 endpoint\nSources/API: 2 files: 2 written, 0 unchanged, 0 removed\n")
        XCTAssertEqual(try contents(folder.url, "Sources"), ["API"])
        XCTAssertEqual(try contents(folder.url, "Sources/API"), files)
        XCTAssertEqual(try contents(folder.url, "."), ["Sources", "Specs"])
    }

    func testAnEmptyFolderKeepsItsPermissions() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/Shop.yaml", spec)
        let api = folder.url.appendingPathComponent("API").path
        try manager.createDirectory(atPath: api, withIntermediateDirectories: false,
                                    attributes: [.posixPermissions: 0o750])
        let outcome = try GenProcess.run(["Specs", "-o", "API"], in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertEqual(try contents(folder.url, "API"), files)
        XCTAssertEqual((try manager.attributesOfItem(atPath: api)[.posixPermissions] as? NSNumber)?.intValue, 0o750)
        XCTAssertEqual(try contents(folder.url, "."), ["API", "Specs"])
    }

    func testALinkToAnEmptyFolderStaysALink() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/Shop.yaml", spec)
        try manager.createDirectory(at: folder.url.appendingPathComponent("Real"), withIntermediateDirectories: false)
        try manager.createSymbolicLink(atPath: folder.url.appendingPathComponent("API").path,
                                       withDestinationPath: "Real")
        let outcome = try GenProcess.run(["Specs", "-o", "API"], in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertEqual(try manager.destinationOfSymbolicLink(atPath: folder.url.appendingPathComponent("API").path),
                       "Real")
        XCTAssertEqual(try contents(folder.url, "Real"), files)
    }

    func testAFolderHoldingOnlyAHiddenFileKeepsIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/Shop.yaml", spec)
        try folder.write("API/.gitkeep", "")
        let outcome = try GenProcess.run(["Specs", "-o", "API", "-q"], in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertEqual(try contents(folder.url, "API"), [".gitkeep"] + files)
    }

    /// A FIFO in the output folder is not a file gen reads: the run must not wait for a writer that never comes.
    func testAFIFOInTheOutputFolderDoesNotStallTheRun() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/Shop.yaml", spec)
        try folder.write("API/README.md", "mine")
        XCTAssertEqual(mkfifo(folder.url.appendingPathComponent("API/pipe").path, 0o644), 0)
        let process = Process()
        process.executableURL = GenProcess.executable
        process.arguments = ["Specs", "-o", "API", "-q"]
        process.currentDirectoryURL = folder.url
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, "gen stalled on the FIFO and was stopped")
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(try contents(folder.url, "API"), (files + ["README.md", "pipe"]).sorted())
    }

    /// The output folder is read while the specs are rendered; what that read finds wrong is still reported
    /// after the specs, once, and nothing is written.
    func testAnOutputThatIsAFileIsAnErrorAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/Shop.yaml", spec)
        try folder.write("API", "not a folder")
        let outcome = try GenProcess.run(["Specs", "-o", "API", "--mocks-output", "Mocks", "--module", "API"],
                                         in: folder.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.errorLines,
                       ["error: output 'API' is a file, not a folder", "1 error; nothing was written"])
        XCTAssertEqual(try contents(folder.url, "."), ["API", "Specs"])
    }
}
