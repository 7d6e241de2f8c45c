import Names
import SpecModel
import Wording
import Translate
import XCTest

/// Every type of every scenario and of the example API declares each name once; a view with two alike is caught.
final class DeclaredNamesTests: XCTestCase {
    func testEveryScenarioDeclaresEachNameOnce() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let scenarios =
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Tests/Scenarios").path)
        var checked = 0
        for folder in scenarios.map({ "Tests/Scenarios/\($0)" }) + ["Specs"] {
            let url = root.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".yaml") }
                .sorted()
            let inputs = try names.map {
                SpecInput(path: $0, bytes: Array(try Data(contentsOf: url.appendingPathComponent($0))))
            }
            let loaded = SpecLoader.load(inputs) { path in
                (try? Data(contentsOf: url.appendingPathComponent(path))).map(Array.init)
            }
            let named = NamingPass.decide(loaded.api)
            XCTAssertEqual((loaded.diagnostics + named.diagnostics).count, 0, folder)
            let translator = Translator(api: loaded.api, names: named.names,
                                        options: TranslateOptions(mocksModule: "API"))
            for file in translator.items.flatMap(translator.files(for:)) {
                XCTAssertNil(file.duplicateName.map { "\($0.scope): \($0.name)" }, "\(folder)/\(file.fileName)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    func testTwoPropertiesAlikeAreFound() throws {
        let (api, names) = try XCTUnwrap(checkedSpec("""
            models:
              Item: { properties: { a: Int, b: Int } }
            """))
        let translator = Translator(api: api, names: names, options: TranslateOptions())
        var file = try XCTUnwrap(translator.items.flatMap(translator.files(for:)).first)
        guard case .model(var view) = file.content else { return XCTFail("a model expected") }
        view.properties[1].name = "`a`"
        file.content = .model(view)
        XCTAssertEqual(file.duplicateName?.scope, "members of Item")
        XCTAssertEqual(file.duplicateName?.name, "`a`")
    }
}
