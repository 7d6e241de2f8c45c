import Names
import SpecModel
import XCTest

/// Members and parameters are named on all cores, each model and request in a scope of its own: in a run of many
/// models and endpoints (many parts), each one's names and problems are those it gets alone in a run.
final class NamingInPartsTests: XCTestCase {
    /// Model `index`: properties that collide once camel-cased, keywords, `self`, a JSON key twice every seventh one.
    private func model(_ index: Int) -> String {
        """
          Thing\(index):
            properties:
              default: String
              self: Int?
              foo_bar\(index % 3): String?
              Foo Bar\(index % 3): { type: Int?, key: \(index % 7 == 0 ? "default" : "fb\(index)") }
              type: Bool?

        """
    }

    /// Endpoint `index`: query parameters and a header that collide once camel-cased, one named like a request member.
    private func endpoint(_ index: Int) -> String {
        """
          get\(index):
            path: /things/{id}
            query: { id: Int?, "per-page": Int?, per_page\(index % 2): Int?, method: String? }
            headers: { Id: String? }

        """
    }

    private func spec(models: [Int], endpoints: [Int]) -> String {
        "service: S\n" + (models.isEmpty ? "" : "models:\n" + models.map(model).joined())
            + (endpoints.isEmpty ? "" : "endpoints:\n" + endpoints.map(endpoint).joined())
    }

    func testManyModelsAndEndpointsAreNamedAsEachIsAlone() {
        let count = 300
        let whole = decided(spec(models: Array(0..<count), endpoints: Array(0..<count)))
        XCTAssertEqual(whole.names.models.count, count)
        XCTAssertEqual(whole.names.endpoints.count, count)
        var alone: [String] = []
        for index in 0..<count {
            let one = decided(spec(models: [index], endpoints: [index]))
            XCTAssertEqual(whole.names.models[index], one.names.models[0], "model \(index)")
            XCTAssertEqual(whole.names.endpoints[index], one.names.endpoints[0], "endpoint \(index)")
            alone += one.diagnostics
        }
        // Every seventh model decodes one JSON key twice: the same errors, each once, as the models alone give.
        XCTAssertEqual(whole.diagnostics.filter { $0.contains("JSON key") }.count, (count + 6) / 7)
        XCTAssertEqual(Set(whole.diagnostics.filter { $0.contains("error:") }.map(Self.withoutPlace)),
                       Set(alone.filter { $0.contains("error:") }.map(Self.withoutPlace)))
    }

    /// A diagnostic's text without its line and column (the models stand elsewhere alone).
    private static func withoutPlace(_ line: String) -> String {
        line.replacingOccurrences(of: #":\d+:\d+:"#, with: ":", options: .regularExpression)
    }
}
