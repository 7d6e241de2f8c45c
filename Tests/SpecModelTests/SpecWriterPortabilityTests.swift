import SpecModel
import XCTest

/// What the spec writer quotes so that YAML 1.1 readers (PyYAML's pure-Python loader, and the tools built on it) read
/// what gen reads: the spellings themselves. SpecYAMLReadersTests loads such text with those readers.
final class SpecWriterPortabilityTests: XCTestCase {
    private func spec(models: [Model] = [], endpoints: [Endpoint] = []) -> Spec {
        var spec = Spec(file: "T.yaml")
        spec.service = Located("Shop", at: .start)
        spec.models = models
        spec.endpoints = endpoints
        return spec
    }

    private func property(_ name: String, _ type: TypeRef, nullable: Bool = false) -> Property {
        var property = Property(name: Located(name, at: .start), type: type)
        property.isNullable = nullable
        return property
    }

    func testAnOptionalTypeIsQuotedInsideFlowMappingsOnly() {
        let optional = TypeRef.optional(.named("String", at: .start))
        let model = Model(name: Located("Profile", at: .start),
                          kind: .object([property("bio", optional, nullable: true), property("nick", optional)]))
        var endpoint = Endpoint(name: Located("get", at: .start), path: Located("/p", at: .start))
        endpoint.response = .optional(.named("Profile", at: .start))
        let text = SpecWriter.text(spec(models: [model], endpoints: [endpoint]))
        XCTAssertTrue(text.contains("bio: { type: \"String?\", nullable: true }\n"), text)
        XCTAssertTrue(text.contains("nick: String?\n"), text)
        XCTAssertTrue(text.contains("response: Profile?\n"), text)
    }

    func testTextThatYAML11ReadsAsAnotherTypeIsQuoted() {
        let quoted = ["0_7", "1_000", "1:30", "-1:30", "190:20:30.15", "0b101", "0x_1F", "1_0.5", "2024-05-01",
                      "2011-01-26T19:06:43Z", "2001-12-14 21:59:43.10 -5", "=", "<<", "on", "Off", "y", "a?b", "a?"]
        let plain = ["2fa", "3D", "v1.0", "1.2.3", "2024-05", "12:30 pm", "a-b", "x=y", "<a>", "1e5x"]
        let model = Model(name: Located("Words", at: .start),
                          kind: .enumeration((quoted + plain).map { EnumCase(rawValue: Located($0, at: .start)) }))
        let text = SpecWriter.text(spec(models: [model]))
        let line = text.split(separator: "\n").first { $0.contains("enum:") }.map(String.init) ?? text
        for word in quoted {
            XCTAssertTrue(line.contains("\"\(word)\""), "\(word) in \(line)")
        }
        for word in plain {
            XCTAssertTrue(line.contains(" \(word),") || line.contains(" \(word)]"), "\(word) in \(line)")
        }
    }

    func testNumbersAreWrittenTheWayEveryReaderTakesThemForTheSameNumber() {
        let values: [(Literal, String)] = [
            (Literal(.int(17), at: .start, written: "017"), "17"),
            (Literal(.int(15), at: .start, written: "0o17"), "15"),
            (Literal(.int(31), at: .start, written: "0x1F"), "0x1F"),
            (Literal(.int(5), at: .start, written: "+5"), "+5"),
            (Literal(.double(100_000), at: .start, written: "1e5"), "100000.0"),
            (Literal(.double(1500), at: .start, written: "1.5e3"), "1500.0"),
            (Literal(.double(0.5), at: .start, written: ".5"), "0.5"),
            (Literal(.double(1.5), at: .start, written: "1.50"), "1.50"),
            (.number(1e-7), "1.0e-07"), (.number(1e20), "1.0e+20"), (.number(2.5e-8), "2.5e-08"),
            (.number(3), "3.0"), (.number(-.infinity), "-.inf"),
        ]
        var endpoint = Endpoint(name: Located("get", at: .start), path: Located("/x", at: .start))
        endpoint.response = .named("JSON", at: .start)
        endpoint.example = .inline(.list(values.map(\.0)))
        let text = SpecWriter.text(spec(endpoints: [endpoint]))
        XCTAssertTrue(text.contains("example: [" + values.map(\.1).joined(separator: ", ") + "]\n"), text)
    }

    func testCharactersNoYAMLReaderTakesAreEscaped() {
        let texts = ["a\u{FFFE}b", "a\u{FFFF}", "\u{85}", "a\u{2029}"]
        let model = Model(name: Located("Odd", at: .start),
                          kind: .enumeration(texts.map { EnumCase(rawValue: Located($0, at: .start)) }))
        let text = SpecWriter.text(spec(models: [model]))
        XCTAssertTrue(text.contains(#"enum: ["a\uFFFEb", "a\uFFFF", "\u0085", "a\u2029"]"#), text)
    }
}
