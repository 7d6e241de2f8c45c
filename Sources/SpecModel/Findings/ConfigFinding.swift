/// The config file and gen's options.
public enum ConfigFinding: Hashable, Sendable {
}
