import WeiboCore

/// Why a request gave no usable answer, in the kinds the app acts on
/// differently: log in again, wait and retry, tell the user, or give up on
/// this reply.
public enum APIError: Error, Sendable, Hashable {
    /// The token is expired, revoked or not valid (`code` nil for a bare HTTP 401).
    case tokenInvalid(code: Int?)
    /// Too many requests; `retryAt` (Unix seconds) is when to try again.
    case rateLimited(code: Int, retryAt: Int64)
    /// The same text was just sent (the API refuses it as a repeat).
    case repeatedContent(code: Int)
    /// Any other API error: its code and the API's own text.
    case api(code: Int, message: String)
    /// A reply that is not the API's JSON or not of the expected shape.
    case badResponse(BadResponse)
    /// The web session is no longer signed in (`ok: -100`, `login: false`,
    /// a redirect to or a page of the sign-in): log in again.
    case signedOut
    /// Weibo is checking this client (HTTP 432 or 418, a captcha or
    /// verification page): wait long, never solve or bypass it.
    /// `retryAt` (Unix seconds) is the earliest next try.
    case checkingClient(retryAt: Int64)

    /// The codes whose answer is "log in again" (the Error_code page's
    /// 213xx token errors, and OAuth2's `expired_token`).
    public static let tokenCodes: Set<Int> = [21301, 21314, 21315, 21316, 21317, 21318, 21319, 21327, 21332]
    /// IP, user and per-endpoint rate limits.
    public static let rateLimitCodes: Set<Int> = [10022, 10023, 10024]
    /// "Repeat content" (20019) and "repeated weibo text" (20017).
    public static let repeatCodes: Set<Int> = [20017, 20019]
    /// How long to leave Weibo alone after it starts checking this client.
    public static let checkingBackoff: Int64 = 30 * 60

    /// Whether asking again later may succeed (the caller's backoff decides when).
    public var isTransient: Bool {
        switch self {
        case .rateLimited: true
        case .badResponse(let bad):
            switch bad.innermost {
            case .htmlPage, .truncated, .empty, .unexpectedStatus: true
            case .invalidJSON, .wrongType, .missingField, .badDate, .otherUser, .at: false
            }
        case .api(let code, _): code == 10001 || code == 10002 || code == 10009 || code == 10010
        case .checkingClient: true
        case .tokenInvalid, .repeatedContent, .signedOut: false
        }
    }

    /// Seconds from `now` until a rate-limited request may be retried; 0 for other errors.
    public func retryAfter(now: Int64) -> Int64 {
        switch self {
        case .rateLimited(_, let retryAt), .checkingClient(let retryAt): return max(0, retryAt - now)
        default: return 0
        }
    }

    /// One line for the status bar and stderr, in the run's language.
    /// `now` is for the rate limit's "retry in N minutes".
    public func userMessage(now: Int64) -> String {
        switch self {
        case .tokenInvalid:
            return tr("登录已过期或失效，请重新登录（weibo-tui login）", "Your login has expired or is no longer valid; log in again (weibo-tui login)")
        case .rateLimited:
            let minutes = (retryAfter(now: now) + 59) / 60
            return minutes <= 1
                ? tr("请求太频繁，微博暂时限制了访问，1 分钟内自动重试", "Too many requests: Weibo is limiting access; retrying within a minute")
                : tr("请求太频繁，微博暂时限制了访问，\(minutes) 分钟后自动重试", "Too many requests: Weibo is limiting access; retrying in \(minutes) minutes")
        case .repeatedContent:
            return tr("刚刚已经发过相同的内容，微博不允许重复发送", "You just sent the same text; Weibo does not take it twice")
        case .api(let code, let message):
            return APIError.plainWords(code: code) ?? {
                let detail = APIError.oneLine(message)
                return detail.isEmpty
                    ? tr("微博返回错误 \(code)", "Weibo error \(code)")
                    : tr("微博返回错误 \(code)：\(detail)", "Weibo error \(code): \(detail)")
            }()
        case .badResponse(let bad):
            return bad.userMessage
        case .signedOut:
            return tr("已退出登录：请重新登录（weibo-tui login --qr）", "signed out: log in again (weibo-tui login --qr)")
        case .checkingClient:
            return tr("微博正在检查这个客户端，请稍后再试（如一直如此，请在浏览器中打开 m.weibo.cn）",
                      "Weibo is checking this client; try again later (open m.weibo.cn in a browser if it persists)")
        }
    }

    /// The codes worth saying in the user's words rather than the API's English.
    static func plainWords(code: Int) -> String? {
        switch code {
        case 10001, 10002, 10009, 10010:
            tr("微博服务暂时不可用（\(code)），稍后再试", "Weibo's service is unavailable for now (\(code)); try again later")
        case 10014:
            tr("这个应用没有权限使用该功能（\(code)）", "This app is not allowed to use that feature (\(code))")
        case 10017:
            tr("微博只接受带有本应用审核过的安全域名下链接的微博（\(code)）；网页版登录（weibo-tui login --qr）发微博不需要链接", "Weibo only accepts posts with a link under the app's reviewed safe domain (\(code)); a web session (weibo-tui login --qr) posts without one")
        case 20003:
            tr("用户不存在（\(code)）", "No such user (\(code))")
        case 20012:
            tr("文字太长，微博不接受（\(code)）", "The text is too long for Weibo (\(code))")
        case 20101:
            tr("这条微博已不存在（\(code)）", "That post no longer exists (\(code))")
        default:
            nil
        }
    }

    /// The API's own text, kept to one short line: it goes into a status bar.
    static func oneLine(_ text: String) -> String {
        let flat = text.map { $0.isNewline || $0 == "\t" ? " " : $0 }
        let trimmed = String(flat).trimmingCharacters(in: " ")
        return trimmed.count > 80 ? String(trimmed.prefix(79)) + "…" : trimmed
    }
}
