/// The spec's built-in type names.
public enum BuiltinType: String, CaseIterable, Sendable {
    case string = "String", int = "Int", int32 = "Int32", int64 = "Int64", double = "Double", float = "Float"
    case bool = "Bool", date = "Date", url = "URL", uuid = "UUID", data = "Data", json = "JSON"
    /// *1.1*: a file for a multipart body (`FilePart` in Swift). A model named `File` takes the name instead.
    case file = "File"

    /// Integer types (usable for offset, limit and page numbers).
    public var isInteger: Bool { self == .int || self == .int32 || self == .int64 }

    /// Types that can be written in a URL path, query string or header.
    public var isSimpleValue: Bool { self != .data && self != .json && self != .file }
}
