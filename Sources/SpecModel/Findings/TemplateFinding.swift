/// A template override: a file that names no template, a template that doesn't parse, a folder that can't be read.
public enum TemplateFinding: Hashable, Sendable {
    /// A `.mustache` file (by name) that replaces none of gen's templates (by name, without `.mustache`).
    case replacesNone(file: String, templates: [String])
    /// A template that doesn't parse: swift-mustache's reason, as it gives it.
    case doesNotParse(reason: String)
    /// The templates folder, which can't be read.
    case unreadableFolder(String)
}
