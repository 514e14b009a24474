import WeiboAPI
import WeiboCore
import WeiboStore

/// Who a web session's cookies sign in, asked of each route once: the
/// check before `login` saves anything, and `doctor`'s first row.
public enum WebSignIn {
    /// Cookies only weibo.com sets: one reported (dataabc/weibo-crawler
    /// #578) to bring HTTP 432 from m.weibo.cn until it was removed. A
    /// pasted header never gives them to m.weibo.cn.
    public static let weiboComOnly: Set<String> = ["SSOLoginState"]

    /// What each route said of the cookies.
    public struct Checked {
        /// The session to save (its uid, `st`, the cookies as renewed by the
        /// checks, and a route that did not open marked so); nil when no
        /// route signed in.
        public var account: Account?
        public var outcomes: [(host: WebHost, result: Result<WebConfig, RemoteFailure>)]
        let bases: WebBases

        /// Why no route signed in: each route's words.
        public func refusal(now: Int64) -> String {
            let failures = outcomes.compactMap { outcome -> String? in
                guard case .failure(let failure) = outcome.result else { return nil }
                return bases.hostName(for: outcome.host) + tr("：", ": ") + failure.message(now: now)
            }
            return failures.joined(separator: tr("；", "; "))
        }

        /// `路线：m.weibo.cn 可用，weibo.com 可用`, naming why a route did not open.
        public func routesLine(now: Int64) -> String {
            let parts = outcomes.map { outcome -> String in
                let name = bases.hostName(for: outcome.host)
                switch outcome.result {
                case .success: return tr("\(name) 可用", "\(name) works")
                case .failure(let failure): return tr("\(name) 不可用（", "\(name) does not (") + failure.message(now: now) + tr("）", ")")
                }
            }
            return tr("路线：", "routes: ") + parts.joined(separator: tr("，", ", ")) + "\n"
        }
    }

    /// Asks m.weibo.cn's `api/config` and weibo.com's `get_config` who
    /// `jar` signs in. Both must agree on the uid when both answer.
    public static func check(_ jar: CookieJar, client: WeiboClient, now: Int64) -> Checked {
        let probe = Account(webUID: 0, screenName: "", cookieJar: jar, st: nil)
        let mobile = Result { () throws(RemoteFailure) in try client.call(web: .config(), session: probe, WebResponse.config) }
        let desktop = Result { () throws(RemoteFailure) in try client.call(web: .desktopConfig(), session: probe, WebResponse.desktopConfig) }
        var checked = Checked(account: nil, outcomes: [(.web, mobile), (.desktop, desktop)], bases: client.webBases)
        let signedIn = checked.outcomes.compactMap { try? $0.result.get() }
        guard let uid = signedIn.first?.uid else { return checked }
        guard signedIn.allSatisfy({ $0.uid == uid }) else {
            checked.outcomes = checked.outcomes.map { outcome in
                (outcome.host, .failure(.api(.api(code: 0, message: tr("两个站点的 Cookie 属于不同的人", "the two sites' cookies are two different people's")))))
            }
            return checked
        }
        var account = Account(webUID: uid, screenName: "", cookieJar: client.webSessions[0]?.jar ?? jar,
                              st: (try? mobile.get()).map(\.st))
        for (host, result) in checked.outcomes {
            guard case .failure(let failure) = result else { continue }
            // A route that refused rests as in a sync; one that is not
            // signed in stays closed until the next login.
            if case .api(.signedOut) = failure {
                account.restingRoutes[host.rawValue] = RouteMemory.closed
            } else if let until = WebRoutes.refusal(failure, writes: false, now: now) {
                account.restingRoutes[host.rawValue] = until
            }
        }
        checked.account = account
        return checked
    }
}
