/// Where readline's word keys reach (Alt-B, Alt-F, Ctrl-W, Alt-D,
/// Alt-Backspace) in every text field and the editor alike. A word is a run
/// of letters and digits, so a run of Chinese characters is one word and
/// Chinese punctuation (，。！) ends it, as spaces end an English one.
enum WordMotion {
    /// The Alt keys a field edits with: the shell hands any other Alt key
    /// on as Esc and the character.
    static let altKeys: Set<Character> = ["b", "f", "d", "\u{7F}"]

    static func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber }

    /// The start of the word at or before `cursor` (what Alt-B goes to and
    /// Ctrl-W deletes back to): the gap before it is skipped first.
    static func wordStart(before cursor: Int, in characters: [Character]) -> Int {
        var i = min(cursor, characters.count)
        while i > 0 && !isWord(characters[i - 1]) { i -= 1 }
        while i > 0 && isWord(characters[i - 1]) { i -= 1 }
        return i
    }

    /// The end of the word at or after `cursor` (Alt-F, Alt-D).
    static func wordEnd(after cursor: Int, in characters: [Character]) -> Int {
        var i = max(0, cursor)
        while i < characters.count && !isWord(characters[i]) { i += 1 }
        while i < characters.count && isWord(characters[i]) { i += 1 }
        return i
    }

    /// What a word key does to `text` with the cursor at `cursor`: the new
    /// text and cursor, or nil when `key` is no word key.
    static func apply(_ key: Key, to text: String, cursor: Int) -> (text: String, cursor: Int)? {
        let characters = Array(text)
        func removing(_ range: Range<Int>) -> (String, Int) {
            (String(characters[..<range.lowerBound]) + String(characters[range.upperBound...]), range.lowerBound)
        }
        switch key {
        case .alt("b"): return (text, wordStart(before: cursor, in: characters))
        case .alt("f"): return (text, wordEnd(after: cursor, in: characters))
        case .ctrl("w"), .alt("\u{7F}"): return removing(wordStart(before: cursor, in: characters)..<cursor)
        case .alt("d"): return removing(cursor..<wordEnd(after: cursor, in: characters))
        default: return nil
        }
    }
}
