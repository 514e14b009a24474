/// Post text with Weibo's markup styled: `[哈哈]` emoticon codes, `#话题#`
/// topics and `@name` mentions, wrapped by display width with the styles
/// kept across line breaks.
public enum RichText {
    /// The style of each character of `text` (already sanitised).
    static func styles(of characters: [Character], base: Style) -> [Style] {
        var styles = Array(repeating: base, count: characters.count)
        let emoticon = Style(foreground: .accent, background: base.background, attributes: base.attributes)
        let link = Style(foreground: .link, background: base.background, attributes: base.attributes)
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c == "[", let end = closing("]", from: i, in: characters, maxLength: 8) {
                for k in i...end { styles[k] = emoticon }
                i = end + 1
            } else if c == "#", let end = closing("#", from: i, in: characters, maxLength: 30) {
                for k in i...end { styles[k] = link }
                i = end + 1
            } else if c == "@" {
                var end = i + 1
                while end < characters.count, isNameCharacter(characters[end]) { end += 1 }
                if end > i + 1 { for k in i..<end { styles[k] = link } }
                i = end
            } else {
                i += 1
            }
        }
        return styles
    }

    /// The index of the closing mark within `maxLength` characters on the same line.
    private static func closing(_ mark: Character, from start: Int, in characters: [Character], maxLength: Int) -> Int? {
        var k = start + 1
        while k < characters.count && k - start <= maxLength + 1 {
            let c = characters[k]
            if c == "\n" || c == "[" && mark == "]" { return nil }
            if c == mark { return k > start + 1 ? k : nil }
            k += 1
        }
        return nil
    }

    /// Names run until white space or punctuation, as Weibo's mentions do.
    private static func isNameCharacter(_ c: Character) -> Bool {
        if c == "_" || c == "-" { return true }
        guard let scalar = c.unicodeScalars.first else { return false }
        let p = scalar.properties
        if p.isWhitespace { return false }
        switch p.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .otherLetter, .decimalNumber, .modifierLetter, .titlecaseLetter, .nonspacingMark:
            return true
        default:
            return false
        }
    }

    /// `text` wrapped to `width` columns as styled lines, each prefixed by `indent`.
    public static func lines(_ text: String, width: Int, base: Style = .plain, indent: [Span] = []) -> [Line] {
        let clean = Sanitizer.sanitize(text, keepNewlines: true)
        let characters = Array(clean)
        let styles = styles(of: characters, base: base)
        let indentWidth = indent.reduce(0) { $0 + $1.text.terminalWidth }
        return TextLayout.wrapLines(clean, width: max(1, width - indentWidth)).map { wrapped in
            var spans = indent
            var run = ""
            var runStyle: Style?
            for k in wrapped.range {
                let style = styles[k]
                if style != runStyle, let current = runStyle, !run.isEmpty {
                    spans.append(Span(run, current))
                    run = ""
                }
                runStyle = style
                run.append(characters[k])
            }
            if let current = runStyle, !run.isEmpty { spans.append(Span(run, current)) }
            return Line(spans)
        }
    }
}
