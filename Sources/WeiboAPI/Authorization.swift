/// The OAuth2 authorization-code flow as a desktop client runs it: the
/// user opens the authorize URL in a browser, approves, lands on the
/// redirect page and pastes its address (or just the code) back.
public enum Authorization {
    /// The page Weibo itself hosts for clients without a web server of
    /// their own; the code arrives in its query.
    public static let defaultRedirectURI = "https://api.weibo.com/oauth2/default.html"

    /// The page to open in a browser.
    public static func authorizeURL(appKey: String, redirectURI: String = defaultRedirectURI, bases: APIBases = .weibo) -> String {
        bases.api + "/oauth2/authorize?" + FormEncoding.encode([
            APIParameter("client_id", appKey),
            APIParameter("redirect_uri", redirectURI),
            APIParameter("response_type", "code"),
        ])
    }

    /// What the user pasted, read.
    public enum Pasted: Sendable, Hashable {
        case code(String)
        /// The redirect carried an error instead (`error=access_denied`
        /// when the user declined), with its text.
        case refused(String)
        /// Neither a redirect address with a code nor something shaped like a code.
        case unreadable
    }

    /// Reads the whole redirect address (`…/default.html?code=abc`, also
    /// with other parameters or a fragment) or a bare code, with any
    /// spaces, quotes or angle brackets a terminal copy adds around it.
    public static func parsePasted(_ text: String) -> Pasted {
        let trimmed = text.trimmingCharacters(in: " \t\r\n\"'<>")
        guard !trimmed.isEmpty else { return .unreadable }
        if let query = queryPart(of: trimmed) {
            let fields = parseQuery(query)
            if let code = fields["code"], isCodeShaped(code) { return .code(code) }
            if let error = fields["error_description"] ?? fields["error"] { return .refused(error) }
            return .unreadable
        }
        return isCodeShaped(trimmed) ? .code(trimmed) : .unreadable
    }

    /// The part after `?` (and `#`, where some pages put it) of something
    /// that looks like an address or a bare `code=…` query.
    private static func queryPart(of text: String) -> Substring? {
        if let mark = text.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            return text[text.index(after: mark)...]
        }
        return text.contains("=") ? text[...] : nil
    }

    private static func parseQuery(_ query: Substring) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in query.split(whereSeparator: { $0 == "&" || $0 == "#" || $0 == "?" }) {
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard halves.count == 2, let name = FormEncoding.unescape(halves[0]),
                  let value = FormEncoding.unescape(halves[1]) else { continue }
            if fields[name] == nil { fields[name] = value }
        }
        return fields
    }

    /// Weibo's codes are 32 hex digits; any 8…128 letters, digits, `-`, `_` are taken.
    private static func isCodeShaped(_ text: String) -> Bool {
        (8...128).contains(text.count) && text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
    }
}
