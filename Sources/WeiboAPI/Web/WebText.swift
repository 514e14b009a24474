import WeiboCore

/// A mobile-web post's or comment's HTML as the plain text the screens
/// draw: one pass over the characters, so hostile input (unclosed tags, a
/// `<` in text, a megabyte of tags) costs linear time.
///
/// - `<a>@name</a>`, `<a>#topic#</a>` and links into m.weibo.cn itself →
///   their text;
/// - a real link → its address (the `u=` of a `weibo.cn/sinaurl` wrapper,
///   else the `href`); `<span class="surl-text">网页链接</span>` is only its label;
/// - `全文` → dropped, and `hasFullTextLink` set, so the post is marked long
///   and its whole text fetched when opened;
/// - `<img alt="[doge]">` (the `url-icon` emoticons) → `[doge]`; other
///   images → nothing;
/// - `<br />` → a new line; every other tag → nothing;
/// - entities decoded once (`&amp;lt;` is the text `&lt;`); an unknown
///   named entity stays as written, as a browser shows it.
public enum WebText {
    public struct Plain: Sendable, Hashable {
        public var text: String
        /// The HTML ended in a `全文` link: the text is the first part of a long post.
        public var hasFullTextLink: Bool
    }

    public static func plain(_ html: String) -> Plain {
        var scanner = Scanner(Array(html.unicodeScalars))
        scanner.run()
        return Plain(text: tidy(scanner.out), hasFullTextLink: scanner.sawFullText)
    }

