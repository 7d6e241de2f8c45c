import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-api [gen arguments]`: runs `gen` in the
/// package's folder — with no arguments, `gen Specs/`, so it writes exactly what `swift run gen Specs/` writes.
///
/// `gen` is built when the plugin runs, in the package's own debug build, its progress printed (the plugin declares
/// no tool dependency: one would make every `swift build` and `swift test` compile gen and its modules a second time,
/// as a plugin tool).
@main
struct GenerateAPI: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let build = try packageManager.build(.product("gen"),
                                             parameters: .init(configuration: .debug, echoLogs: true))
        guard build.succeeded, let gen = build.builtArtifacts.first(where: {
            $0.kind == .executable && $0.url.lastPathComponent == "gen"
        }) else { throw GenerateAPIError.build }
        let process = Process()
        process.executableURL = gen.url
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = arguments.isEmpty ? ["Specs/"] : arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw GenerateAPIError.run(status: process.terminationStatus)
        }
    }
}

enum GenerateAPIError: Error, CustomStringConvertible {
    case build
    case run(status: Int32)

    var description: String {
        switch self {
        case .build: "building gen failed; the build's messages are above"
        case .run(let status): "gen failed (exit status \(status)); its messages are above"
        }
    }
}
