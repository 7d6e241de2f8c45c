/// Reading a file as YAML or JSON.
public enum YAMLFinding: Hashable, Sendable {
}
