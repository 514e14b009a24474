import WeiboAPI

/// Which of a web session's routes (m.weibo.cn's JSON, weibo.com's) have
/// refused this client lately, and until when each is left alone. Kept in
/// the account file, so the next sync goes straight to the route that
/// works and asks the preferred one again once its rest is over.
public struct RouteMemory: Equatable, Sendable {
    /// The routes a web session has, in no order of preference (each list
    /// and write declares its own).
    public static let routes: [WebHost] = [.web, .desktop]

    public private(set) var restingUntil: [WebHost: Int64] = [:]
    /// A route the session is not signed in on (its cookies are refused
    /// there): asked again only after the next login.
    public static let closed = Int64.max

    public init(_ restingUntil: [WebHost: Int64] = [:]) {
        self.restingUntil = restingUntil
    }

    /// As the account file keeps it: `["web": until]`.
    public init(saved: [String: Int64]) {
        for (name, until) in saved { if let host = WebHost(rawValue: name) { restingUntil[host] = until } }
    }

    public var saved: [String: Int64] {
        Dictionary(uniqueKeysWithValues: restingUntil.map { ($0.key.rawValue, $0.value) })
    }

    /// Whether `host` is being left alone at `now`.
    public func rests(_ host: WebHost, now: Int64) -> Bool {
        (restingUntil[host] ?? .min) > now
    }

    /// The routes of `declared` to ask at `now`, in its order.
    public func open(_ declared: [WebHost], now: Int64) -> [WebHost] {
        declared.filter { !rests($0, now: now) }
    }

    /// Whether every route of the session rests: nothing can be asked.
    public func allRest(now: Int64) -> Bool {
        Self.routes.allSatisfy { rests($0, now: now) }
    }

    /// Whether every one of `hosts` is closed (not signed in there).
    public func allClosed(_ hosts: [WebHost]) -> Bool {
        hosts.allSatisfy { restingUntil[$0] == Self.closed }
    }

    /// The earliest time one of `hosts` may be asked again.
    public func nextTry(_ hosts: [WebHost]) -> Int64? {
        hosts.compactMap { restingUntil[$0] }.min()
    }

    public mutating func rest(_ host: WebHost, until: Int64) {
        restingUntil[host] = until
    }

    /// `host` answered: it is asked first again. True when it had been resting.
    @discardableResult
    public mutating func wake(_ host: WebHost) -> Bool {
        restingUntil.removeValue(forKey: host) != nil
    }
}
