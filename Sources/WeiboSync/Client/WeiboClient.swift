import WeiboAPI
import WeiboCore
import WeiboHTTP
import WeiboStore

/// The Open API as the commands call it: one request at a time, its reply
/// decoded or its failure turned into one plain line. The bytes go through
/// `transport` (libcurl in the process, a closure in the tests).
public struct WeiboClient {
    public typealias Transport = (HTTPRequest) -> Result<HTTPResponse, HTTPFailure>

    public var bases: APIBases
    /// The mobile web's and the passport's hosts, for a web session.
    public var webBases: WebBases = .weibo
    public var transport: Transport
    /// Unix seconds, for expiries and a rate limit's retry time.
    public var now: () -> Int64
    /// The browser a web session presents as (`set user_agent`).
    public var identity: BrowserIdentity = .current
    /// The web sessions' live state in this process, shared by every copy.
    public let webSessions = WebSessions()
    /// Saves what a web session learnt (renewed cookies, a route that
    /// refused or answered again): the command line merges it into the
    /// account file. nil: kept in memory only.
    public var persist: ((WebSession) -> Void)?
    /// Sees every web reply as received (`sync --record`).
    public var record: ((RecordedReply, WebSession?) -> Void)?

    public init(bases: APIBases, webBases: WebBases = .weibo, transport: @escaping Transport, now: @escaping () -> Int64) {
        self.bases = bases
        self.webBases = webBases
        self.transport = transport
        self.now = now
    }

    /// Sends `request` and decodes the reply with one of `APIResponse`'s functions.
    public func call<T>(
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
    public func call<T>(
        _ request: APIRequest, _ decode: (_ status: Int, _ body: [UInt8], _ now: Int64) throws(APIError) -> T
    ) throws(RemoteFailure) -> T {
        try call(request) { (status: Int, body: [UInt8], _: String?, now: Int64) throws(APIError) -> T in
            try decode(status, body, now)
        }
    }

    /// Sends a web or passport `request` as `session` (the `Cookie:` header
    /// its jar has for the request's host, never in a URL) and decodes the
    /// reply. The reply's `Set-Cookie` renews the session (and is saved);
    /// its `Location` goes to the decoder: a redirect to the sign-in page
    /// means the session ended.
    public func call<T>(
        web request: WebRequest, session: Account?,
        _ decode: (_ status: Int, _ body: [UInt8], _ headers: [APIParameter], _ now: Int64) throws(APIError) -> T
    ) throws(RemoteFailure) -> T {
        let live = session.map { webSessions.session(for: $0, bases: webBases) }
        let host = webBases.hostName(for: request.host)
        let secure = webBases.url(for: request.host).lowercased().hasPrefix("https:")
        let now = now()
        let jar = live?.jar ?? CookieJar()
        let xsrf = jar.value(named: "XSRF-TOKEN", forHost: host, now: now)
        let cookies = jar.header(forHost: host, path: "/" + request.path, secure: secure, now: now)
        var exchange = WebSession.Exchange(host: request.host, path: request.path)
        defer { live?.note(exchange) }
        do throws(RemoteFailure) {
            return try call(web: request, cookies: cookies, xsrfToken: xsrf) { (response: HTTPResponse) throws(APIError) -> T in
                exchange.status = response.status
                if let live, live.receive(response.setCookies, fromHost: host, now: now) { persist?(live) }
                record?(RecordedReply(request: request, response: response), live)
                return try decode(response.status, response.body, Self.replyHeaders(response), now)
            }
        } catch {
            // A reply that cannot be read names where it came from.
            var failure = error
            if case .api(.badResponse(let bad)) = error, bad == bad.innermost {
                failure = .api(.badResponse(.at(endpoint: host + "/" + request.path, bad)))
            }
            exchange.failure = failure
            throw failure
        }
    }

    /// The same with the whole HTTP reply handed over (the sign-in reads
    /// each hop's `Set-Cookie`), `cookies` the header to send.
    public func call<T>(web request: WebRequest, cookies: String?, xsrfToken: String? = nil,
                        _ read: (HTTPResponse) throws(APIError) -> T) throws(RemoteFailure) -> T {
        var headers = request.headers(bases: webBases, identity: identity, xsrfToken: xsrfToken).map { "\($0.name): \($0.value)" }
        if let cookies, !cookies.isEmpty { headers.append("Cookie: " + cookies) }
        return try send(HTTPRequest(method: request.method == .post ? .post : .get, url: request.url(bases: webBases),
                                    headers: headers, body: request.bodyBytes), read)
    }

    /// `sent` through the transport, its reply read by `read`.
    private func send<T>(_ sent: HTTPRequest, _ read: (HTTPResponse) throws(APIError) -> T) throws(RemoteFailure) -> T {
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

    /// Sends a request to a video upload host (named by weibo.com's
    /// `dispatch`): no session and so no `Cookie`, only the upload's own
    /// `X-Up-Auth`; the reply goes to `decode`.
    public func call<T>(upload request: VideoUpload.Request,
                        _ decode: (_ status: Int, _ body: [UInt8], _ headers: [APIParameter], _ now: Int64) throws(APIError) -> T) throws(RemoteFailure) -> T {
        let sent = HTTPRequest(method: .post, url: request.url, headers: request.headers(identity: identity).map { "\($0.name): \($0.value)" },
                               body: request.body)
        return try send(sent) { (response: HTTPResponse) throws(APIError) -> T in
            try decode(response.status, response.body, Self.replyHeaders(response), now())
        }
    }

    /// What the web decoders read of a reply's headers.
    public static func replyHeaders(_ response: HTTPResponse) -> [APIParameter] {
        var headers: [APIParameter] = []
        if let location = response.location { headers.append(APIParameter("Location", location)) }
        if let retryAfter = response.retryAfter { headers.append(APIParameter("Retry-After", retryAfter)) }
        return headers
    }

    /// `scheme://host[:port]` of `url`, to say which server did not answer.
    public static func host(of url: String) -> String {
        let parts = url.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[0].hasSuffix(":"), parts[1].isEmpty else { return url }
        return parts[0] + "//" + parts[2].prefix { $0 != "?" }
    }
}

/// One web reply as it came, for `sync --record`: what was asked (the
/// request, whose description hides its secrets) and what came back.
public struct RecordedReply {
    public var request: WebRequest
    public var response: HTTPResponse
}
