import Foundation
import TestSupport
import XCTest

/// The `modules` layout as a user has it: gen writes a local package from specs and a config, an app's package
/// depends on it and imports one module, and both build. Under the repository's .build/ (kept between runs, so
/// builds are incremental): `Runtime` (a package holding the runtime's sources), `Specs`, the generated `ShopAPI` and
/// `App`, which uses a type of every module, the namespace and the mocks.
final class ModulesLayoutBuildTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
    private let root = repository.appendingPathComponent(".build/modules-layout-check")

    private static let specs: [String: String] = [
        "specgen.yml": "output: ../ShopAPI\nmocksOutput: ../App/Sources/ShopMocks\nmodule: ShopAPI\nlayout: "
                       + "modules\nruntime: ../Runtime\n",
        "Common.yaml": "models:\n  Tag: { properties: { name: String } }\n",
        "Orders.yaml": """
            service: Shop
            models:
              Order: { properties: { id: Int, tags: "[Tag]", state: State? } }
              State: { enum: [open, closed] }
            endpoints:
              getOrders: { path: /orders, query: { page: Int? }, response: "[Order]", paging: { style: page } }

            """,
        "Users.yaml": """
            service: Shop
            baseURL: https://shop.example
            models:
              User: { properties: { tag: Tag } }
            endpoints:
              getUser: { path: "/users/{id}", response: User, example: { tag: { name: staff } } }

            """,
    ]

    private static let app = """
        import ShopAPI
        import ShopMocks
        import SpecgenRuntime

        @MainActor
        func useEveryModule() async throws -> [String] {
            let order = Order(id: 1, tags: [Tag(name: "a")], state: .open)
            let mock = MockShopNetworker()
            let user = try await mock.send(GetUserRequest(id: "7"))
            let controller = GetOrdersController(networking: mock)
            return [Shop.baseURL.absoluteString, order.tags[0].name, user.tag.name, "\\(controller.objects.count)"]
        }

        """

    private var package: ScratchPackage { ScratchPackage(root) }

    private func setUp(specs: [String: String]) throws {
        try package.write("Runtime/Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(name: "Runtime", platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
                                  products: [.library(name: "SpecgenRuntime", targets: ["SpecgenRuntime"])],
                                  targets: [.target(name: "SpecgenRuntime")])

            """)
        try package.link("Runtime/Sources/SpecgenRuntime",
                         to: Self.repository.appendingPathComponent("Sources/SpecgenRuntime"))
        try package.buildsAgainWhenFilesChange(behind: ["Runtime/Sources/SpecgenRuntime"], stamp: "Runtime/files.txt",
                                               build: "App/.build")
        try? FileManager.default.removeItem(at: root.appendingPathComponent("Specs"))
        for (name, text) in specs { try package.write("Specs/" + name, text) }
        try package.write("App/Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "App",
                platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
                dependencies: [.package(path: "../ShopAPI"), .package(path: "../Runtime")],
                targets: [
                    .target(name: "ShopMocks", dependencies: [.product(name: "ShopAPI", package: "ShopAPI"),
                                                              .product(name: "SpecgenRuntime", package: "Runtime")]),
                    .target(name: "App", dependencies: ["ShopMocks", .product(name: "ShopAPI", package: "ShopAPI"),
                                                        .product(name: "SpecgenRuntime", package: "Runtime")]),
                ]
            )

            """)
        try package.write("App/Sources/App/App.swift", Self.app)
    }

    func testTheGeneratedPackageBuildsAndOneImportGivesEveryModule() throws {
        try setUp(specs: Self.specs)
        let generated = try GenProcess.run(["Specs"], in: root)
        XCTAssertEqual(generated.status, 0, generated.standardError)
        let modules = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("ShopAPI/Sources")
                                                                      .path).sorted()
        XCTAssertEqual(modules, ["ShopAPI", "ShopAPIOrders", "ShopAPIShared", "ShopAPIUsers"])
        let build = try SwiftBuild.run(package: root.appendingPathComponent("App"))
        XCTAssertEqual(build.status, 0, build.output)
        XCTAssertFalse(build.output.contains("warning:"), build.output)
        let check = try GenProcess.run(["Specs", "--check"], in: root)
        XCTAssertEqual(check.status, 0, check.standardOutput + check.standardError)

        // One spec changed: only its part's folder is written again; a spec taken away takes its part with it.
        var changed = Self.specs
        changed["Orders.yaml"] = Self.specs["Orders.yaml"]!
            .replacingOccurrences(of: "state: State? }", with: "state: State?, note: String? }")
        try setUp(specs: changed)
        let second = try GenProcess.run(["Specs"], in: root)
        XCTAssertEqual(second.status, 0, second.standardError)
        let written = second.standardOutput.split(separator: "\n").map(String.init)
            .filter { $0.contains(" written,") && !$0.contains(" 0 written,") }
        XCTAssertEqual(written, ["ShopAPI/Sources/ShopAPIOrders: 1 file: 1 written, 0 unchanged, 0 removed"],
                       second.standardOutput)
        XCTAssertEqual(try SwiftBuild.run(package: root.appendingPathComponent("App")).status, 0)

        // SwiftPM's Package.resolved beside the generated manifest (the package built on its own) draws no warning.
        changed["Users.yaml"] = nil
        try setUp(specs: changed)
        try package.write("ShopAPI/Package.resolved", "{ \"pins\" : [ ], \"version\" : 3 }\n")
        let third = try GenProcess.run(["Specs"], in: root)
        XCTAssertEqual(third.status, 0, third.standardError)
        XCTAssertEqual(third.standardError, "")
        XCTAssertTrue(
            third.standardOutput.contains("ShopAPI/Sources/ShopAPIUsers: 0 files: 0 written, 0 unchanged, 1 removed\n"),
            third.standardOutput)
        // Its folder goes, and so does Shared's: with Users gone, Orders alone reaches Tag.
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("ShopAPI/Sources/ShopAPIUsers").path))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("ShopAPI/Sources").path)
                .sorted(),
            ["ShopAPI", "ShopAPIOrders"])
    }
}
