/// A multi-line text editor's content: the text and a cursor between
/// characters. Moves and deletions work on whole grapheme clusters; up and
/// down follow the wrapped lines as drawn, so they need the width.
public struct TextEditor: Hashable, Sendable {
    public private(set) var text: String
    /// Cursor position in characters from the start.
    public private(set) var cursor: Int
    /// Characters kept at most: a paste beyond this is cut there.
    public let capacity: Int

    public init(text: String = "", cursor: Int? = nil, capacity: Int = 20_000) {
        self.capacity = capacity
        self.text = String(text.prefix(capacity))
        self.cursor = min(max(0, cursor ?? self.text.count), self.text.count)
    }

    public var isEmpty: Bool { text.isEmpty }

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
        default: return false
        }
        return true
    }

    /// Inserts at the cursor (a paste arrives as many keys, each one cheap:
    /// inserting at the end appends).
    public mutating func insert(_ s: String) {
        let room = capacity - text.count
        guard room > 0, !s.isEmpty else { return }
        let piece = s.count > room ? String(s.prefix(room)) : s
        let before = text.count
        if cursor >= before {
            text += piece
        } else {
            text.insert(contentsOf: piece, at: index(cursor))
        }
        // A combining mark may merge with the character before it.
        cursor = min(text.count, cursor + text.count - before)
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
