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
        guard hasLongRun(text, limit: limit) else { return text }
        var run = 0
        var out = String.UnicodeScalarView()
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

    /// Whether `text` holds more than `limit` zero-width scalars in a row.
    /// Every store read of text asks (`Statement.string`), so it reads the
    /// UTF-8 itself: a scalar below U+0300 (lead byte below CC) or in
    /// U+4000–U+9FFF (lead byte E4–E9, the common Chinese characters) is
    /// stepped over without decoding, being no mark.
    static func hasLongRun(_ text: String, limit: Int) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var run = 0, i = 0
            let n = bytes.count
            while i < n {
                let b = bytes[i]
                let value: UInt32, length: Int
                switch b {
                case ..<0x80: run = 0; i += 1; continue
                case ..<0xCC: run = 0; i += 2; continue
                case ..<0xE0:
                    guard i + 1 < n else { return false }
                    (value, length) = (UInt32(b & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F), 2)
                case 0xE4...0xE9: run = 0; i += 3; continue
                case ..<0xF0:
                    guard i + 2 < n else { return false }
                    (value, length) = (UInt32(b & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F), 3)
                default:
                    guard i + 3 < n else { return false }
                    (value, length) = (UInt32(b & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12
                                       | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F), 4)
                }
                i += length
                if let scalar = Unicode.Scalar(value), isZeroWidth(scalar) {
                    run += 1
                    if run > limit { return true }
                } else {
                    run = 0
                }
            }
            return false
        }
    }

    @inline(__always)
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x300 && scalar.terminalWidth == 0
    }
}
