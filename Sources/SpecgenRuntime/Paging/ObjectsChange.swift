import Foundation

/// One transition of a paging controller, as ``AnyObjectsController/onChange`` and
/// ``AnyObjectsController/changes()`` report it: the new state and what happened to the objects.
///
/// A table view can apply it directly: `replaced` → `reloadData()`, `appended(range)` → `insertRows` for
/// `range`, `unchanged` → update the footer from ``state``.
public struct ObjectsChange: Sendable {
    /// What happened to ``ObjectsController/objects`` in this transition.
    public enum Objects: Sendable, Hashable {
        /// The objects are as they were (a load started or failed).
        case unchanged
        /// The objects were replaced as a whole (a first page arrived, or they were cleared).
        case replaced
        /// A page was appended; the range holds the indices of the new objects.
        case appended(Range<Int>)
    }

    /// The controller's state after the transition.
    public var state: LoadState
    /// What happened to the objects.
    public var objects: Objects

    /// Creates a change.
    public init(state: LoadState, objects: Objects) {
        self.state = state
        self.objects = objects
    }
}
