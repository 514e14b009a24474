/// The tokens of the one- and two-character index (`posts_grams`,
/// `messages_grams`, migration v12): every distinct character and every
/// pair of neighbouring characters of a text, case folded as the trigram
/// index folds it, so a word of one or two characters is looked up instead
/// of scanned. A character is a Unicode scalar, as the trigram tokenizer
/// counts them; whitespace is left out (a word never holds it).
///
/// A token is spelled in ASCII letters and digits (`u` and the scalar's
/// hex, `b` and two hexes joined by `x`) so FTS5's `ascii` tokenizer keeps
/// each whole, whatever the characters are. The store's SQL function
/// `weibo_search_grams` and the query both spell them here.
public enum SearchGrams {
    /// The space-separated tokens of `texts`, each text on its own: no pair
    /// spans two texts (a post's text and its author's name).
    public static func tokens(_ texts: [String]) -> String {
        String(decoding: tokenBytes(texts), as: UTF8.self)
    }

    /// `tokens(texts)` as UTF-8 (ASCII) bytes, spelled straight into one
    /// buffer: the store's function runs on every write of a post.
    public static func tokenBytes(_ texts: [String]) -> [UInt8] {
        let keys = keys(texts)
        var out: [UInt8] = []
        out.reserveCapacity(keys.count * 12)
        for key in keys {
            if !out.isEmpty { out.append(0x20) }
            spell(key, into: &out)
        }
        return out
    }

    /// The tokens of `texts` as numbers (a scalar, or `1 << 42` with a
    /// pair's two scalars), which the search's posting bitmaps are keyed by
    /// (`PostingBlock`); `tokens` spells the same set.
    public static func keys(_ texts: [String]) -> Set<UInt64> {
        var keys: Set<UInt64> = []
        for text in texts {
            var previous: UInt64?
            for scalar in text.unicodeScalars {
                guard !scalar.properties.isWhitespace else { previous = nil; continue }
                let value = UInt64(folded(scalar).value)
                keys.insert(value)
                if let previous { keys.insert(1 << 42 | previous << 21 | value) }
                previous = value
            }
        }
        return keys
    }

    /// The key of a word of one or two characters (as `token`), nil for any other.
    public static func key(_ word: String) -> UInt64? {
        let scalars = Array(word.unicodeScalars)
        guard (1...2).contains(scalars.count), !scalars.contains(where: { $0.properties.isWhitespace }) else { return nil }
        let values = scalars.map { UInt64(folded($0).value) }
        return values.count == 1 ? values[0] : 1 << 42 | values[0] << 21 | values[1]
    }

    /// The keys of a spelled token list (what `tokens` returns); a token
    /// spelled otherwise is skipped.
    public static func keys(spelled: String) -> Set<UInt64> {
        var keys: Set<UInt64> = []
        for token in spelled.split(separator: " ") {
            let body = token.dropFirst()
            switch token.first {
            case "u": if let value = UInt64(body, radix: 16), value >> 21 == 0 { keys.insert(value) }
            case "b":
                let halves = body.split(separator: "x", omittingEmptySubsequences: false)
                guard halves.count == 2, let first = UInt64(halves[0], radix: 16), let second = UInt64(halves[1], radix: 16),
                      first >> 21 == 0, second >> 21 == 0 else { continue }
                keys.insert(1 << 42 | first << 21 | second)
            default: continue
            }
        }
        return keys
    }

    /// The token of a word of one or two characters; nil for any other
    /// length, or a word holding whitespace (which is never indexed).
    public static func token(_ word: String) -> String? {
        key(word).map(spell)
    }

    /// Lower case when that is one scalar (as FTS5's case folding: `A` → `a`,
    /// `Σ` → `σ`), else the scalar itself.
    static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard scalar.properties.changesWhenLowercased else { return scalar }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first! : scalar
    }

    public static func spell(_ key: UInt64) -> String {
        var out: [UInt8] = []
        spell(key, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `u` and the scalar's hex, or `b`, the first's hex, `x`, the second's.
    private static func spell(_ key: UInt64, into out: inout [UInt8]) {
        func hex(_ value: UInt64) {
            var shift = 20
            while shift > 0 && value >> UInt64(shift) == 0 { shift -= 4 }
            while shift >= 0 {
                let digit = UInt8(value >> UInt64(shift) & 0xF)
                out.append(digit < 10 ? 0x30 + digit : 0x57 + digit)
                shift -= 4
            }
        }
        if key >> 42 == 0 {
            out.append(0x75)  // u
            hex(key)
        } else {
            out.append(0x62)  // b
            hex(key >> 21 & 0x1F_FFFF)
            out.append(0x78)  // x
            hex(key & 0x1F_FFFF)
        }
    }
}
