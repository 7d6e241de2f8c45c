extension Unicode.Scalar {
    /// `properties.isAlphabetic`, answered without Unicode's tables for ASCII (A–Z and a–z are ASCII's alphabetic
    /// characters), which is nearly all of what specs and documents name things with.
    public var isAlphabetic: Bool {
        isASCII ? (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) : properties.isAlphabetic
    }
}
