/// A session's cookies, as a value: what the replies' `Set-Cookie`
/// headers set (merged by name, domain and path; replaced, expired or
/// deleted as they say), and the `Cookie` header each host gets. Pure:
/// the HTTP edge hands it the headers and asks for the header to send;
/// the account file keeps it. Its description never shows a value.
public struct CookieJar: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// In the order they were first set (the header lists them so, longest path first).
    public private(set) var cookies: [Cookie]

    public init(_ cookies: [Cookie] = []) {
        self.cookies = []
        for cookie in cookies { store(cookie, now: Int64.min + 1) }
    }

    /// A `Cookie:` header pasted from a signed-in browser (`login --cookie -`):
    /// every `name=value` pair as a session cookie for `domain` and the
    /// hosts under it. A leading `Cookie:` is dropped; pairs without `=` are skipped.
    public init(pastedHeader: String, domain: String) {
        var text = pastedHeader.trimmingCharacters(in: " \t\r\n")
        if text.lowercased().hasPrefix("cookie:") { text = String(text.dropFirst(7)) }
        var cookies: [Cookie] = []
        for pair in text.split(separator: ";") {
            guard let equals = pair.firstIndex(of: "=") else { continue }
            let name = String(pair[..<equals]).trimmingCharacters(in: " \t\r\n")
            let value = String(pair[pair.index(after: equals)...]).trimmingCharacters(in: " \t\r\n")
            guard !name.isEmpty else { continue }
            cookies.append(Cookie(name: name, value: value, domain: domain))
        }
        self.init(cookies)
    }

    public var isEmpty: Bool { cookies.isEmpty }

    /// Takes the `Set-Cookie` values of a reply from `host`.
    public mutating func receive(_ setCookies: [String], fromHost host: String, now: Int64) {
        for header in setCookies {
            if let cookie = SetCookie.parse(header, host: host, now: now) { store(cookie, now: now) }
        }
    }

    /// Adds, replaces (same name, domain and path) or, for an expired one, removes.
    public mutating func store(_ cookie: Cookie, now: Int64) {
        let index = cookies.firstIndex { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
        if cookie.isExpired(now: now) {
            if let index { cookies.remove(at: index) }
        } else if let index {
            cookies[index] = cookie
        } else {
            cookies.append(cookie)
        }
    }

    /// Without the cookies that have run out at `now`.
    public func removingExpired(now: Int64) -> CookieJar {
        var jar = self
        jar.cookies.removeAll { $0.isExpired(now: now) }
        return jar
    }

    /// The cookies a request to `host` and `path` gets at `now`: the host
    /// must match each cookie's domain, `Secure` ones only over https.
    public func cookies(forHost host: String, path: String = "/", secure: Bool = true, now: Int64) -> [Cookie] {
        let matching = cookies.enumerated().filter { _, cookie in
            !cookie.isExpired(now: now) && cookie.matches(host: host) && cookie.matches(path: path) && (secure || !cookie.secure)
        }
        // Longer paths first (RFC 6265 5.4), else the order they were set.
        return matching.sorted { ($0.element.path.count, -$0.offset) > ($1.element.path.count, -$1.offset) }.map(\.element)
    }

    /// The `Cookie` header for a request to `host` (nil when none applies).
    public func header(forHost host: String, path: String = "/", secure: Bool = true, now: Int64) -> String? {
        let chosen = cookies(forHost: host, path: path, secure: secure, now: now)
        return chosen.isEmpty ? nil : chosen.map { $0.name + "=" + $0.value }.joined(separator: "; ")
    }

    /// One cookie's value for `host` (`SUB` says a session exists; `XSRF-TOKEN`).
    public func value(named name: String, forHost host: String, now: Int64) -> String? {
        cookies(forHost: host, now: now).first { $0.name == name }?.value
    }

    public var description: String {
        "CookieJar(" + cookies.map { "\($0.name)@\($0.hostOnly ? "" : ".")\($0.domain)" }.joined(separator: ", ") + ")"
    }

    public var debugDescription: String { description }
}
