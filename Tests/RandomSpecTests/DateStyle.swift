import SpecModel

/// A `dates:` setting and dates written the way it reads them.
struct DateStyle {
    /// nil: the key is left out (iso8601).
    var strategy: DateStrategy?
    var samples: [Literal]

    static let iso8601Samples: [Literal] = [.text("2017-09-15T21:43:08Z"), .text("2024-02-29T12:00:00.250Z")]

    static let all = [
        DateStyle(strategy: nil, samples: iso8601Samples),
        DateStyle(strategy: .iso8601, samples: iso8601Samples),
        DateStyle(strategy: .seconds, samples: [.integer(1_500_000_000), .number(1_600_000_000.5)]),
        DateStyle(strategy: .milliseconds, samples: [.integer(1_500_000_000_000), .integer(-86_400_000)]),
        DateStyle(strategy: .format("yyyy-MM-dd"), samples: [.text("2024-12-25")]),
        DateStyle(strategy: .format("yyyy-MM-dd HH:mm"), samples: [.text("2024-12-25 10:30")]),
        DateStyle(strategy: .format("dd.MM.yyyy"), samples: [.text("25.12.2024")]),
    ]

    /// A date as `strategy` reads it.
    static func sample(_ strategy: DateStrategy) -> Literal {
        all.first { $0.strategy == strategy }?.samples[0] ?? iso8601Samples[0]
    }
}
