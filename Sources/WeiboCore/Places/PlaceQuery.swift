/// How search text is normalised before matching, for the query and for the
/// names and pinyin it is matched against alike.
///
/// - Spaces and apostrophes are ignored anywhere (`Xi An`, `xi'an`, `xi’an`
///   all become `xian`), which also trims. Pinyin keyboards use an apostrophe
///   as a syllable separator, so ’ ‘ ʼ and the full-width ＇ count too, and so
///   does every Unicode space (the ideographic space U+3000 included).
/// - Full-width ASCII (ｂｊ, which a Chinese keyboard in full-width mode types)
///   is folded to ASCII, then everything is lower-cased.
/// - Nothing else is removed: control characters, emoji or U+FFFD stay and
///   simply match nothing, so a strange query gives an empty result, not a
///   wider one.
public enum PlaceQuery {
    /// The normalised query as Unicode scalar values.
    public static func normalizedScalars(_ text: some StringProtocol) -> [UInt32] {
        segmented(text).scalars
    }

    /// The normalised query, and where the user separated it: the offsets
    /// into `scalars` at which a space or apostrophe stood between two kept
    /// characters (`xi'an` → [2]). Matching ignores them; ranking uses them
    /// as syllable hints (`xi an` prefers 西安 to 咸宁).
    public static func segmented(_ text: some StringProtocol) -> (scalars: [UInt32], breaks: [Int]) {
        var out: [UInt32] = []
        var breaks: [Int] = []
        var pendingBreak = false
        out.reserveCapacity(min(text.unicodeScalars.count, 64))
        for scalar in text.unicodeScalars {
            var value = scalar.value
            if value >= 0xFF01 && value <= 0xFF5E { value -= 0xFEE0 }
            if isIgnored(value) {
                pendingBreak = !out.isEmpty
                continue
            }
            if pendingBreak && breaks.last != out.count { breaks.append(out.count) }
            pendingBreak = false
            if value < 0x80 {
                if value >= 0x41 && value <= 0x5A { value += 0x20 }
                out.append(value)
            } else if value >= 0x2E80 && value < 0xA000 {
                // CJK radicals, kana, Han, Yi: no case, and the bulk of every
                // name; skipping the property lookup halves indexing time.
                out.append(value)
            } else if let folded = Unicode.Scalar(value) {
                let props = folded.properties
                if props.changesWhenLowercased {
                    out.append(contentsOf: props.lowercaseMapping.unicodeScalars.map(\.value))
                } else {
                    out.append(value)
                }
            }
        }
        return (out, breaks)
    }

    /// The normalised query as a string (what the result reports back).
    public static func normalized(_ text: some StringProtocol) -> String {
        string(normalizedScalars(text))
    }

    static func string(_ scalars: [UInt32]) -> String {
        var s = String.UnicodeScalarView()
        for v in scalars {
            if let scalar = Unicode.Scalar(v) { s.append(scalar) }
        }
        return String(s)
    }

    private static func isIgnored(_ value: UInt32) -> Bool {
        switch value {
        case 0x27, 0x2018, 0x2019, 0x02BC: return true
        case 0x20, 0x09...0x0D, 0x85, 0xA0, 0x1680, 0x2000...0x200A,
             0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return true
        default: return false
        }
    }
}
