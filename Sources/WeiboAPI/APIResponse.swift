import WeiboCore

/// Turns what came back (status, body, the Retry-After header) into a
/// decoded value or an `APIError`. Pure: the HTTP edge calls it with the
/// bytes it received, the tests with fixtures.
public enum APIResponse {
    /// Decodes a reply with `read`, after checking that it is JSON and not
    /// an API error. `now` (Unix seconds) dates a rate limit's retry.
    static func decode<T>(
        status: Int, body: [UInt8], retryAfter: String? = nil, now: Int64,
        _ read: (JSONNode) throws(BadResponse) -> T
    ) throws(APIError) -> T {
        let root = try parse(status: status, body: body, retryAfter: retryAfter, now: now)
        do {
            return try read(root)
        } catch {
            throw .badResponse(error)
        }
    }

    /// A page of `listKey` items, each decoded with `item` as the parser
    /// reads it (`JSONParser.parse(_:streaming:each:)`), so that a reply's
    /// peak memory is its bytes plus the decoded items, not its whole tree.
    static func decodePage<Item>(
        status: Int, body: [UInt8], retryAfter: String?, now: Int64, listKey: String,
        _ item: (JSONNode) throws(BadResponse) -> Item
    ) throws(APIError) -> WeiboPage<Item> {
        var items: [Item] = []
        var skipped = 0
        let root = try parse(status: status, body: body, retryAfter: retryAfter, now: now) { bytes in
            JSONParser.parse(bytes, streaming: listKey) { element, index in
                do {
                    items.append(try item(JSONNode(element, path: listKey + "[\(index)]")))
                } catch {
                    skipped += 1
                }
            }
        }
        do {
            return try WeiboPage(root, listKey: listKey, read: (items, skipped))
        } catch {
            throw .badResponse(error)
        }
    }

    /// The body as JSON, once it is known not to be an error.
    static func parse(
        status: Int, body: [UInt8], retryAfter: String?, now: Int64,
        reading read: ([UInt8]) -> JSONValue? = JSONValue.parse
    ) throws(APIError) -> JSONNode {
        guard let first = body.first(where: { !isSpace($0) }) else {
            throw status == 401 ? .tokenInvalid(code: nil) : .badResponse(.empty(status: status))
        }
        if first == UInt8(ascii: "<") {
            throw status == 401 ? .tokenInvalid(code: nil) : .badResponse(.htmlPage(status: status))
        }
        guard let value = read(body) else {
            if status == 401 { throw .tokenInvalid(code: nil) }
            throw .badResponse(JSONShape.isCutShort(body) ? .truncated(status: status) : .invalidJSON(status: status))
        }
        let root = JSONNode(value)
        if let error = apiError(root, retryAfter: retryAfter, now: now) { throw error }
        if status == 401 { throw .tokenInvalid(code: nil) }
        guard (200..<300).contains(status) else { throw .badResponse(.unexpectedStatus(status)) }
        return root
    }

    /// `{"error": …, "error_code": …, "request": …}` (or OAuth2's
    /// `error_description`) as an `APIError`; nil for any other reply.
    /// `error_code` comes as a number or a string of digits.
    static func apiError(_ root: JSONNode, retryAfter: String?, now: Int64) -> APIError? {
        guard case .object(let members) = root.value, members["error_code"] != nil || members["error"] != nil else { return nil }
        let code = (try? root.field("error_code")?.int()) ?? nil
        let text = ((try? root.field("error_description")?.string()) ?? nil)
            ?? ((try? root.field("error")?.string()) ?? nil) ?? ""
        guard let code else {
            return text == "expired_token" ? .tokenInvalid(code: 21327) : .api(code: 0, message: text)
        }
        if APIError.tokenCodes.contains(code) { return .tokenInvalid(code: code) }
        if APIError.rateLimitCodes.contains(code) { return .rateLimited(code: code, retryAt: retryTime(retryAfter, now: now)) }
        if APIError.repeatCodes.contains(code) { return .repeatedContent(code: code) }
        return .api(code: code, message: text)
    }

