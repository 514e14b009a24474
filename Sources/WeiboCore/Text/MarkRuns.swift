/// Runs of zero-width scalars (combining marks, format characters, hangul
/// jamo that join the syllable before them), cut to a length no writing
/// system needs.
///
/// Why: one grapheme cluster may hold any number of marks. 140 × (`e` +
/// 7,500 × U+0301) counts 140 and is 2.1 MB; every frame that shows it
/// would split, measure, wrap and draw all of it (measured: 95–300 ms a
/// key), yet a terminal shows at most four marks on a letter (ncurses's
/// `CCHARW_MAX`). Unicode's Stream-Safe Text Format (UAX #15) caps a run of
/// non-starters at 30 for the same reason; no real text reaches that.
public enum MarkRuns {
    /// The most zero-width scalars kept in a row (UAX #15's stream-safe limit).
    public static let limit = 30

    /// `text` with every run of zero-width scalars longer than `limit` cut
    /// to its first `limit`. Returns `text` itself, without copying, when no
    /// run is too long: the common case, checked in one pass that skips
    /// everything below U+0300 (no mark lives there) without a lookup.
    public static func limited(_ text: String, to limit: Int = MarkRuns.limit) -> String {
        var run = 0
        var needsCut = false
        for scalar in text.unicodeScalars {
            if isZeroWidth(scalar) {
                run += 1
                if run > limit { needsCut = true; break }
            } else {
                run = 0
            }
        }
        guard needsCut else { return text }
        var out = String.UnicodeScalarView()
        run = 0
        for scalar in text.unicodeScalars {
            if isZeroWidth(scalar) {
                run += 1
                if run > limit { continue }
            } else {
                run = 0
            }
            out.append(scalar)
        }
        return String(out)
    }

    @inline(__always)
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x300 && scalar.terminalWidth == 0
    }
}
