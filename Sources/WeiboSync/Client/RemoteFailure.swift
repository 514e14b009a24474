import WeiboAPI
import WeiboCore
import WeiboHTTP

/// Why a call to the Open API gave no answer: the network, or the API's
/// own reply. Its message is one line that never holds a secret: the
/// request's URL and body hold no token (it travels in a header) and the
/// messages name only the host.
public enum RemoteFailure: Error {
    case network(HTTPFailure, host: String)
    case api(APIError)
    /// Every route that offers this list or write is refusing this client
    /// (HTTP 432, a captcha or a verification page) and is left alone until
    /// `retryAt`; another route of the session still answers other lists.
    case resting(hosts: [String], retryAt: Int64)
    /// Every route of the web session refused this client: nothing more is
    /// asked until `retryAt` (the app waits as for `checkingClient`).
    case refused(hosts: [String], retryAt: Int64)
    /// `host` does not offer this list or write (asked by `doctor` alone).
    case notOffered(host: String)

    /// `sync`'s exit status for this failure: Weibo said too many requests
    /// (10022/10023: 3), or it is checking this client (HTTP 432/418, a
    /// captcha page: 4). Either way the app waits long, and which of the two
    /// it is says what the app tells the user.
    public var syncExitStatus: Int32 {
        switch self {
        case .api(.rateLimited): SyncExitStatus.rateLimited
        case .api(.checkingClient), .refused: SyncExitStatus.checkingClient
        default: 1
        }
    }

    public func message(now: Int64) -> String {
        switch self {
        case .api(.rateLimited(_, let retryAt)):
            // The app retries by itself; a command does not, so it says when to.
            let minutes = max(1, (retryAt - now + 59) / 60)
            return tr("请求太频繁，微博暂时限制了访问；请 \(minutes) 分钟后再试",
                      minutes == 1 ? "Too many requests: Weibo is limiting access; try again in a minute"
                                   : "Too many requests: Weibo is limiting access; try again in \(minutes) minutes")
        case .api(let error):
            return error.userMessage(now: now)
        case .resting(let hosts, let retryAt) where retryAt == RouteMemory.closed:
            let names = hosts.joined(separator: tr("、", " and "))
            return tr("这个会话没有登录 \(names)，只有它提供这一项；请重新登录（weibo-tui login --qr）",
                      "this session is not signed in on \(names), the only place that offers this; log in again (weibo-tui login --qr)")
        case .resting(let hosts, let retryAt):
            let names = hosts.joined(separator: tr("、", " and "))
            let minutes = max(1, (retryAt - now + 59) / 60)
            return tr("\(names) 正在检查这个客户端，只有它提供这一项；\(minutes) 分钟后再试（如一直如此，请在浏览器中打开 \(hosts[0])）",
                      "\(names) is checking this client and only it offers this; trying again in \(minutes) min (open \(hosts[0]) in a browser if it persists)")
        case .notOffered(let host):
            return tr("\(host) 不提供这一项", "\(host) does not offer this")
        case .refused(let hosts, let retryAt):
            let names = hosts.joined(separator: tr(" 和 ", " and "))
            let minutes = max(1, (retryAt - now + 59) / 60)
            return tr("\(names) 都在检查这个客户端（HTTP 432 或验证页），\(minutes) 分钟内不再请求；请在浏览器中打开 \(hosts.last ?? "weibo.com") 看看，之后 weibo-tui doctor 会立即再试",
                      "\(names) are both checking this client (HTTP 432 or a verification page); nothing is asked for \(minutes) min; open \(hosts.last ?? "weibo.com") in a browser to see why, then weibo-tui doctor asks again at once")
        case .network(let failure, let host):
            let detail = Sanitizer.sanitize(failure.detail, markLimit: MarkRuns.limit)
            let said: String
            switch failure.kind {
            case .libraryMissing:
                said = tr("无法载入 libcurl（请安装 libcurl4）", "cannot load libcurl (install libcurl4)")
            case .dns:
                said = tr("找不到服务器 \(host)", "cannot find the server \(host)")
            case .refused:
                said = tr("无法连接 \(host)（离线，或服务器没有运行）", "cannot connect to \(host) (offline, or the server is down)")
            case .tls:
                said = tr("与 \(host) 的安全连接（TLS）验证失败", "the secure connection (TLS) to \(host) failed verification")
            case .timeout:
                said = tr("\(host) 响应超时", "\(host) took too long to answer")
            case .connectionLost:
                said = tr("与 \(host) 的连接中断", "the connection to \(host) broke off")
            case .tooLarge:
                said = tr("\(host) 的回复太大", "the reply from \(host) is too large")
            case .other:
                said = tr("无法访问 \(host)", "cannot reach \(host)")
            }
            return detail.isEmpty ? said : said + tr("：", ": ") + detail
        }
    }
}
