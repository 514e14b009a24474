import WeiboAPI
import WeiboCore
import WeiboStore

/// A web session while this process talks to Weibo: its cookies, renewed
/// by the replies as a browser keeps them; which routes refused it; and
/// what each request met, for `doctor` and sync's words. One per account,
/// shared by every request of the process (`WebSessions`); what changes
/// is handed to `WeiboClient.persist`, which merges it into the account file.
public final class WebSession {
    public let uid: Int64
    public private(set) var jar: CookieJar
    public var routes: RouteMemory
    /// Each request made for the session, in order.
    public private(set) var exchanges: [Exchange] = []
    /// The `Set-Cookie` values that changed the jar, with the host and time
    /// they came with: replayed onto the account file's own jar, which
    /// another process may have renewed meanwhile.
    private var received: [(values: [String], host: String, now: Int64)] = []

    /// One request and how it ended.
    public struct Exchange {
        public var host: WebHost
        public var path: String
        /// nil: no HTTP answer (the network).
        public var status: Int?
        public var failure: RemoteFailure?
    }

    init(account: Account, bases: WebBases) {
        uid = account.uid
        var jar = account.cookieJar
        if jar.isEmpty, let header = account.cookies {
            // A file from before the jar: its one header was m.weibo.cn's.
            jar = CookieJar(pastedHeader: header, domain: bases.hostName(for: .web))
        }
        self.jar = jar
        routes = RouteMemory(saved: account.restingRoutes)
    }

    /// Takes a reply's `Set-Cookie` values; true when the jar changed.
    func receive(_ setCookies: [String], fromHost host: String, now: Int64) -> Bool {
        guard !setCookies.isEmpty else { return false }
        let before = jar
        jar.receive(setCookies, fromHost: host, now: now)
        guard jar != before else { return false }
        received.append((setCookies, host, now))
        return true
    }

    func note(_ exchange: Exchange) {
        exchanges.append(exchange)
    }

    /// What this process learnt, applied to `account` as the file has it now.
    public func apply(to account: inout Account, bases: WebBases) {
        if account.cookieJar.isEmpty, let header = account.cookies {
            account.cookieJar = CookieJar(pastedHeader: header, domain: bases.hostName(for: .web))
        }
        for reply in received { account.cookieJar.receive(reply.values, fromHost: reply.host, now: reply.now) }
        if !account.cookieJar.isEmpty { account.cookies = nil }
        account.restingRoutes = routes.saved
    }

    /// The session's request that met `host` last.
    public func lastExchange(with host: WebHost) -> Exchange? {
        exchanges.last { $0.host == host }
    }
}

/// The live web sessions of a process, by account: every copy of a
/// `WeiboClient` shares them.
public final class WebSessions {
    private var byUID: [Int64: WebSession] = [:]

    public init() {}

    func session(for account: Account, bases: WebBases) -> WebSession {
        if let live = byUID[account.uid] { return live }
        let live = WebSession(account: account, bases: bases)
        byUID[account.uid] = live
        return live
    }

    /// The session of `uid`, once a request was made for it.
    public subscript(uid: Int64) -> WebSession? { byUID[uid] }
}

extension WebSession {
    /// One line for each route that refused this client in this process
    /// while another served instead: why, and when it is asked again. When
    /// no route served, the sync's own failure line says it all.
    public func routeLines(bases: WebBases, now: Int64) -> [String] {
        RouteMemory.routes.compactMap { host -> String? in
            guard let refused = exchanges.last(where: { $0.host == host && $0.failure.map(Self.refuses) == true }),
                  routes.rests(host, now: now) else { return nil }
            let name = bases.hostName(for: host)
            let why: String
            switch (refused.failure, refused.status) {
            case (.api(.signedOut)?, _): why = tr("不再接受这个会话的登录", "no longer accepts this session's sign-in")
            case (.api(.badResponse)?, _): why = tr("返回了网页而不是数据", "answered with a web page instead of data")
            case (_, let status?) where status == 432 || status == 418: why = tr("拒绝了这个客户端（HTTP \(status)）", "refused this client (HTTP \(status))")
            default: why = tr("要求验证（验证码或验证页）", "asks for verification (a captcha or a verification page)")
            }
            let others = RouteMemory.routes.filter { other in
                other != host && exchanges.contains { $0.host == other && $0.failure == nil && $0.status != nil }
            }
            guard !others.isEmpty else { return nil }
            let served = tr("，改由 \(others.map { bases.hostName(for: $0) }.joined(separator: "、")) 取回",
                            "; \(others.map { bases.hostName(for: $0) }.joined(separator: ", ")) served instead")
            let until = routes.restingUntil[host] ?? now
            let again = until == RouteMemory.closed
                ? tr("；重新登录后再用它", "; it is used again after the next login")
                : tr("；\(max(1, (until - now + 59) / 60)) 分钟后再试它", "; it is tried again in \(max(1, (until - now + 59) / 60)) min")
            return name + " " + why + served + again
        }
    }

    /// Whether a failure made its route rest or close.
    static func refuses(_ failure: RemoteFailure) -> Bool {
        WebRoutes.refusal(failure, writes: false, now: 0) != nil || WebRoutes.closing(failure) != nil
    }
}
