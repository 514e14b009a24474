import WeiboAPI
import WeiboCore

/// How a web session picks a route for one list or write: each declares
/// the routes that serve it, in its order of preference (`WebBackend`).
///
/// The first route not resting is asked. When it refuses this client
/// (HTTP 432/418, a captcha or verification page; for a read also HTML
/// where JSON belongs) it rests, remembered in the account file, and the
/// next route is asked once. No route is asked twice in one call, and a
/// resting one not at all: the next sync goes straight to the route that
/// answered, and the preferred one is asked again once its rest is over.
struct WebRoutes {
    let client: WeiboClient
    let session: WebSession

    /// How long a route that sent an HTML page where JSON belongs is left
    /// alone: shorter than a 432's, as it may be a passing error page.
    static let htmlRest: Int64 = 10 * 60

    /// One route of a list or write: its host and the call made there.
    struct Route<T> {
        var host: WebHost
        var call: () throws(RemoteFailure) -> T
    }

    /// With `only`, that route alone is asked, resting or not, and nothing
    /// is remembered (`doctor` asks each route itself).
    func ask<T>(_ routes: [Route<T>], writes: Bool, only: WebHost? = nil) throws(RemoteFailure) -> T {
        if let only {
            guard let route = routes.first(where: { $0.host == only }) else { throw .notOffered(host: name(only)) }
            return try route.call()
        }
        let now = client.now()
        let declared = routes.map(\.host)
        let open = session.routes.open(declared, now: now)
        guard !open.isEmpty else { throw resting(declared, now: now) }
        for route in routes where open.contains(route.host) {
            do {
                let value = try route.call()
                if session.routes.wake(route.host) { client.persist?(session) }
                return value
            } catch let failure {
                guard let until = Self.refusal(failure, writes: writes, now: now) ?? Self.closing(failure) else { throw failure }
                session.routes.rest(route.host, until: until)
                client.persist?(session)
            }
        }
        // Each open route refused: this list waits for its routes' rest
        // to end, the whole session if every route rests.
        throw resting(declared, now: now)
    }

    /// When a failure says the route refused this client: until when it rests.
    static func refusal(_ failure: RemoteFailure, writes: Bool, now: Int64) -> Int64? {
        switch failure {
        case .api(.checkingClient(let retryAt)): retryAt
        // A write answered with a page may have been stored: never resent elsewhere.
        case .api(.badResponse(let bad)) where !writes:
            if case .htmlPage = bad.innermost { now + htmlRest } else { nil }
        default: nil
        }
    }

    /// A route that says the session is not signed in there is closed
    /// until the next login, and the other route asked: m.weibo.cn's
    /// cookies are reported to end within minutes for some sessions while
    /// weibo.com's last.
    static func closing(_ failure: RemoteFailure) -> Int64? {
        if case .api(.signedOut) = failure { RouteMemory.closed } else { nil }
    }

    private func resting(_ declared: [WebHost], now: Int64) -> RemoteFailure {
        if session.routes.allClosed(RouteMemory.routes) { return .api(.signedOut) }
        if session.routes.allRest(now: now) {
            return .refused(hosts: RouteMemory.routes.map(name), retryAt: session.routes.nextTry(RouteMemory.routes) ?? now)
        }
        return .resting(hosts: declared.map(name), retryAt: session.routes.nextTry(declared) ?? now)
    }

    /// A route's name as the user knows it: its host (`m.weibo.cn`).
    func name(_ host: WebHost) -> String {
        client.webBases.hostName(for: host)
    }
}
