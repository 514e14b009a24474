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

    /// `sync`'s exit status for this failure: Weibo said too many requests
    /// (10022/10023: 3), or it is checking this client (HTTP 432/418, a
    /// captcha page: 4). Either way the app waits long, and which of the two
    /// it is says what the app tells the user.
    public var syncExitStatus: Int32 {
        switch self {
        case .api(.rateLimited): SyncExitStatus.rateLimited
        case .api(.checkingClient): SyncExitStatus.checkingClient
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
