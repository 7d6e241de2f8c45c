import Foundation

/// The process's resident memory, from /proc (Linux): its peak is reset before each measurement, so a
/// measurement's peak is its own.
enum Memory {
    /// Resets the peak resident size to the current one (Linux: `5` to /proc/self/clear_refs).
    static func resetPeak() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// Resident memory now, in bytes.
    static var resident: Int { field("VmRSS") }

    /// The peak resident memory since the last reset, in bytes.
    static var peak: Int { field("VmHWM") }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
            return kilobytes * 1024
        }
        return 0
    }

    /// Runs `body` and returns how far the peak resident memory rose above the resident memory before it.
    static func growth(_ body: () async throws -> Void) async rethrows -> Int {
        resetPeak()
        let before = resident
        try await body()
        return peak - before
    }
}

/// `12.3 MB`.
func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1_000_000)
}
