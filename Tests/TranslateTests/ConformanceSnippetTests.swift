import Generator
import Translate
import XCTest

/// A generated type conforms to what its use needs: `Decodable` where responses reach it, `Encodable` where
/// request bodies do, `Codable` where both or neither do; the config adds protocols to every type.
final class ConformanceSnippetTests: XCTestCase {
    private let spec = """
        service: S
        models:
          Owl: { properties: { id: Int, kind: Kind, nest: Nest } }
          Nest: { properties: { id: Int } }
          NewOwl: { properties: { name: String, kind: Kind } }
          Kind: { enum: [tawny, barn] }
          Loose: { properties: { id: Int } }
          Both: { properties: { id: Int } }
        endpoints:
          getOwl: { path: /owls/1, response: Owl }
          addOwl: { path: /owls, method: POST, body: NewOwl, response: "[String: Both]" }
          putBoth: { path: /both, method: PUT, body: "[Both]?" }
        """

    private func declaration(_ files: [String: String], _ name: String) -> String? {
        files["\(name).swift"]?.split(separator: "\n").first { $0.contains(" \(name): ") }.map(String.init)
    }

    func testConformancesFollowUse() {
        let files = generated(spec)
        XCTAssertEqual(declaration(files, "Owl"), "public struct Owl: Decodable, Equatable, Sendable {")
        XCTAssertEqual(declaration(files, "Nest"), "public struct Nest: Decodable, Equatable, Sendable {",
                       "reached through a property")
        XCTAssertEqual(declaration(files, "NewOwl"), "public struct NewOwl: Encodable, Equatable, Sendable {")
        XCTAssertEqual(declaration(files, "Kind"),
                       "public enum Kind: RawRepresentable, Codable, Equatable, Sendable, CaseIterable {",
                       "an enum in a response and in a body")
        XCTAssertEqual(declaration(files, "Both"), "public struct Both: Codable, Equatable, Sendable {",
                       "through a dictionary and an optional list")
        XCTAssertEqual(declaration(files, "Loose"), "public struct Loose: Codable, Equatable, Sendable {",
                       "no endpoint reaches it")
    }

    func testAnUnreachedModelMakesWhatItHoldsCodable() {
        let files = generated("""
            service: S
            models:
              Album: { properties: { photo: Photo } }
              Photo: { properties: { id: Int } }
            endpoints:
              upload: { path: /photos, method: POST, body: Photo }
            """)
        XCTAssertEqual(declaration(files, "Album"), "public struct Album: Codable, Equatable, Sendable {")
        XCTAssertEqual(declaration(files, "Photo"), "public struct Photo: Codable, Equatable, Sendable {",
                       "a body makes it Encodable; Album, used either way, needs it Decodable too")
    }

    func testAnEnumTakesItsCodingFromTheStandardLibrary() {
        let files = generated("""
            service: S
            models:
              Kind: { enum: [a, b] }
            endpoints:
              get: { path: /k, response: Kind }
            """)
        let text = files["Kind.swift"] ?? ""
        XCTAssertEqual(declaration(files, "Kind"),
                       "public enum Kind: RawRepresentable, Decodable, Equatable, Sendable, CaseIterable {")
        XCTAssertFalse(text.contains("init(from"), text)
        XCTAssertFalse(text.contains("func encode(to"), text)
    }

    func testTheConfigAddsProtocolsToEveryType() {
        let files = generated(spec, conformances: [.hashable, .encodable])
        XCTAssertEqual(declaration(files, "Owl"), "public struct Owl: Codable, Hashable, Sendable {")
        XCTAssertEqual(declaration(files, "NewOwl"), "public struct NewOwl: Encodable, Hashable, Sendable {")
        XCTAssertEqual(declaration(files, "Kind"),
                       "public enum Kind: RawRepresentable, Codable, Hashable, Sendable, CaseIterable {")
    }
}
