import WeiboCore

/// The client name in a status's `source`: the API sends an HTML anchor
/// (`<a href="…" rel="nofollow">微博 weibo.com</a>`), sometimes a bare
/// name, sometimes only the anchor's end (`新浪微博</a>`, as in the
/// wiki's own share example). Tags are dropped, the few entities a name
/// uses are decoded, spaces collapsed.
enum SourceText {
    static func plain(_ html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true; continue }
            if character == ">" && inTag { inTag = false; continue }
            if !inTag { text.append(character) }
        }
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", " "), ("&amp;", "&")] {
            text = text.replacingAll(entity, with: character)
        }
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}

extension String {
    /// Every `target` replaced (FoundationEssentials-free).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var out = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
