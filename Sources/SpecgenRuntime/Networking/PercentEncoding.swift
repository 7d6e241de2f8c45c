/// Byte-level percent-encoding that keeps only RFC 3986 unreserved characters (`A-Z a-z 0-9 - . _ ~`) as they
/// are; everything else, including `+ & = / ? # %`, spaces and non-ASCII (as UTF-8), becomes `%XX`.
///
/// ``encodeFormComponent(_:)`` writes a name or value of an `application/x-www-form-urlencoded` body instead.
enum PercentEncoding {
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// Whether the WHATWG urlencoded serializer keeps `byte` as it is: `A-Z a-z 0-9 * - . _`.
    static func isFormSafe(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "*") || (byte != UInt8(ascii: "~") && isUnreserved(byte))
    }

    /// `string` with every byte but the unreserved ones percent-encoded (upper-case hex).
    static func encode(_ string: String) -> String {
        encode(string, keeping: isUnreserved, spaceAsPlus: false)
    }

    /// `string` as the WHATWG `application/x-www-form-urlencoded` serializer writes a name or value: `A-Z a-z
    /// 0-9 * - . _` as they are, a space as `+`, every other byte (`+ & = [ ] % ~`, non-ASCII as UTF-8) as `%XX`.
    static func encodeFormComponent(_ string: String) -> String {
        encode(string, keeping: isFormSafe, spaceAsPlus: true)
    }

    private static func encode(_ string: String, keeping keep: (UInt8) -> Bool, spaceAsPlus: Bool) -> String {
        let utf8 = string.utf8
        if utf8.allSatisfy(keep) { return string }
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count * 3)
        for byte in utf8 {
            if keep(byte) {
                bytes.append(byte)
            } else if spaceAsPlus, byte == UInt8(ascii: " ") {
                bytes.append(UInt8(ascii: "+"))
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
