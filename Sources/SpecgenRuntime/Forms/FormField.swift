import Foundation

/// One value of a form or multipart body, under its bracketed name (`items[0][price]`), before it is written.
enum FormField: Sendable, Hashable {
    /// Text: a string, number, `Bool`, date, URL, UUID or enum raw value; `""` for null.
    case text(String)
    /// A plain `Data` value: base64 text in a form, a file part in a multipart body.
    case data(Data)
    /// A file: a file part in a multipart body; a form can't send one.
    case file(FilePart)
}
