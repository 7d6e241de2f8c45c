import Foundation
import Mustache
import Names
@testable import Render
import SpecModel
import Translate
import XCTest

/// `FastTemplate` must print exactly what swift-mustache prints: for gen's own templates on every scenario,
/// for whitespace and lookup edge cases, and for thousands of random templates. Where it can't, it must say so
/// (nil) rather than print something else.
final class FastTemplateTests: XCTestCase {
    private struct TestView: TemplateView {
        var values: [String: TemplateValue]
        func templateValue(_ key: String) -> TemplateValue? { values[key] }
    }

    private static let item = TestView(values: ["name": .text("x"), "flag": .flag(false), "list": .texts(["i"])])
    private static let root = TestView(values: [
        "name": .text("Ada <&> \"q\" 'a'"), "blank": .text(""), "flag": .flag(true), "off": .flag(false),
        "empty": .texts([]), "list": .texts(["a", "b"]), "none": .views([]),
        "items": .views([item, TestView(values: ["name": .text("y")])]),
    ])

    private func mustache(_ template: String, _ view: any TemplateView = root) throws -> String {
        try MustacheTemplate(string: template).render(MustacheView(view: view))
    }

    private func assertSame(_ template: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let fast = try XCTUnwrap(FastTemplate(template), "not taken: \(template.debugDescription)", file: file, line: line)
        XCTAssertEqual(fast.render(Self.root), try mustache(template), template.debugDescription, file: file, line: line)
    }

    func testGensTemplatesAreAllTaken() {
        for name in TemplateSet.names {
            XCTAssertNotNil(FastTemplate(EmbeddedTemplates.all[name] ?? ""), name)
        }
    }