    /// When to retry: the server's `Retry-After` seconds when it sends
    /// them, else the next full hour, since the Open API counts its limits
    /// per clock hour.
    static func retryTime(_ retryAfter: String?, now: Int64) -> Int64 {
        if let retryAfter, let seconds = Int64(retryAfter.trimmingCharacters(in: " ")), (0...86_400).contains(seconds) {
            return now + seconds
        }
        return (now / 3600 + 1) * 3600
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

extension APIResponse {
    // MARK: One function per reply kind

    /// `statuses/home_timeline`, `statuses/user_timeline`, `statuses/mentions`.
    public static func statusPage(status: Int, body: [UInt8], retryAfter: String? = nil, now: Int64) throws(APIError) -> WeiboPage<WeiboStatus> {
        try decodePage(status: status, body: body, retryAfter: retryAfter, now: now, listKey: "statuses", WeiboStatus.init)
    }

    /// `comments/show`, `comments/mentions`, `comments/to_me`.
    public static func commentPage(status: Int, body: [UInt8], retryAfter: String? = nil, now: Int64) throws(APIError) -> WeiboPage<WeiboComment> {
        try decodePage(status: status, body: body, retryAfter: retryAfter, now: now, listKey: "comments", WeiboComment.init)
    }

    /// `statuses/show`, `statuses/share`, `statuses/repost`: one status.
    public static func status(status: Int, body: [UInt8], retryAfter: String? = nil, now: Int64) throws(APIError) -> WeiboStatus {
        try decode(status: status, body: body, retryAfter: retryAfter, now: now) { root throws(BadResponse) in try WeiboStatus(root) }
    }

    /// `comments/create`, `comments/reply`: one comment.
    public static func comment(status: Int, body: [UInt8], retryAfter: String? = nil, now: Int64) throws(APIError) -> WeiboComment {
        try decode(status: status, body: body, retryAfter: retryAfter, now: now) { root throws(BadResponse) in try WeiboComment(root) }
    }

    /// `users/show`.
    public static func user(status: Int, body: [UInt8], retryAfter: String? = nil, now: Int64) throws(APIError) -> WeiboUser {
        try decode(status: status, body: body, retryAfter: retryAfter, now: now) { root throws(BadResponse) in try WeiboUser(root) }
    }

    /// `remind/unread_count`.
    public static func unreadCount(status: Int, body: [UInt8], retryAfter: String? = nil, now: Int64) throws(APIError) -> WeiboUnreadCount {
        try decode(status: status, body: body, retryAfter: retryAfter, now: now) { root throws(BadResponse) in try WeiboUnreadCount(root) }
    }

    /// `oauth2/access_token`.
    public static func accessToken(status: Int, body: [UInt8], now: Int64) throws(APIError) -> WeiboAccessToken {
        try decode(status: status, body: body, now: now) { root throws(BadResponse) in try WeiboAccessToken(root, now: now) }
    }

    /// `oauth2/get_token_info`.
    public static func tokenInfo(status: Int, body: [UInt8], now: Int64) throws(APIError) -> WeiboTokenInfo {
        try decode(status: status, body: body, now: now) { root throws(BadResponse) in try WeiboTokenInfo(root, now: now) }
    }
}

/// Tells a JSON text that was cut short from one that is malformed.
enum JSONShape {
    /// True when every bracket and quote seen so far is well nested but
    /// some are still open at the end: what a dropped connection leaves.
    static func isCutShort(_ body: [UInt8]) -> Bool {
        var open: [UInt8] = []
        var inString = false
        var escaped = false
        var sawValue = false
        for byte in body {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true; sawValue = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): open.append(byte); sawValue = true
            case UInt8(ascii: "}"):
                guard open.popLast() == UInt8(ascii: "{") else { return false }
            case UInt8(ascii: "]"):
                guard open.popLast() == UInt8(ascii: "[") else { return false }
            default: break
            }
        }
        return sawValue && (inString || !open.isEmpty)
    }
}
