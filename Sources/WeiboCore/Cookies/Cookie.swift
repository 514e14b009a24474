/// One cookie as a `Set-Cookie` header set it. Its description never
/// shows the value: a session's cookies are its password.
public struct Cookie: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    public var name: String
    public var value: String
    /// Lowercased, without a leading dot: `weibo.cn`.
    public var domain: String
    /// Sent only to `domain` itself (no `Domain` attribute was given),
    /// else to it and every host under it.
    public var hostOnly: Bool
    public var path: String
    /// Unix seconds; nil for a cookie that lasts the session.
    public var expiresAt: Int64?
    public var secure: Bool
    public var httpOnly: Bool

    public init(name: String, value: String, domain: String, hostOnly: Bool = false, path: String = "/",
                expiresAt: Int64? = nil, secure: Bool = false, httpOnly: Bool = false) {
        self.name = name
        self.value = value
        self.domain = Cookie.normalised(domain)
        self.hostOnly = hostOnly
        self.path = path
        self.expiresAt = expiresAt
        self.secure = secure
        self.httpOnly = httpOnly
    }

    /// Whether it has run out at `now`.
    public func isExpired(now: Int64) -> Bool { expiresAt.map { $0 <= now } ?? false }

    /// Whether `host` may be sent this cookie (RFC 6265 5.1.3: the domain
    /// itself, or a name ending in `.` + domain).
    public func matches(host: String) -> Bool {
        let host = Cookie.normalised(host)
        if host == domain { return true }
        return !hostOnly && host.hasSuffix("." + domain)
    }

    /// Whether a request for `requestPath` gets it (5.1.4).
    public func matches(path requestPath: String) -> Bool {
        if requestPath == path { return true }
        guard requestPath.hasPrefix(path) else { return false }
        return path.hasSuffix("/") || requestPath.dropFirst(path.count).first == "/"
    }

    public var description: String {
        "Cookie(\(name)=***; domain=\(hostOnly ? "" : ".")\(domain); path=\(path)\(expiresAt.map { "; expires=\($0)" } ?? ""))"
    }

    public var debugDescription: String { description }

    static func normalised(_ host: String) -> String {
        var host = host.trimmingCharacters(in: " ").lowercased()
        while host.hasPrefix(".") { host.removeFirst() }
        while host.hasSuffix(".") { host.removeLast() }
        return host
    }
}

/// `Set-Cookie` header values read into cookies (RFC 6265 section 5.2, the
/// parts a client needs): `name=value` then `Expires`, `Max-Age` (wins
/// over Expires; 0 or less deletes), `Domain`, `Path`, `Secure`,
/// `HttpOnly`. Pure: `now` dates a `Max-Age`.
public enum SetCookie {
    /// The cookie a `Set-Cookie` value sets when the reply came from
    /// `host`; nil for a malformed value, or a `Domain` that `host` is not
    /// inside (a server may not set cookies for another site).
    public static func parse(_ header: String, host: String, now: Int64) -> Cookie? {
        let parts = header.split(separator: ";", omittingEmptySubsequences: false)
        guard let pair = parts.first, let equals = pair.firstIndex(of: "=") else { return nil }
        let name = String(pair[..<equals]).trimmingCharacters(in: " \t")
        let value = String(pair[pair.index(after: equals)...]).trimmingCharacters(in: " \t")
        guard !name.isEmpty, !name.contains(where: { $0.isWhitespace || $0 == "," }) else { return nil }
        let host = Cookie.normalised(host)
        var cookie = Cookie(name: name, value: value, domain: host, hostOnly: true)
        var maxAge: Int64?
        var expires: Int64?
        for attribute in parts.dropFirst() {
            let pieces = attribute.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = String(pieces[0]).trimmingCharacters(in: " \t").lowercased()
            let argument = pieces.count > 1 ? String(pieces[1]).trimmingCharacters(in: " \t") : ""
            switch key {
            case "expires":
                expires = CookieDate.parse(argument) ?? expires
            case "max-age":
                if let seconds = Int64(argument) { maxAge = seconds }
            case "domain":
                let domain = Cookie.normalised(argument)
                guard !domain.isEmpty else { continue }
                guard host == domain || host.hasSuffix("." + domain) else { return nil }
                cookie.domain = domain
                cookie.hostOnly = false
            case "path":
                if argument.hasPrefix("/") { cookie.path = argument }
            case "secure":
                cookie.secure = true
            case "httponly":
                cookie.httpOnly = true
            default:
                break
            }
        }
        if let maxAge {
            cookie.expiresAt = maxAge <= 0 ? Int64.min : now + maxAge
        } else {
            cookie.expiresAt = expires
        }
        return cookie
    }
}
