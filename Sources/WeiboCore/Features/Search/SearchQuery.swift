/// What the user typed into a search, split into the words every result
/// must contain. Chinese has no spaces, so a word is any run of characters
/// between spaces: `天气 北京` finds posts with both, in any order.
public struct SearchQuery: Hashable, Sendable {
    /// The words, in the order typed, without repeats.
    public let terms: [String]

    public init(_ text: String) {
        var seen: Set<String> = []
        terms = text.split(whereSeparator: { $0.isWhitespace }).map(String.init).filter { seen.insert($0.lowercased()).inserted }
    }

    public var isEmpty: Bool { terms.isEmpty }

    /// The trigram index can look a word up only when it has three
    /// characters or more (it indexes every run of three); shorter words
    /// are looked up in the one- and two-character index (`SearchGrams`).
    public static let indexedLength = 3

    /// Words the trigram index answers.
    public var indexedTerms: [String] { terms.filter { $0.unicodeScalars.count >= Self.indexedLength } }
    /// Words too short for the trigram index: one or two characters.
    public var shortTerms: [String] { terms.filter { $0.unicodeScalars.count < Self.indexedLength } }

    /// The FTS5 query of the short words in the one- and two-character
    /// index: each word's token, all required. Nil without short words, or
    /// when one cannot be indexed (it holds whitespace) and so matches nothing
    /// there.
    public var gramExpression: String? {
        let tokens = shortTerms.compactMap(SearchGrams.token)
        return tokens.isEmpty || tokens.count < shortTerms.count ? nil : tokens.joined(separator: " ")
    }

    /// Every pair of neighbouring characters of `term`, in order. A post
    /// holding the word holds each pair, so any one of them, looked up in
    /// the one- and two-character index and its hits checked for the whole
    /// word, finds every post with the word: the store asks the rarest
    /// (`Store.searchPlan`).
    public static func pairs(of term: String) -> [String] {
        let scalars = Array(term.unicodeScalars)
        return scalars.indices.dropLast().map { i in
            var pair = String.UnicodeScalarView()
            pair.append(scalars[i])
            pair.append(scalars[i + 1])
            return String(pair)
        }
    }

    /// The FTS5 query for the indexed words: each a quoted phrase (so
    /// operators and quotes in it are taken literally), all required.
    public var ftsExpression: String? {
        let phrases = indexedTerms.map { "\"" + $0.replacingAll("\"", with: "\"\"") + "\"" }
        return phrases.isEmpty ? nil : phrases.joined(separator: " ")
    }

    /// `%word%` for SQL `LIKE … ESCAPE '\'`, with `%`, `_` and `\` taken literally.
    public static func likePattern(_ term: String) -> String {
        var pattern = "%"
        for character in term {
            if character == "%" || character == "_" || character == "\\" { pattern.append("\\") }
            pattern.append(character)
        }
        return pattern + "%"
    }
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation in the core).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
