import Names
import XCTest

/// The names the importer gives document keys: idiomatic, clear of what gen reserves, and separated by the keys
/// alone where several meet on one.
final class ImportedNamesTests: XCTestCase {
    func testTypeNamesAreUpperCamelCase() {
        XCTAssertEqual(ImportedNames.typeName("auto_merge"), "AutoMerge")
        XCTAssertEqual(ImportedNames.typeName("Author_association"), "AuthorAssociation")
        XCTAssertEqual(ImportedNames.typeName("v1.PodList"), "V1PodList")
        XCTAssertEqual(ImportedNames.typeName("repos/list-for-user"), "ReposListForUser")
        XCTAssertEqual(ImportedNames.typeName("pet"), "Pet")
        XCTAssertEqual(ImportedNames.typeName("URLLookup"), "URLLookup")
        XCTAssertEqual(ImportedNames.typeName("[]"), "Model")
    }

    func testNamesGenReservesGetASuffix() {
        XCTAssertEqual(ImportedNames.typeName("Request"), "RequestModel")
        XCTAssertEqual(ImportedNames.typeName("data"), "DataModel")
        XCTAssertEqual(ImportedNames.typeName("File"), "FileModel")
        XCTAssertEqual(ImportedNames.typeName("Error"), "Error", "Swift names generated code qualifies are fine")
        XCTAssertEqual(ImportedNames.serviceName("Swagger Petstore - OpenAPI 3.0"), "SwaggerPetstoreOpenAPI30")
        XCTAssertEqual(ImportedNames.serviceName("1Password Connect"), "API1PasswordConnect")
        XCTAssertEqual(ImportedNames.serviceName("Networking"), "NetworkingAPI")
    }

    func testEndpointNames() {
        XCTAssertEqual(ImportedNames.endpointName(operationID: "repos/list-for-user"), "reposListForUser")
        XCTAssertEqual(ImportedNames.endpointName(operationID: "getPetById"), "getPetById")
        XCTAssertEqual(ImportedNames.endpointName(operationID: "GetPetByID"), "getPetByID")
        XCTAssertEqual(ImportedNames.endpointName(operationID: "2fa-enable"), "operation2faEnable")
        XCTAssertNil(ImportedNames.endpointName(operationID: "/"))
        XCTAssertEqual(ImportedNames.endpointName(method: "GET", path: "/pets/{petId}"), "getPetsPetId")
        XCTAssertEqual(ImportedNames.endpointName(method: "DELETE", path: "/v2/{id}/2fa"), "deleteV2Id2fa")
    }

    func testIntegerCaseNamesAreDistinctAndClearOfEnumMembers() {
        XCTAssertEqual(ImportedNames.caseNames(["GUILD_TEXT", "DM", "guild text", "UNKNOWN", "raw value"]),
                       ["guildText", "dm", "guildTextValue", "unknownValue", "rawValueValue"])
    }

    /// Names a document gives string cases keep their own capitals.
    func testGivenCaseNamesKeepTheirCapitalsAndAreDistinct() {
        XCTAssertEqual(ImportedNames.givenCaseNames(["LastUpdatedOnDescending", "I386", "FreeBSD", "None", "none",
                                                     "Unknown", "raw value"]),
                       ["lastUpdatedOnDescending", "i386", "freeBSD", "none", "noneValue", "unknownValue",
                        "rawValueValue"])
    }

    func testCollisionsAreSeparatedByTheKeysAlone() {
        let candidates: [(name: String, rank: Int, key: String)] = [("AutoMerge", 0, "auto_merge"),
                                                                    ("AutoMerge", 0, "AutoMerge"), ("Pet", 0, "pet"),
                                                                    ("PetRequest", 1, "Pet.request")]
        let names = ImportedNames.separate(candidates, taken: ["PetRequest"])
        XCTAssertEqual(names, ["AutoMerge2", "AutoMerge", "Pet", "PetRequest2"])
        // Any order of the same candidates gives each the same name.
        for permutation in [[3, 2, 1, 0], [1, 3, 0, 2], [2, 0, 3, 1]] {
            let shuffled = permutation.map { candidates[$0] }
            XCTAssertEqual(ImportedNames.separate(shuffled, taken: ["PetRequest"]), permutation.map { names[$0] })
        }
        XCTAssertEqual(ImportedNames.separate([("item", 0, "b"), ("Item", 0, "a")]), ["item2", "Item"],
                       "ignoring case: types are files")
    }
}
