import Foundation
import Generator
import XCTest

/// Generated output compared with committed golden files. Every expected folder is also a target of
/// Package.swift, so `swift build` proves the golden output compiles in Swift 6 mode without warnings.
final class GoldenTests: XCTestCase {
    /// This repository's example specs: Specs/ → Sources/ExampleAPI (what `swift run gen Specs/` writes).
    func testExampleSpecs() throws {
        let root = GoldenScenario.root
        try GoldenScenario(specs: root.appendingPathComponent("Specs"),
                           expected: root.appendingPathComponent("Sources/ExampleAPI"),
                           mocksExpected: root.appendingPathComponent("Sources/ExampleAPIMocks")).check()
    }

    /// Every type of the grammar, defaults and consts of each kind, every parameter kind and date coding.
    func testTypeGrammar() throws { try GoldenScenario.named("TypeGrammar").check() }

    /// Enums: list and map forms, integer enums, unknown values, a raw value `unknown`, values that aren't identifiers.
    func testEnums() throws { try GoldenScenario.named("Enums").check() }

    /// Every Swift keyword as a property, enum case and parameter; keys like `+1`, `bookmarked?`, `page[number]`;
    /// models named like Swift types; self-referencing models.
    func testNamingTorture() throws { try GoldenScenario.named("NamingTorture").check() }

    /// Names that collide once derived, renamed by the naming rules: parameters named like request, controller
    /// and mock members or like locals of generated bodies, enum cases named like enum members, `self`.
    func testCollisions() throws { try GoldenScenario.named("Collisions").check() }

    /// Every paging style (offset with and without a total, page numbers with a size parameter or not, cursor
    /// tokens, next URLs in the body, Link headers), nested optional key paths, and the mock networker.
    func testPaging() throws { try GoldenScenario.named("Paging").check() }

    /// Unions: tagged (with `tags:` and defaults, an enum tag, unknown tags), untagged (every JSON kind, a list
    /// of itself), the map form's case names, recursion through a member, examples and mocks.
    func testUnions() throws { try GoldenScenario.named("Unions").check() }

    /// Fields: `Expandable<Model>`, `nullable:` (always sent, and left out / null / value), per-property `dates:`,
    /// `additionalProperties:` kept and written back.
    func testFields() throws { try GoldenScenario.named("Fields").check() }

    /// Endpoints of Discord's API description written by hand: channels as a union tagged by an integer,
    /// integer enums, message components that nest, open embeds, a PATCH with nullable fields.
    func testDiscord() throws { try GoldenScenario.named("Discord").check() }

    /// More endpoints than one part of a mock holds, with mocks.
    func testManyEndpoints() throws { try GoldenScenario.named("ManyEndpoints").check() }

    /// Format 1.1 requests: query styles, multi-segment paths, form, multipart and raw bodies, several success
    /// responses, typed error bodies and last-item paging, with mocks.
    func testRequests() throws { try GoldenScenario.named("Requests").check() }

    /// Every operation of the Petstore document written as a spec (its module has no mocks target).
    func testPetstore() throws {
        var scenario = GoldenScenario.named("Petstore")
        scenario.mocksExpected = nil
        try scenario.check()
    }

    /// One service written as three files: one namespace and mock, grouped files kept apart per file, each file's
    /// own dates, keys, headers and typed errors, and a mock endpoint renamed because of another file's.
    func testSplitService() throws { try GoldenScenario.named("SplitService").check() }

    /// Models named like the Swift and Foundation types generated code names (`DecodingError`, `Error`, `Result`,
    /// …) beside every kind of generated code: what generated code names is qualified where a model could shadow it.
    func testShadowing() throws { try GoldenScenario.named("Shadowing").check() }

    /// The specs gen-import writes for the Nullable fixtures (3.0 and 3.1 forms of nullable through `$ref`), generated
    /// and compiled; ImportedNullableDecodingTests decodes payloads with them.
    func testImportedNullable() throws {
        try GoldenScenario.imported("Nullable.yaml", as: "ImportedNullable30").check()
        try GoldenScenario.imported("Nullable31.yaml", as: "ImportedNullable31").check()
    }

    /// The specs gen-import writes for the AnyOf fixture (objects merged, a key the members type differently a union,
    /// a chain of two kinds of hop one model), generated and compiled; ImportedAnyOfDecodingTests decodes with them.
    func testImportedAnyOf() throws {
        try GoldenScenario.imported("AnyOf.yaml", as: "ImportedAnyOf").check()
    }

    /// The imports of the Paging fixture (a controller per way of paging), the Accounts fixture (credentials, examples;
    /// with mocks), the Petstore (with mocks) and the GitHub excerpt (with mocks), generated and compiled.
    func testImportedPagingCredentialsAndExamples() throws {
        try GoldenScenario.imported("Paging.yaml", as: "ImportedPaging").check()
        try GoldenScenario.imported("Accounts.yaml", as: "ImportedAccounts", mocks: true).check()
        try GoldenScenario.imported("Petstore.yaml", as: "ImportedPetstore", mocks: true).check()
        try GoldenScenario.imported("GitHub.json", as: "ImportedGitHub", mocks: true).check()
        try GoldenScenario.imported("GitHub.json+overlay", as: "ImportedGitHubFixed").check()
    }

    /// Every kind of stream — events of one type with an end event, events typed by name, a resumable GET,
    /// JSON Lines, JSON text sequences, bytes — with mocks that play their examples; and the import of the Streams
    /// fixture (a stream beside a JSON response, events typed by name from envelopes), with mocks.
    func testStreams() throws {
        try GoldenScenario.named("Streams").check()
        try GoldenScenario.imported("Streams.yaml", as: "ImportedStreams", mocks: true).check()
    }

    func testAccessPublic() throws { try GoldenScenario.named("AccessPublic").check() }
    func testAccessPackage() throws { try GoldenScenario.named("AccessPackage").check() }
    func testAccessInternal() throws { try GoldenScenario.named("AccessInternal").check() }

    /// Models declared with `let` (`properties: let`): optionals, defaults, a boxed self-reference, a three-state
    /// property and additional properties.
    func testLetProperties() throws { try GoldenScenario.named("LetProperties").check() }

    func testUnifiedDiffShowsChangedLinesWithContext() {
        let diff = UnifiedDiff.make(old: "a\nb\nc\nd\n", new: "a\nB\nc\nd\ne\n", oldName: "old", newName: "new")
        XCTAssertEqual(diff, "--- old\n+++ new\n@@ -1,4 +1,5 @@\n a\n-b\n+B\n c\n d\n+e")
    }
}
