/// The version `gen --version` prints.
public let specgenVersion = "0.1.0"
