/// A one-line text field: the text and a cursor between characters.
/// Editing works on whole grapheme clusters, so an emoji or a letter with
/// its accent is inserted, deleted and stepped over as one.
public struct TextField: Hashable, Sendable {
    public private(set) var text: String
    /// Cursor position in characters from the start.
    public private(set) var cursor: Int
    /// Longest text kept, in characters; a longer paste is cut there.
    public let limit: Int
    /// The store's cap for what this field holds: most bytes (UTF-8) kept,
    /// whatever the characters, since one character may carry thousands of
    /// combining marks.
    public let cap: TextCap
    public var byteLimit: Int { cap.bytes }

    public init(text: String = "", limit: Int = 1_000, cap: TextCap = .searchKeyword) {
        self.limit = limit
        self.cap = cap
        self.text = String(TextCap.prefix(of: String(text.prefix(limit)), fittingIn: cap.bytes))
        self.cursor = self.text.count
    }

    public var isEmpty: Bool { text.isEmpty }

    /// Whether `key` types more than the byte limit leaves room for (the
    /// caller says `cap.inputRefusal`).
    public func overflows(_ key: Key) -> Bool {
        key.typedText.map { text.utf8.count + $0.utf8.count > byteLimit } ?? false
    }

    /// Applies an editing key; returns false when the key is not an edit.
    public mutating func apply(_ key: Key) -> Bool {
        switch key {
        case .char(let c): insert(String(c))
        case .text(let s): insert(s)
        case .backspace, .ctrl("h"): deleteBackward()
        case .delete, .ctrl("d"): deleteForward()
        case .left, .ctrl("b"): cursor = max(0, cursor - 1)
        case .right, .ctrl("f"): cursor = min(text.count, cursor + 1)
        case .home, .ctrl("a"): cursor = 0
        case .end, .ctrl("e"): cursor = text.count
        case .ctrl("u"): text.removeSubrange(text.startIndex..<index(cursor)); cursor = 0
        case .ctrl("k"): text.removeSubrange(index(cursor)...)
        default:
            guard let (edited, at) = WordMotion.apply(key, to: text, cursor: cursor) else { return false }
            (text, cursor) = (edited, at)
        }
        return true
    }

    /// The Alt keys a field edits with (Alt-B, Alt-F, Alt-D, Alt-Backspace).
    public static var altKeys: Set<Character> { WordMotion.altKeys }

    /// Inserts at the cursor; returns false when a limit cut some of `s` off.
    @discardableResult
    public mutating func insert(_ s: String) -> Bool {
        let room = limit - text.count
        guard room > 0 else { return s.isEmpty }
        let piece = TextCap.prefix(of: String(s.prefix(room)), fittingIn: byteLimit - text.utf8.count)
        let before = text.count
        text.insert(contentsOf: piece, at: index(cursor))
        // A combining mark may merge with the character before it.
        cursor += text.count - before
        return piece.utf8.count == s.utf8.count
    }

    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        text.remove(at: index(cursor - 1))
        cursor -= 1
    }

    public mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: index(cursor))
    }

    public mutating func setText(_ s: String) {
        text = String(TextCap.prefix(of: String(s.prefix(limit)), fittingIn: byteLimit))
        cursor = text.count
    }

    private func index(_ offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: min(max(0, offset), text.count))
    }

    /// The part of the text to show in `width` columns with the cursor
    /// visible, and the cursor's column within it.
    public func visible(width: Int) -> (text: String, cursorColumn: Int) {
        let shown = Sanitizer.sanitize(text)
        let chars = Array(shown)
        let cursorIndex = min(cursor, chars.count)
        guard width > 0 else { return ("", 0) }
        // Start far enough right that the cursor (and one cell for it) fits.
        var start = cursorIndex
        var used = 1
        while start > 0 && used + chars[start - 1].terminalWidth <= width {
            start -= 1
            used += chars[start].terminalWidth
        }
        var out = ""
        var column = 0, cursorColumn = 0
        for i in start..<chars.count {
            if i == cursorIndex { cursorColumn = column }
            let w = chars[i].terminalWidth
            if column + w > width { break }
            out.append(chars[i])
            column += w
        }
        if cursorIndex >= chars.count { cursorColumn = column }
        return (out, min(cursorColumn, width - 1))
    }
}
