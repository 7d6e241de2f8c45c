import YAML

/// The declared type a part of a value is checked against, as a place in the spec: the property whose value it is
/// (nil: the whole value, an endpoint's response), and the steps taken below that property's type.
public struct ValueHolder: Hashable, Sendable {
    /// A step below a declared type.
    public enum Step: Hashable, Sendable {
        /// Into a list's elements.
        case element
        /// Into a dictionary's values.
        case value
    }

    /// The mark of the property's name (an imported spec's: of the property's schema in the document); nil for the
    /// whole value.
    public var property: Mark?
    /// The steps from the property's type (or the whole value's) down to the part.
    public var steps: [Step] = []

    public init(property: Mark? = nil, steps: [Step] = []) {
        self.property = property
        self.steps = steps
    }
}
