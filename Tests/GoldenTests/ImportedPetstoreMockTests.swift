import GoldenImportedPetstore
import GoldenImportedPetstoreMocks
import SpecgenRuntime
import XCTest

/// The Petstore imported as published: its mocks answer with pets, orders and users made of the document's property
/// examples before a test sets a handler.
final class ImportedPetstoreMockTests: XCTestCase {
    func testGetPetByIdAnswersDoggieWithNoHandler() async throws {
        let pet = try await MockSwaggerPetstoreOpenAPI30Networker().send(GetPetByIdRequest(petId: 1))
        XCTAssertEqual(pet.name, "doggie")
        XCTAssertEqual(pet.id, 10)
        XCTAssertEqual(pet.category?.name, "Dogs")
        XCTAssertEqual(pet.status, .available)
    }

    func testOrdersAndUsersToo() async throws {
        let mock = MockSwaggerPetstoreOpenAPI30Networker()
        let order = try await mock.send(GetOrderByIdRequest(orderId: 1))
        XCTAssertEqual(order.petId, 198772)
        let user = try await mock.send(GetUserByNameRequest(username: "theUser"))
        XCTAssertEqual(user.email, "john@email.com")
    }

    func testAHandlerStillWins() async throws {
        let mock = MockSwaggerPetstoreOpenAPI30Networker()
        mock.getPetById.handle { request in Pet(id: request.petId, name: "rex", photoUrls: []) }
        let pet = try await mock.send(GetPetByIdRequest(petId: 3))
        XCTAssertEqual(pet.name, "rex")
    }
}
