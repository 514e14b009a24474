/// How search text is normalised before matching, for the query and for the
/// names and pinyin it is matched against alike.
///
/// - Spaces and apostrophes are ignored anywhere (`Xi An`, `xi'an`, `xi’an`
///   all become `xian`), which also trims. Pinyin keyboards use an apostrophe
///   as a syllable separator, so ’ ‘ ʼ and the full-width ＇ count too, and so
///   does every Unicode space (the ideographic space U+3000 included).
/// - Full-width ASCII (ｂｊ, which a Chinese keyboard in full-width mode types)
///   is folded to ASCII, then everything is lower-cased.
/// - Tone marks go (`Xī'ān` → `xian`, composed or as combining marks), and ü,
///   with or without a tone, becomes `v` as pinyin keyboards type it
///   (`lüliang` → `lvliang`).
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
            if value >= 0x300 && value <= 0x36F {
                // A combining mark: a tone goes; a diaeresis makes the u before it ü.
                if value == 0x308, out.last == 0x75 { out[out.count - 1] = 0x76 }
                continue
            }
            if let plain = toneless(value) { value = plain }
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

    /// The plain letter of a pinyin vowel with a tone mark or diaeresis
    /// (either case); nil for anything else.
    static func toneless(_ value: UInt32) -> UInt32? {
        switch value {
        case 0xE0, 0xE1, 0x101, 0x1CE, 0xC0, 0xC1, 0x100, 0x1CD: return 0x61            // a
        case 0xE8, 0xE9, 0xEA, 0x113, 0x11B, 0xC8, 0xC9, 0xCA, 0x112, 0x11A: return 0x65 // e
        case 0xEC, 0xED, 0x12B, 0x1D0, 0xCC, 0xCD, 0x12A, 0x1CF: return 0x69            // i
        case 0xF2, 0xF3, 0x14D, 0x1D2, 0xD2, 0xD3, 0x14C, 0x1D1: return 0x6F            // o
        case 0xF9, 0xFA, 0x16B, 0x1D4, 0xD9, 0xDA, 0x16A, 0x1D3: return 0x75            // u
        case 0xFC, 0x1D6, 0x1D8, 0x1DA, 0x1DC, 0xDC, 0x1D5, 0x1D7, 0x1D9, 0x1DB: return 0x76 // ü → v
        case 0x144, 0x148, 0x1F9, 0x143, 0x147, 0x1F8: return 0x6E                        // n
        case 0x1E3F, 0x1E3E: return 0x6D                                                  // m
        default: return nil
        }
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
