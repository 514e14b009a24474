/// `oauth2/access_token`'s reply. Its description never shows the token.
public struct WeiboAccessToken: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    public var accessToken: String
    /// The account's uid (the API sends it as a string).
    public var uid: Int64
    /// Unix seconds when the token stops working.
    public var expiresAt: Int64

    public init(accessToken: String, uid: Int64, expiresAt: Int64) {
        self.accessToken = accessToken
        self.uid = uid
        self.expiresAt = expiresAt
    }

    init(_ node: JSONNode, now: Int64) throws(BadResponse) {
        let token = try node.string("access_token")
        guard !token.isEmpty else { throw .missingField(path: "access_token") }
        self.init(accessToken: token, uid: try node.int64("uid"), expiresAt: now + (try node.int64("expires_in")))
    }

    public var description: String { "WeiboAccessToken(uid: \(uid), expiresAt: \(expiresAt), token: ***)" }
    public var debugDescription: String { description }
}

/// `oauth2/get_token_info`'s reply: whose token it is and until when.
public struct WeiboTokenInfo: Sendable, Hashable {
    public var uid: Int64
    public var appKey: String
    /// Unix seconds when the token was issued (0 when not sent).
    public var createdAt: Int64
    /// Unix seconds when it stops working.
    public var expiresAt: Int64

    public init(uid: Int64, appKey: String, createdAt: Int64, expiresAt: Int64) {
        self.uid = uid
        self.appKey = appKey
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }

    init(_ node: JSONNode, now: Int64) throws(BadResponse) {
        let appKey: String
        if let key = try node.field("appkey") {
            if case .string(let text) = key.value { appKey = text } else { appKey = String(try key.int64()) }
        } else {
            appKey = ""
        }
        self.init(
            uid: try node.int64("uid"),
            appKey: appKey,
            createdAt: try node.field("create_at")?.int64() ?? 0,
            expiresAt: now + (try node.int64("expire_in"))
        )
    }

    /// Seconds left at `now` (0 once expired).
    public func secondsLeft(now: Int64) -> Int64 { max(0, expiresAt - now) }
}
