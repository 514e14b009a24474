/// A one-line text field: the text and a cursor between characters.
/// Editing works on whole grapheme clusters, so an emoji or a letter with
/// its accent is inserted, deleted and stepped over as one.
public struct TextField: Hashable, Sendable {
    public private(set) var text: String
    /// Cursor position in characters from the start.
    public private(set) var cursor: Int
    /// Longest text kept, in characters; a longer paste is cut there.
    public let limit: Int

    public init(text: String = "", limit: Int = 1_000) {
        self.limit = limit
        self.text = String(text.prefix(limit))
        self.cursor = self.text.count
    }

    public var isEmpty: Bool { text.isEmpty }

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
        default: return false
        }
        return true
    }

    public mutating func insert(_ s: String) {
        let room = limit - text.count
        guard room > 0 else { return }
        let piece = s.count > room ? String(s.prefix(room)) : s
        let before = text.count
        text.insert(contentsOf: piece, at: index(cursor))
        // A combining mark may merge with the character before it.
        cursor += text.count - before
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
        text = String(s.prefix(limit))
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
