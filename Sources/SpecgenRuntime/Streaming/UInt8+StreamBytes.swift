/// The bytes the stream parsers look for.
extension UInt8 {
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let colon = UInt8(ascii: ":")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let digitZero = UInt8(ascii: "0")
    static let digitNine = UInt8(ascii: "9")
    static let recordSeparator: UInt8 = 0x1E
}
