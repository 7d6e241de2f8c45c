import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory import-openapi DOC [gen-import arguments]`: runs `gen-import`
/// in the package's folder with the arguments as given (`--overlay FIX.yaml`, `-o Specs/`, filters). A plugin of its
/// own, so that `generate-api` never builds the importer and its OpenAPI dependencies.
///
/// `gen-import` is built when the plugin runs, in the package's own debug build, its progress printed (the plugin
/// declares no tool dependency: one would make every `swift build` and `swift test` compile the importer a second
/// time, as a tool).
@main
struct ImportOpenAPI: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let build = try packageManager.build(.product("gen-import"),
                                             parameters: .init(configuration: .debug, echoLogs: true))
        guard build.succeeded, let tool = build.builtArtifacts.first(where: {
            $0.kind == .executable && $0.url.lastPathComponent == "gen-import"
        }) else { throw ImportOpenAPIError.build }
        let process = Process()
        process.executableURL = tool.url
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ImportOpenAPIError.run(status: process.terminationStatus)
        }
    }
}

enum ImportOpenAPIError: Error, CustomStringConvertible {
    case build
    case run(status: Int32)

    var description: String {
        switch self {
        case .build: "building gen-import failed; the build's messages are above"
        case .run(let status): "gen-import failed (exit status \(status)); its messages are above"
        }
    }
}
