import WeiboAPI
import WeiboCore
import WeiboHTTP
import WeiboStore

/// The Open API as the commands call it: one request at a time, its reply
/// decoded or its failure turned into one plain line. The bytes go through
/// `transport` (libcurl in the process, a closure in the tests).
struct WeiboClient {
    typealias Transport = (HTTPRequest) -> Result<HTTPResponse, HTTPFailure>

    var bases: APIBases
    /// The mobile web's and the passport's hosts, for a web session.
    var webBases: WebBases = .weibo
    var transport: Transport
    /// Unix seconds, for expiries and a rate limit's retry time.
    var now: () -> Int64

    /// Sends `request` and decodes the reply with one of `APIResponse`'s functions.
    func call<T>(
        _ request: APIRequest,
        _ decode: (_ status: Int, _ body: [UInt8], _ retryAfter: String?, _ now: Int64) throws(APIError) -> T
    ) throws(RemoteFailure) -> T {
        let sent = HTTPRequest(
            method: request.method == .post ? .post : .get, url: request.url(bases: bases),
            headers: request.headers.map { "\($0.name): \($0.value)" }, body: Array((request.body ?? "").utf8))
        switch transport(sent) {
        case .failure(let failure):
            throw .network(failure, host: Self.host(of: sent.url))
        case .success(let response):
            do {
                return try decode(response.status, response.body, nil, now())
            } catch {
                throw .api(error)
            }
        }
    }

    /// The same for the OAuth2 replies, which have no Retry-After.
    func call<T>(
        _ request: APIRequest, _ decode: (_ status: Int, _ body: [UInt8], _ now: Int64) throws(APIError) -> T
    ) throws(RemoteFailure) -> T {
        try call(request) { (status: Int, body: [UInt8], _: String?, now: Int64) throws(APIError) -> T in
            try decode(status, body, now)
        }
    }

    /// Sends a mobile-web or passport `request` as `session` (its `Cookie:`
    /// header, never in a URL) and decodes the reply. The reply's
    /// `Location` goes to the decoder: a redirect to the sign-in page means
    /// the session ended.
    func call<T>(
        web request: WebRequest, session: Account?,
        _ decode: (_ status: Int, _ body: [UInt8], _ headers: [APIParameter], _ now: Int64) throws(APIError) -> T
    ) throws(RemoteFailure) -> T {
        try call(web: request, cookies: session?.cookies) { (response: HTTPResponse) throws(APIError) -> T in
            try decode(response.status, response.body, Self.replyHeaders(response), now())
        }
    }

    /// The same with the whole HTTP reply handed over (the sign-in reads
    /// each hop's `Set-Cookie`), `cookies` the header to send.
    func call<T>(web request: WebRequest, cookies: String?, _ read: (HTTPResponse) throws(APIError) -> T) throws(RemoteFailure) -> T {
        var headers = request.headers(bases: webBases).map { "\($0.name): \($0.value)" }
        if let cookies, !cookies.isEmpty { headers.append("Cookie: " + cookies) }
        let sent = HTTPRequest(method: request.method == .post ? .post : .get, url: request.url(bases: webBases),
                               headers: headers, body: Array((request.body ?? "").utf8))
        switch transport(sent) {
        case .failure(let failure):
            throw .network(failure, host: Self.host(of: sent.url))
        case .success(let response):
            do {
                return try read(response)
            } catch {
                throw .api(error)
            }
        }
    }

    /// What the web decoders read of a reply's headers.
    static func replyHeaders(_ response: HTTPResponse) -> [APIParameter] {
        var headers: [APIParameter] = []
        if let location = response.location { headers.append(APIParameter("Location", location)) }
        if let retryAfter = response.retryAfter { headers.append(APIParameter("Retry-After", retryAfter)) }
        return headers
    }

    /// `scheme://host[:port]` of `url`, to say which server did not answer.
    static func host(of url: String) -> String {
        let parts = url.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[0].hasSuffix(":"), parts[1].isEmpty else { return url }
        return parts[0] + "//" + parts[2].prefix { $0 != "?" }
    }
}

/// Why a call to the Open API gave no answer: the network, or the API's
/// own reply. Its message is one line that never holds a secret: the
/// request's URL and body hold no token (it travels in a header) and the
/// messages name only the host.
enum RemoteFailure: Error {
    case network(HTTPFailure, host: String)
    case api(APIError)

    /// `sync`'s exit status for this failure: Weibo said too many requests
    /// (10022/10023: 3), or it is checking this client (HTTP 432/418, a
    /// captcha page: 4). Either way the app waits long, and which of the two
    /// it is says what the app tells the user.
    var syncExitStatus: Int32 {
        switch self {
        case .api(.rateLimited): SyncExitStatus.rateLimited
        case .api(.checkingClient): SyncExitStatus.checkingClient
        default: 1
        }
    }

    func message(now: Int64) -> String {
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
            let detail = CommandText.line(failure.detail)
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
