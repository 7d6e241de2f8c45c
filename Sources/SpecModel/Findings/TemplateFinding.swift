/// A template override.
public enum TemplateFinding: Hashable, Sendable {
}
