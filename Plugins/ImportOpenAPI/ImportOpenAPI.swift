import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory import-openapi DOC [gen-import arguments]`: runs `gen-import`
/// in the package's folder with the arguments as given (`--overlay FIX.yaml`, `-o Specs/`, filters). A plugin of its
/// own, so that `generate-api` never builds the importer and its OpenAPI dependencies.
@main
struct ImportOpenAPI: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "gen-import")
        let process = Process()
        process.executableURL = tool.url
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ImportOpenAPIError(status: process.terminationStatus)
        }
    }
}

struct ImportOpenAPIError: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "gen-import failed (exit status \(status)); its messages are above" }
}
