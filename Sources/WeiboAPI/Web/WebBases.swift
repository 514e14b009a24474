/// Where a web session's requests go: the mobile web (`m.weibo.cn`), the
/// desktop site's JSON (`weibo.com/ajax`, the session's second route) and
/// the passport that signs in. A value, like `APIBases`, so a mirror or
/// the tests' fake server replaces each without touching any request.
public struct WebBases: Sendable, Hashable {
    /// Scheme and host (and port), no trailing slash.
    public var web: String
    public var passport: String
    public var desktop: String

    public static let weibo = WebBases(web: "https://m.weibo.cn", passport: "https://passport.weibo.com", desktop: "https://weibo.com")

    public init(web: String, passport: String, desktop: String = WebBases.weibo.desktop) {
        self.web = WebBases.trimmed(web)
        self.passport = WebBases.trimmed(passport)
        self.desktop = WebBases.trimmed(desktop)
    }

    /// The hosts `WEIBO_TUI_WEB_BASE`, `WEIBO_TUI_PASSPORT_BASE` and
    /// `WEIBO_TUI_DESKTOP_BASE` name, each falling back to `fallback` (the
    /// config file's `web_base` / `passport_base` / `desktop_base`, else
    /// Weibo's) when unset or empty.
    public init(environment: [String: String], fallback: WebBases = .weibo) {
        func pick(_ name: String, _ otherwise: String) -> String {
            let value = environment[name]?.trimmingCharacters(in: " \t") ?? ""
            return value.isEmpty ? otherwise : value
        }
        self.init(web: pick("WEIBO_TUI_WEB_BASE", fallback.web), passport: pick("WEIBO_TUI_PASSPORT_BASE", fallback.passport),
                  desktop: pick("WEIBO_TUI_DESKTOP_BASE", fallback.desktop))
    }

    public func url(for host: WebHost) -> String {
        switch host {
        case .web: web
        case .passport: passport
        case .desktop: desktop
        }
    }

    /// The host name alone (`m.weibo.cn`), for matching cookies.
    public func hostName(for host: WebHost) -> String {
        WebText.host(of: url(for: host)) ?? ""
    }

    private static func trimmed(_ base: String) -> String {
        var base = base.trimmingCharacters(in: " \t")
        while base.hasSuffix("/") { base.removeLast() }
        return base
    }
}

/// Which of `WebBases`' hosts a request goes to.
public enum WebHost: String, Sendable, Hashable, CaseIterable {
    /// m.weibo.cn: the mobile web's JSON.
    case web
    case passport
    /// weibo.com: the desktop site's `/ajax` JSON.
    case desktop
}
