import Foundation

/// An error the compiler reported in a generated file of a random spec, found by its module's folder
/// (`Sources/S1R12/…` or `Sources/S1R12Mocks/…`).
struct CompilerError: Hashable {
    var target: String
    var file: String
    var line: Int
    var column: Int
    var message: String

    /// The spec's module: `S1R12` for `S1R12` and `S1R12Mocks`.
    var specTarget: String {
        target.hasSuffix("Mocks") ? String(target.dropLast(5)) : target
    }

    var isInMocks: Bool { target.hasSuffix("Mocks") }

    var description: String { "\(target)/\(file):\(line):\(column): error: \(message)" }

    /// The errors of a build's output in generated targets (each once, in order), and the other error lines.
    static func parse(_ output: String) -> (errors: [CompilerError], others: [String]) {
        var errors: [CompilerError] = []
        var seen: Set<CompilerError> = []
        var others: [String] = []
        for line in output.split(separator: "\n").map(String.init) {
            guard let marker = line.range(of: ": error: ") else { continue }
            if let error = CompilerError(location: String(line[..<marker.lowerBound]),
                                         message: String(line[marker.upperBound...])) {
                if seen.insert(error).inserted { errors.append(error) }
            } else {
                others.append(line)
            }
        }
        return (errors, others)
    }

    /// `location` is `/…/Sources/<target>/<file>.swift:<line>:<column>`.
    private init?(location: String, message: String) {
        let parts = location.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            return nil
        }
        let path = parts.dropLast(2).joined(separator: ":").split(separator: "/").map(String.init)
        guard let sources = path.lastIndex(of: "Sources"), sources + 3 == path.count,
              path[sources + 1].range(of: #"^S[0-9]+R[0-9]+(Mocks)?$"#, options: .regularExpression) != nil else {
            return nil
        }
        self.target = path[sources + 1]
        self.file = path[sources + 2]
        self.line = line
        self.column = column
        self.message = message
    }
}
