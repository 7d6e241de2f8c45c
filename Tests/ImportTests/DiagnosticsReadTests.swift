import Foundation
import OpenAPIImport
import SpecModel
import Wording
import XCTest

/// What gen-import prints of every fixture reads as diagnostics a person reads: one short line each, no words twice,
/// none of the libraries' own wording, and a summary by class that agrees with the diagnostics and the operations.
final class DiagnosticsReadTests: XCTestCase {
    /// Phrases of OpenAPIKit's and libyaml's descriptions.
    static let foreignWording = ["`", "**", "Expected to find", "to be parsable", "Problem encountered",
                                 "Inconsistency encountered", "Found neither", "could not be parsed", "but it was not",
                                 "did not find expected", "could not find expected", "not allowed in this context",
                                 "while parsing", "while scanning", "libyaml", "OpenAPIKit"]

    func testEveryFixturesDiagnosticsReadAsAPersonReadsThem() throws {
        var checked = 0
        for fixture in try ImportGoldenTests.documents() {
            let overlay = fixture.replacingOccurrences(of: ".yaml", with: ".overlay.yaml")
                .replacingOccurrences(of: ".json", with: ".overlay.yaml")
            let overlays = FileManager.default.fileExists(
                atPath: ImportGoldenTests.fixtures.appendingPathComponent(overlay).path) ? [overlay] : []
            let (_, output) = try ImportGoldenTests.imported(fixture, overlays: overlays)
            let diagnostics = output.overlayWarnings + Diagnostic.sortedByPlace(output.warnings)
            let listing = DiagnosticListing()
            let lines = listing.lines(diagnostics)
            let summary = listing.summary(diagnostics, costs: output.costs)
            for line in lines + summary {
                XCTAssertLessThanOrEqual(line.count, 300, "\(fixture): \(line)")
                for phrase in Self.foreignWording {
                    XCTAssertFalse(line.contains(phrase), "\(fixture): \(line)")
                }
            }
            let messages = lines.map { line in
                line.split(separator: ": ", maxSplits: 2).dropFirst().joined(separator: ": ")
                    .replacingOccurrences(of: #" \(and \d+ more like it; --verbose lists them\)"#, with: "",
                                          options: .regularExpression)
            }
            XCTAssertEqual(Set(messages).count, messages.count, "\(fixture): words printed twice: \(lines)")
            assertSummaryAgrees(summary, diagnostics: diagnostics, output: output, fixture: fixture)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 15)
    }

    /// Each class's count is the number of its diagnostics (one per place), no class costs more operations than the
    /// operations' line counts, and the approximated and skipped operations are each charged to some class.
    private func assertSummaryAgrees(_ summary: [String], diagnostics: [Diagnostic], output: ImportOutput,
                                     fixture: String) {
        struct Place: Hashable {
            var location: Location
            var name: String
        }
        var counts: [String: Set<Place>] = [:]
        for diagnostic in diagnostics where diagnostic.severity != .error {
            let name = diagnostic.finding.diagnosticClass
            counts[name, default: []].insert(Place(location: diagnostic.location, name: name))
        }
        XCTAssertEqual(summary.count, counts.count, "\(fixture): \(summary)")
        for (name, places) in counts {
            XCTAssertEqual(summary.filter { $0.hasPrefix("\(places.count) × ") && $0.hasSuffix("[\(name)]") }.count, 1,
                           "\(fixture): \(name) × \(places.count) in \(summary)")
        }
        let costs = output.costs.values
        XCTAssertTrue(costs.allSatisfy { $0.approximated <= output.approximated && $0.skipped <= output.skipped },
                      "\(fixture): \(output.costs) against \(output.summary)")
        XCTAssertGreaterThanOrEqual(costs.map(\.approximated).reduce(0, +), output.approximated, fixture)
        XCTAssertGreaterThanOrEqual(costs.map(\.skipped).reduce(0, +), output.skipped, fixture)
    }
}
