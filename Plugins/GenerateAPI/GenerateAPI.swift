import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-api [gen arguments]`: runs `gen` in the
/// package's folder — with no arguments, `gen Specs/`, so it writes exactly what `swift run gen Specs/` writes.
@main
struct GenerateAPI: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let gen = try context.tool(named: "gen")
        let process = Process()
        process.executableURL = gen.url
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = arguments.isEmpty ? ["Specs/"] : arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw GenerateAPIError(status: process.terminationStatus)
        }
    }
}

struct GenerateAPIError: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "gen failed (exit status \(status)); its messages are above" }
}
