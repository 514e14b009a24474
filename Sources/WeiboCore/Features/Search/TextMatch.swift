/// Where search words occur in drawn text, to light up the matching cells.
/// Letters are compared case-folded, as the trigram index compares them.
public enum TextMatch {
    /// The character ranges of `text` covered by any of `terms`, sorted and
    /// merged (overlapping or touching matches become one).
    public static func ranges(of terms: [String], in text: [Character]) -> [Range<Int>] {
        let folded = text.map(fold)
        var covered: [Range<Int>] = []
        for term in terms {
            let needle = term.map(fold)
            guard !needle.isEmpty, needle.count <= folded.count else { continue }
            for start in 0...(folded.count - needle.count) where folded[start] == needle[0] {
                if (1..<needle.count).allSatisfy({ folded[start + $0] == needle[$0] }) {
                    covered.append(start..<start + needle.count)
                }
            }
        }
        return merged(covered)
    }

    /// The style matched cells get: reversed, so it shows without colour too.
    public static func style(_ base: Style) -> Style { base.with(.reverse) }

    /// `line` with the cells that match `terms` restyled. A match is found
    /// within one line: a word the wrap broke in two is not lit.
    public static func highlight(_ line: Line, _ terms: [String]) -> Line {
        let characters = line.spans.flatMap { Array($0.text) }
        let matches = ranges(of: terms, in: characters)
        guard !matches.isEmpty else { return line }
        var spans: [Span] = []
        var index = 0
        for span in line.spans {
            var run = ""
            var runLit = false
            for character in span.text {
                let lit = matches.contains { $0.contains(index) }
                if lit != runLit, !run.isEmpty {
                    spans.append(Span(run, runLit ? style(span.style) : span.style, link: span.link))
                    run = ""
                }
                runLit = lit
                run.append(character)
                index += 1
            }
            if !run.isEmpty { spans.append(Span(run, runLit ? style(span.style) : span.style, link: span.link)) }
        }
        var lit = line
        lit.spans = spans
        return lit
    }

    public static func highlight(_ lines: [Line], _ terms: [String]) -> [Line] {
        terms.isEmpty ? lines : lines.map { highlight($0, terms) }
    }

    private static func fold(_ character: Character) -> String { character.lowercased() }

    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
