/// The arithmetic of the paging controllers, written for any integer width.
///
/// `Int` is 32 bits on some platforms (watchOS on arm64_32), while APIs report totals as 64-bit numbers. Nothing
/// here converts with `Int(_:)` or adds without an overflow check, so no server value can trap: a count wider
/// than the platform's integer is clamped to its maximum (no list that long fits in memory anyway), and a next
/// offset or page number that would overflow ends the list. The controllers use it with `Int`; tests run the same
/// code with `Int32`.
enum PagingArithmetic {
    /// `value` as the platform integer, clamped into its range.
    static func clamped<Platform: FixedWidthInteger>(_ value: some BinaryInteger, to: Platform.Type = Platform.self)
        -> Platform {
        Platform(clamping: value)
    }

    /// How many objects an offset controller asks for: `pageSize`, or one more to learn whether there is more
    /// (no more than the platform can count).
    static func limit<Platform: FixedWidthInteger>(pageSize: Platform, hasTotal: Bool) -> Platform {
        guard !hasTotal else { return pageSize }
        let (limit, overflow) = pageSize.addingReportingOverflow(1)
        return overflow ? pageSize : limit
    }

    /// An offset page's outcome: how many of the `received` objects to keep and the next offset (`nil`: the end).
    static func offsetStep<Platform: FixedWidthInteger>(
        offset: Platform, received: Platform, pageSize: Platform, total: Platform?, hasTotal: Bool
    ) -> (kept: Platform, next: Platform?) {
        guard received > 0 else { return (0, nil) }
        var kept = received
        let more: Bool
        if let total {
            if !hasTotal, kept > pageSize { kept = pageSize }
            let (reached, overflow) = offset.addingReportingOverflow(kept)
            more = !overflow && reached < total
        } else if hasTotal {
            more = kept >= pageSize
        } else {
            more = kept > pageSize
            if more { kept = pageSize }
        }
        guard more else { return (kept, nil) }
        let (next, overflow) = offset.addingReportingOverflow(kept)
        return (kept, overflow ? nil : next)
    }

    /// The number of the page after page `number` (`nil`: the end), given how many objects it held.
    static func nextPage<Platform: FixedWidthInteger>(
        after number: Platform, firstPage: Platform, received: Platform, pageSize: Platform?, pageCount: Platform?,
        total: Platform? = nil, loaded: Platform = 0
    ) -> Platform? {
        guard received > 0 else { return nil }
        let more: Bool
        if pageCount == nil, let total {
            // Objects held once this page is added: loaded + received, computed without overflow; a page shorter
            // than asked for ends the list before the total too.
            let (held, overflow) = loaded.addingReportingOverflow(received)
            more = !overflow && held < total && received >= (pageSize ?? 0)
        } else if let pageCount {
            // Pages loaded so far: number - firstPage + 1, computed without overflow.
            let (distance, overflow) = number.subtractingReportingOverflow(firstPage)
            more = !overflow && pageCount > 0 && distance < pageCount - 1
        } else if let pageSize {
            more = received >= pageSize
        } else {
            more = true
        }
        guard more else { return nil }
        let (next, overflow) = number.addingReportingOverflow(1)
        return overflow ? nil : next
    }
}
