/// Post text with Weibo's markup styled: `[哈哈]` emoticon codes, `#话题#`
/// topics, `@name` mentions and web links (which carry their address), wrapped by display width with the styles
/// kept across line breaks.
public enum RichText {
    /// Kinds of Weibo markup in a post's text.
    enum Markup: Equatable { case emoticon, topic, mention, link(String) }

    /// Where each piece of markup lies in `text`, in cluster indices, in order.
    static func markup(of text: ClusteredText) -> [(Markup, Range<Int>)] {
        var found: [(Markup, Range<Int>)] = []
        var i = 0
        while i < text.count {
            let c = text.ascii[i]
            if let end = PostLinks.linkEnd(from: i, count: text.count, byte: { text.ascii[$0] }) {
                found.append((.link(text.text(i..<end)), i..<end))
                i = end
            } else if c == UInt8(ascii: "["), let end = closing(UInt8(ascii: "]"), from: i, in: text, maxLength: 8) {
                found.append((.emoticon, i..<end + 1))
                i = end + 1
            } else if c == UInt8(ascii: "#"), let end = closing(UInt8(ascii: "#"), from: i, in: text, maxLength: 30) {
                found.append((.topic, i..<end + 1))
                i = end + 1
            } else if c == UInt8(ascii: "@") {
                var end = i + 1
                while end < text.count, isNameCharacter(at: end, in: text) { end += 1 }
                if end > i + 1 { found.append((.mention, i..<end)) }
                i = end
            } else {
                i += 1
            }
        }
        return found
    }

    /// The style of each cluster of `text` (already sanitised), and the
    /// link it belongs to, if any.
    static func styles(of text: ClusteredText, base: Style) -> (styles: [Style], links: [String?]) {
        var styles = Array(repeating: base, count: text.count)
        var links = [String?](repeating: nil, count: text.count)
        let emoticon = Style(foreground: .accent, background: base.background, attributes: base.attributes)
        let link = Style(foreground: .link, background: base.background, attributes: base.attributes)
        for (kind, range) in markup(of: text) {
            for k in range {
                styles[k] = kind == .emoticon ? emoticon : link
                if case .link(let url) = kind { links[k] = url }
            }
        }
        return (styles, links)
    }

    /// The topics and mentions of `text`, in order, each once: what `t`
    /// steps through on a post page.
    public static func entities(in text: String) -> [PostEntity] {
        let clusters = ClusteredText(Sanitizer.sanitize(text, keepNewlines: true))
        var entities: [PostEntity] = []
        for (kind, range) in markup(of: clusters) {
            let inner = clusters.text(range)
            let entity: PostEntity
            switch kind {
            case .emoticon, .link: continue
            case .topic: entity = .topic(String(inner.dropFirst().dropLast()))
            case .mention: entity = .mention(String(inner.dropFirst()))
            }
            if !entities.contains(entity) { entities.append(entity) }
        }
        return entities
    }

    /// The index of the closing mark within `maxLength` clusters on the same line.
    private static func closing(_ mark: UInt8, from start: Int, in text: ClusteredText, maxLength: Int) -> Int? {
        var k = start + 1
        while k < text.count && k - start <= maxLength + 1 {
            let c = text.ascii[k]
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "[") && mark == UInt8(ascii: "]") { return nil }
            if c == mark { return k > start + 1 ? k : nil }
            k += 1
        }
        return nil
    }

    /// Names run until white space or punctuation, as Weibo's mentions do.
    private static func isNameCharacter(at i: Int, in text: ClusteredText) -> Bool {
        let c = text.ascii[i]
        if c == UInt8(ascii: "_") || c == UInt8(ascii: "-") { return true }
        let p = text.firstScalars[i].properties
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
        let clusters = ClusteredText(Sanitizer.sanitize(text, keepNewlines: true))
        let (styles, links) = styles(of: clusters, base: base)
        let indentWidth = indent.reduce(0) { $0 + $1.text.terminalWidth }
        return TextLayout.wrapLines(clusters, width: max(1, width - indentWidth)).map { wrapped in
            // One span per run of equal style, cut from the text in one piece.
            var spans = indent
            var runStart = wrapped.range.lowerBound
            for k in wrapped.range where styles[k] != styles[runStart] || links[k] != links[runStart] {
                spans.append(Span(clusters.text(runStart..<k), styles[runStart], link: links[runStart]))
                runStart = k
            }
            if runStart < wrapped.range.upperBound {
                spans.append(Span(clusters.text(runStart..<wrapped.range.upperBound), styles[runStart], link: links[runStart]))
            }
            return Line(spans)
        }
    }
}