    /// Output is built as UTF-8 bytes: appending to a `String`'s scalar
    /// view a million times was measured quadratic-slow (over 100 s for a
    /// megabyte of `&`), bytes are amortised O(1).
    static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        UTF8.encode(scalar) { bytes.append($0) }
    }

    /// The hosts whose links are Weibo's own pages (topics, people, places):
    /// shown by their text, not their address.
    static let ownHosts: Set<String> = ["m.weibo.cn", "weibo.cn", "weibo.com", "www.weibo.com", "s.weibo.com", "m.weibo.com"]

    private struct Anchor {
        var href: String
        var text: [UInt8]
    }

    private struct Scanner {
        let input: [Unicode.Scalar]
        var index = 0
        var out: [UInt8] = []
        var anchor: Anchor?
        var sawFullText = false
        /// The first `>` at or after the last tag's start (`input.count`
        /// when none is left). It only moves forward, so finding every
        /// tag's end costs one pass however many `<` there are.
        var nextClose = -1

        init(_ input: [Unicode.Scalar]) {
            self.input = input
        }

        mutating func emit(_ scalar: Unicode.Scalar) {
            if anchor != nil { WebText.append(scalar, to: &anchor!.text) } else { WebText.append(scalar, to: &out) }
        }

        mutating func emit(_ text: String) {
            for scalar in text.unicodeScalars { emit(scalar) }
        }

        mutating func run() {
            while index < input.count {
                let scalar = input[index]
                if scalar == "<", startsTag(at: index) {
                    // A tag never closed: the rest is markup cut short, dropped as a browser does.
                    guard let end = tagEnd(from: index) else { break }
                    tag(Array(input[(index + 1)..<end]))
                    index = end + 1
                } else if scalar == "&" {
                    let (decoded, next) = WebText.entity(input, at: index)
                    if let decoded { emit(decoded) }
                    index = next
                } else {
                    emit(scalar)
                    index += 1
                }
            }
            closeAnchor()
        }

        /// Whether the `<` at `start` opens a tag: a name, `/`, `!` or `?`
        /// follows (the mobile web writes a `<` of the text as `&lt;`, but
        /// "1<2" may still come).
        func startsTag(at start: Int) -> Bool {
            guard start + 1 < input.count else { return false }
            let next = input[start + 1]
            return next == "/" || next == "!" || next == "?" || (next.isASCII && next.properties.isAlphabetic)
        }

        /// Where the tag opened at `start` ends; nil when no `>` comes.
        mutating func tagEnd(from start: Int) -> Int? {
            if nextClose < start {
                nextClose = start
                while nextClose < input.count, input[nextClose] != ">" { nextClose += 1 }
            }
            return nextClose < input.count ? nextClose : nil
        }

        mutating func tag(_ body: [Unicode.Scalar]) {
            let closing = body.first == "/"
            let nameScalars = (closing ? body.dropFirst() : body[...]).prefix { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
            let name = String(String.UnicodeScalarView(nameScalars)).lowercased()
            switch (name, closing) {
            case ("br", _):
                emit("\n" as Unicode.Scalar)
            case ("a", false):
                closeAnchor()
                let attributes = WebText.attributes(body)
                anchor = Anchor(href: attributes["href"] ?? "", text: [])
            case ("a", true):
                closeAnchor()
            case ("img", false):
                let alt = WebText.attributes(body)["alt"] ?? ""
                if alt.hasPrefix("["), alt.hasSuffix("]"), alt.count > 2 { emit(alt) }
            default:
                break
            }
        }

        mutating func closeAnchor() {
            guard let open = anchor else { return }
            anchor = nil
            let text = String(decoding: open.text, as: UTF8.self)
            let label = text.trimmingCharacters(in: " \n\t")
            if label == "全文" {  // data: the mobile web's link word
                sawFullText = true
                return
            }
            for scalar in WebText.shown(label: text, href: open.href).unicodeScalars { WebText.append(scalar, to: &out) }
        }
    }

    /// What a link shows: its text for mentions, topics and Weibo's own
    /// pages, else the address it leads to.
    static func shown(label: String, href: String) -> String {
        let trimmed = label.trimmingCharacters(in: " \n\t")
        if trimmed.hasPrefix("@") || trimmed.hasPrefix("#") { return label }
        guard let address = destination(href) else { return label }
        return address
    }

    /// The absolute http(s) address a link leads to, nil for Weibo's own pages and relative links.
    static func destination(_ href: String) -> String? {
        let href = href.trimmingCharacters(in: " ")
        guard let linkHost = host(of: href) else { return nil }
        if linkHost == "weibo.cn" || linkHost == "m.weibo.cn", href.contains("/sinaurl") {
            for key in ["u", "toasturl"] {
                if let wrapped = queryValue(key, in: href), let inner = host(of: wrapped), !ownHosts.contains(inner) { return wrapped }
            }
        }
        return ownHosts.contains(linkHost) ? nil : href
    }

    public static func host(of url: String) -> String? {
        let lower = url.lowercased()
        let rest: Substring
        if lower.hasPrefix("https://") { rest = lower.dropFirst(8) } else if lower.hasPrefix("http://") { rest = lower.dropFirst(7) } else { return nil }
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let host = authority.split(separator: "@").last.map { $0.prefix { $0 != ":" } } ?? ""
        return host.isEmpty ? nil : String(host)
    }

    /// One query parameter's value, percent-decoded.
    static func queryValue(_ name: String, in url: String) -> String? {
        guard let question = url.firstIndex(of: "?") else { return nil }
        let query = url[url.index(after: question)...].prefix { $0 != "#" }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2, parts[0] == name[...] { return FormEncoding.unescape(parts[1]) }
        }
        return nil
    }

    /// A tag's attributes: `name="v"`, `name='v'` and `name=v` (the mobile
    /// web writes `alt=[doge]` unquoted), values entity-decoded, names lowercased.
    static func attributes(_ body: [Unicode.Scalar]) -> [String: String] {
        var result: [String: String] = [:]
        var index = body.firstIndex { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "/" } ?? body.count
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "/" }
        while index < body.count {
            while index < body.count, isSpace(body[index]) { index += 1 }
            let nameStart = index
            while index < body.count, !isSpace(body[index]), body[index] != "=" { index += 1 }
            let name = String(String.UnicodeScalarView(body[nameStart..<index])).lowercased()
            while index < body.count, body[index] == " " { index += 1 }
            var value = ""
            if index < body.count, body[index] == "=" {
                index += 1
                while index < body.count, body[index] == " " { index += 1 }
                if index < body.count, body[index] == "\"" || body[index] == "'" {
                    let quote = body[index]
                    index += 1
                    let start = index
                    while index < body.count, body[index] != quote { index += 1 }
                    value = decodeEntities(Array(body[start..<index]))
                    index += 1
                } else {
                    let start = index
                    while index < body.count, body[index] != " ", body[index] != "\t", body[index] != "\n" { index += 1 }
                    var end = index
                    // `alt=[doge] />` and `href=x/>`: a trailing slash closes the tag.
                    if end == body.count, end > start, body[end - 1] == "/" { end -= 1 }
                    value = decodeEntities(Array(body[start..<end]))
                }
            }
            if !name.isEmpty, result[name] == nil { result[name] = value }
        }
        return result
    }

    static func decodeEntities(_ scalars: [Unicode.Scalar]) -> String {
        var out: [UInt8] = []
        var index = 0
        while index < scalars.count {
            if scalars[index] == "&" {
                let (decoded, next) = entity(scalars, at: index)
                if let decoded { append(decoded, to: &out) }
                index = next
            } else {
                append(scalars[index], to: &out)
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static let named: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
        "hellip": "…", "mdash": "—", "ndash": "–", "middot": "·", "ldquo": "“", "rdquo": "”",
        "lsquo": "‘", "rsquo": "’", "times": "×", "yen": "¥", "copy": "©", "reg": "®", "deg": "°",
    ]

    /// The entity at `start` (a `&`): its character (nil: dropped) and
    /// where the text goes on. A `&` that starts no entity is itself. At
    /// most 12 characters are looked at, so a run of `&` stays linear.
    static func entity(_ input: [Unicode.Scalar], at start: Int) -> (Unicode.Scalar?, Int) {
        var end = start + 1
        while end < input.count, end - start <= 12, input[end] != ";" {
            let scalar = input[end]
            guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "#" else { return ("&", start + 1) }
            end += 1
        }
        guard end < input.count, input[end] == ";", end > start + 1 else { return ("&", start + 1) }
        let name = String(String.UnicodeScalarView(input[(start + 1)..<end]))
        var scalar: Unicode.Scalar?
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        } else if name.hasPrefix("#") {
            scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
        } else {
            scalar = named[name]
        }
        guard let scalar else { return ("&", start + 1) }
        // A control character by number (`&#27;`) would reach the terminal: dropped.
        if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" || (0x7F...0x9F).contains(scalar.value) {
            return (nil, end + 1)
        }
        return (scalar, end + 1)
    }

    /// No zero-width spaces (the mobile web ends many posts with one), no
    /// spaces at the ends of lines, no blank lines beyond one. On the
    /// UTF-8 bytes: spaces, tabs and newlines are single bytes that never
    /// occur inside another character's encoding.
    static func tidy(_ bytes: [UInt8]) -> String {
        var kept: [ArraySlice<UInt8>] = []
        var line: [UInt8] = []
        func flush(_ kept: inout [ArraySlice<UInt8>], _ line: inout [UInt8]) {
            var start = 0
            var end = line.count
            while start < end, line[start] == 0x20 || line[start] == 0x09 { start += 1 }
            while end > start, line[end - 1] == 0x20 || line[end - 1] == 0x09 { end -= 1 }
            // One blank line at most, and none at the start.
            if start < end || !(kept.last?.isEmpty ?? true) { kept.append(line[start..<end]) }
            line = []
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0x8B {
                index += 3
                continue
            }
            if byte == 0x0A { flush(&kept, &line) } else if byte != 0x0D { line.append(byte) }
            index += 1
        }
        flush(&kept, &line)
        while kept.last?.isEmpty == true { kept.removeLast() }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for (number, line) in kept.enumerated() {
            if number > 0 { out.append(0x0A) }
            out.append(contentsOf: line)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