    func testEveryScenarioRendersAsSwiftMustacheRendersIt() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let scenarios = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Tests/Scenarios").path)
        let folders = scenarios.map { "Tests/Scenarios/\($0)" } + ["Specs"]
        let templates = try TemplateSet()
        var rendered = 0
        for folder in folders {
            let url = root.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
                .filter { $0.hasSuffix(".yaml") }.sorted()
            let inputs = try names.map { SpecInput(path: $0, bytes: Array(try Data(contentsOf: url.appendingPathComponent($0)))) }
            let loaded = SpecLoader.load(inputs) { path in (try? Data(contentsOf: url.appendingPathComponent(path))).map(Array.init) }
            XCTAssertFalse(loaded.hasErrors, folder)
            let named = NamingPass.decide(loaded.api)
            XCTAssertEqual(named.diagnostics.count, 0, folder)
            let translator = Translator(api: loaded.api, names: named.names, options: TranslateOptions(access: .public, mocksModule: "API"))
            for item in translator.items {
                for file in translator.files(for: item) {
                    let view = Renderer.view(of: file)
                    let name = file.content.templateName
                    let fast = try XCTUnwrap(templates.templates[name]?.fast?.render(view), "\(folder) \(file.fileName)")
                    XCTAssertEqual(fast, try mustache(EmbeddedTemplates.all[name] ?? "", view), "\(folder) \(file.fileName)")
                    rendered += 1
                }
            }
        }
        XCTAssertGreaterThan(rendered, 100)
    }

    /// Overrides FastTemplate doesn't take, or can't print, are rendered by swift-mustache: same text either way.
    func testOverridesFallBackToSwiftMustache() throws {
        let view = TestView(values: ["typeName": .text("Shop"), "imports": .texts(["Foundation"])])
        for template in ["{{% CONTENT_TYPE: TEXT}}{{uppercased(typeName)}}", "{{% CONTENT_TYPE: TEXT}}{{imports}} {{typeName}}",
                         "{{=<% %>=}}<%typeName%>"] {
            let set = try TemplateSet(overrides: ["service": template])
            XCTAssertEqual(set.render("service", view), try mustache(template, view), template)
            XCTAssertFalse(set.render("service", view).isEmpty, template)
        }
    }

    func testWhitespaceAndLookupEdgeCases() throws {
        let cases = [
            "", "plain", "{{name}}", "{{{name}}}", "{{& name }}", "{{% CONTENT_TYPE: TEXT}}\n{{name}}",
            "{{%CONTENT_TYPE:HTML}}{{name}}", "a{{! comment }}b", "  {{! standalone }}  \nx", "x {{! inline }} \ny",
            "{{#flag}}\nin\n{{/flag}}\n", "  {{#flag}}  \n  in\n  {{/flag}}  \nafter", "{{#off}}no{{/off}}{{^off}}yes{{/off}}",
            "{{#list}}[{{.}}]{{/list}}", "{{#list}}\n- {{.}}\n{{/list}}\n", "{{^empty}}none{{/empty}}", "{{#empty}}x{{/empty}}",
            "{{#items}}{{name}}{{#flag}}!{{/flag}},{{/items}}", "{{#items}}{{#list}}{{name}}{{.}}{{/list}}{{/items}}",
            "{{#blank}}<{{.}}>{{/blank}}", "{{^blank}}no{{/blank}}", "{{#name}}{{.}}{{/name}}", "{{missing}}|{{#missing}}x{{/missing}}|{{^missing}}y{{/missing}}",
            "{{items.name}}", "{{.name}}", "{{#items}}{{.name}}{{/items}}", "{{flag}} {{off}}", "\r\n{{#flag}}\r\n a\r\n{{/flag}}\r\n",
            "{{#flag}}\t\n{{/flag}}", "x{{#flag}}\ny\n{{/flag}}\n", "\t{{#list}}\n\t{{.}}\n\t{{/list}}\n", "{ {{name}} }",
            "{{#none}}x{{/none}}{{^none}}{{name}}{{/none}}", "{{^empty}}{{name}}{{/empty}}", "{{#flag}}{{#flag}}deep{{/flag}}{{/flag}}",
            "  {{name}}\n", "{{#flag}}a{{/flag}}\n  {{#flag}}\nb\n  {{/flag}}", "{{! a\nmultiline comment }}\n{{name}}",
            "{{#items}}\n  {{% CONTENT_TYPE: TEXT}}\n  {{name}}\n{{/items}}{{name}}",
        ]
        for template in cases { try assertSame(template) }
    }

    func testListsAndViewsPrintedAsVariablesAreLeftToSwiftMustache() throws {
        for template in ["{{list}}", "{{items}}", "{{#items}}{{.}}{{/items}}"] {
            XCTAssertNil(try XCTUnwrap(FastTemplate(template)).render(Self.root), template)
        }
    }

    func testPartialsTransformsDelimitersAndInheritanceAreLeftToSwiftMustache() {
        for template in ["{{> other}}", "{{uppercased(name)}}", "{{=<% %>=}}", "{{<parent}}{{/parent}}", "{{$block}}x{{/block}}",
                         "{{#first()}}x{{/first()}}", "{{#a}}", "{{/a}}", "{{name"] {
            XCTAssertNil(FastTemplate(template), template)
        }
    }

    /// Random templates built from the tags and whitespace that decide standalone lines.
    func testRandomTemplatesRenderAsSwiftMustacheRendersThem() throws {
        var random = SeededRandom(seed: 6)
        let sections = ["flag", "off", "list", "empty", "items", "missing", "blank", "none"]
        let leaves = ["a", "bc", " ", "  ", "\t", "\n", "\r\n", "{", "}", "{{name}}", "{{{name}}}", "{{& list.x }}", "{{.}}",
                      "{{items.name}}", "{{! note }}", "{{%CONTENT_TYPE: TEXT}}", "{{missing}}", "{{flag}}", "<&>"]
        func piece(_ depth: Int) -> String {
            if depth < 3, random.next(8) == 0 {
                let name = sections[random.next(sections.count)]
                let open = random.next(3) == 0 ? "^" : "#"
                return "{{\(open)\(name)}}" + body(depth + 1) + "{{/\(name)}}"
            }
            return leaves[random.next(leaves.count)]
        }
        func body(_ depth: Int) -> String { (0..<random.next(12)).map { _ in piece(depth) }.joined() }
        var compared = 0
        for _ in 0..<4000 {
            let template = body(0)
            guard let expected = try? mustache(template) else { continue }
            let fast = try XCTUnwrap(FastTemplate(template), template.debugDescription)
            guard let output = fast.render(Self.root) else { continue }
            XCTAssertEqual(output, expected, template.debugDescription)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 2000)
    }
}
