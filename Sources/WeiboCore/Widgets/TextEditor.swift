/// A multi-line text editor's content: the text and a cursor between
/// characters. Moves and deletions work on whole grapheme clusters; up and
/// down follow the wrapped lines as drawn, so they need the width.
public struct TextEditor: Hashable, Sendable {
    public private(set) var text: String
    /// Cursor position in characters from the start.
    public private(set) var cursor: Int
    /// Bytes (UTF-8) kept at most: typing or a paste beyond this is cut
    /// there, at a whole character. Bytes, not characters, because one
    /// character may carry thousands of combining marks (see `TextCap`).
    public let capacity: Int

    public init(text: String = "", cursor: Int? = nil, capacity: Int = TextCap.body.bytes) {
        self.capacity = capacity
        self.text = String(TextCap.prefix(of: text, fittingIn: capacity))
        self.cursor = min(max(0, cursor ?? self.text.count), self.text.count)
    }

    public var isEmpty: Bool { text.isEmpty }

    /// Whether `key` types more than `capacity` leaves room for (the editor
    /// says `TextCap.body.inputRefusal`).
    public func overflows(_ key: Key) -> Bool {
        key.typedText.map { text.utf8.count + $0.utf8.count > capacity } ?? false
    }

    /// Applies an editing key at this wrap width; false when the key is not an edit.
    public mutating func apply(_ key: Key, width: Int) -> Bool {
        switch key {
        case .char(let c): insert(String(c))
        case .text(let s): insert(s)
        case .enter: insert("\n")
        case .backspace, .ctrl("h"): deleteBackward()
        case .delete, .ctrl("d"): deleteForward()
        case .left, .ctrl("b"): cursor = max(0, cursor - 1)
        case .right, .ctrl("f"): cursor = min(text.count, cursor + 1)
        case .up, .ctrl("p"): moveVertically(-1, width: width)
        case .down, .ctrl("n"): moveVertically(1, width: width)
        case .home, .ctrl("a"): moveToLineEdge(start: true, width: width)
        case .end, .ctrl("e"): moveToLineEdge(start: false, width: width)
        case .ctrl("u"): deleteToLineEdge(start: true, width: width)
        case .ctrl("k"): deleteToLineEdge(start: false, width: width)
        default:
            guard let (edited, at) = WordMotion.apply(key, to: text, cursor: cursor) else { return false }
            (text, cursor) = (edited, at)
        }
        return true
    }

    /// Ctrl-U and Ctrl-K: from the cursor to the start or end of its line
    /// as drawn (where Ctrl-A and Ctrl-E go); Ctrl-K at a line's end joins
    /// the next line, as in Emacs, so it never does nothing.
    private mutating func deleteToLineEdge(start: Bool, width: Int) {
        let (lines, position) = layout(width: width)
        let line = lines[position.line]
        var range = start ? line.range.lowerBound..<cursor : cursor..<line.range.upperBound
        if !start && range.isEmpty && cursor < text.count { range = cursor..<(cursor + 1) }
        guard !range.isEmpty else { return }
        text.removeSubrange(index(range.lowerBound)..<index(range.upperBound))
        cursor = range.lowerBound
    }

    /// Inserts at the cursor (a paste arrives as many keys, each one cheap:
    /// inserting at the end appends). Returns false when `capacity` cut
    /// some of `s` off, so the editor can say why.
    @discardableResult
    public mutating func insert(_ s: String) -> Bool {
        let piece = TextCap.prefix(of: s, fittingIn: capacity - text.utf8.count)
        guard !piece.isEmpty else { return s.isEmpty }
        let before = text.count
        if cursor >= before {
            text += piece
        } else {
            text.insert(contentsOf: piece, at: index(cursor))
        }
        // A combining mark may merge with the character before it.
        cursor = min(text.count, cursor + text.count - before)
        return piece.utf8.count == s.utf8.count
    }

    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        if cursor == text.count {
            text.removeLast()
        } else {
            text.remove(at: index(cursor - 1))
        }
        cursor -= 1
    }

    public mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: index(cursor))
    }

    /// The wrapped lines and the cursor's (line, column) at `width`.
    public func layout(width: Int) -> (lines: [WrappedLine], cursor: (line: Int, column: Int)) {
        let lines = TextLayout.wrapLines(text, width: width)
        return (lines, TextLayout.cursorPosition(ofOffset: cursor, in: lines, width: width))
    }

    private mutating func moveVertically(_ delta: Int, width: Int) {
        let (lines, position) = layout(width: width)
        let target = position.line + delta
        if target < 0 { cursor = 0; return }
        if target >= lines.count { cursor = text.count; return }
        cursor = TextLayout.offset(atLine: target, column: position.column, in: lines)
    }

    private mutating func moveToLineEdge(start: Bool, width: Int) {
        let (lines, position) = layout(width: width)
        let line = lines[position.line]
        cursor = start ? line.range.lowerBound : line.range.upperBound
    }

    private func index(_ offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: min(max(0, offset), text.count))
    }
}

extension Key {
    /// The text this key types into a field: a character, or a run of them
    /// (typing faster than a frame, a paste).
    public var typedText: String? {
        switch self {
        case .char(let c): return String(c)
        case .text(let s): return s
        default: return nil
        }
    }
}
