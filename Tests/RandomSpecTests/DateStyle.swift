/// A `dates:` setting and dates written the way it reads them (as flow YAML).
struct DateStyle {
    /// As written after `dates:`; nil: the key is left out (iso8601).
    var written: String?
    var samples: [String]

    static let iso8601Samples = ["\"2017-09-15T21:43:08Z\"", "\"2024-02-29T12:00:00.250Z\""]

    static let all = [
        DateStyle(written: nil, samples: iso8601Samples),
        DateStyle(written: "iso8601", samples: iso8601Samples),
        DateStyle(written: "seconds", samples: ["1500000000", "1600000000.5"]),
        DateStyle(written: "milliseconds", samples: ["1500000000000", "-86400000"]),
        DateStyle(written: "\"yyyy-MM-dd\"", samples: ["\"2024-12-25\""]),
        DateStyle(written: "\"yyyy-MM-dd HH:mm\"", samples: ["\"2024-12-25 10:30\""]),
        DateStyle(written: "\"dd.MM.yyyy\"", samples: ["\"25.12.2024\""]),
    ]

    /// A date written as the setting `written` reads it.
    static func sample(_ written: String) -> String {
        all.first { $0.written == written }?.samples[0] ?? iso8601Samples[0]
    }
}
