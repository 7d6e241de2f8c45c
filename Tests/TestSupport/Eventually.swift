/// Waits until `condition` holds, polling every 10 ms, for at most `seconds`; returns whether it held. For states
/// that settle on another thread (a connection closing, a session being invalidated) — never for timing.
public func eventually(seconds: Double = 10, _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}
