/// The browser a web session presents as. m.weibo.cn answers HTTP 432 to
/// clients that do not look like a browser; the session is the user's own,
/// signed in by them, so it is used the way their browser uses it: a
/// current mainstream browser's User-Agent, the mobile form on m.weibo.cn
/// (and the passport's mobile sign-in), the desktop form on weibo.com.
/// `set user_agent` replaces both. Nothing here answers a captcha or a
/// verification page: those stop the session and send the user to a browser.
public struct BrowserIdentity: Sendable, Hashable {
    public var mobile: String
    public var desktop: String

    /// Safari on a current iPhone, and Chrome on Windows: the two most used
    /// browsers of Weibo's mobile and desktop sites.
    public static let current = BrowserIdentity(
        mobile: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1",
        desktop: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36")

    public init(mobile: String, desktop: String) {
        self.mobile = mobile
        self.desktop = desktop
    }

    /// `set user_agent`'s value for every host, else `current`. A value
    /// with a line break in it could start a header of its own: refused.
    public init(configured: String?) {
        let value = configured?.trimmingCharacters(in: " \t") ?? ""
        if value.isEmpty || value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            self = .current
        } else {
            self.init(mobile: value, desktop: value)
        }
    }

    public func userAgent(for host: WebHost) -> String {
        host == .desktop ? desktop : mobile
    }
}
