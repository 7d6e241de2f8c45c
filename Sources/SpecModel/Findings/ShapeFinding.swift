/// The shape of a spec file's YAML.
public enum ShapeFinding: Hashable, Sendable {
}
