/// What this command keeps until it exits instead of freeing it: the command ends right after its work, and freeing a
/// big import's trees and models piece by piece takes a tenth of a second of one core, where the exit hands the memory
/// back whole. Nothing kept here is used again.
enum KeptUntilExit {
    static func keep(_ value: Any) {
        _ = Unmanaged.passRetained(Box(value))
    }

    private final class Box {
        let value: Any

        init(_ value: Any) {
            self.value = value
        }
    }
}
