import WeiboCore

/// Turns what a web or passport request got back (status, body, headers)
/// into a decoded value or an `APIError`. Pure, like `APIResponse`: the
/// HTTP edge calls it with the bytes it received (redirects not followed,
/// so a 302 to the sign-in page is seen), the tests with fixtures.
///
/// The mobile web's envelope is `{"ok": 1, "data": …}`; `ok: -100` is a
/// signed-out session, `ok: 0` a refusal with `msg` (and often `errno`).
public enum WebResponse {
    /// Checks what is not the reply's content (Weibo checking the client,
    /// a redirect, an HTML page, broken JSON) and returns the JSON root.
    static func root(status: Int, body: [UInt8], headers: [APIParameter], now: Int64) throws(APIError) -> JSONNode {
        if status == 432 || status == 418 { throw .checkingClient(retryAt: now + APIError.checkingBackoff) }
        if (300..<400).contains(status) {
            let location = (header("Location", in: headers) ?? "").lowercased()
            if isVerification(location) || location.contains("verify") { throw .checkingClient(retryAt: now + APIError.checkingBackoff) }
            if isSignIn(location) { throw .signedOut }
            throw .badResponse(.unexpectedStatus(status))
        }
        guard let first = body.first(where: { !isSpace($0) }) else { throw .badResponse(.empty(status: status)) }
        if first == UInt8(ascii: "<") {
            let page = String(decoding: body.prefix(65_536), as: UTF8.self).lowercased()
            if isVerification(page) { throw .checkingClient(retryAt: now + APIError.checkingBackoff) }
            if isSignIn(page) { throw .signedOut }
            throw .badResponse(.htmlPage(status: status))
        }
        guard let value = JSONValue.parse(body) else {
            throw .badResponse(JSONShape.isCutShort(body) ? .truncated(status: status) : .invalidJSON(status: status))
        }
        return JSONNode(value)
    }

    /// The mobile web's envelope checked: `data` of an `ok: 1` reply. With
    /// `refusalIsEnd`, an `ok: 0` without `errno` is nil instead of an
    /// error: the lists say "这里还没有内容" or "快来发表你的评论吧" that way.
    /// `wordOnly`: a write Weibo answers with `ok` and a `msg` alone
    /// (mblogDeal's), so no `data` is asked for.
    static func data(status: Int, body: [UInt8], headers: [APIParameter], now: Int64, refusalIsEnd: Bool = false,
                     wordOnly: Bool = false) throws(APIError) -> JSONNode? {
        let root = try root(status: status, body: body, headers: headers, now: now)
        let ok: Int
        do throws(BadResponse) {
            guard case .object = root.value else { throw BadResponse.wrongType(path: "(reply)", expected: .object, found: root.value.kind) }
            ok = try root.require("ok").int()
        } catch {
            throw .badResponse(error)
        }
        switch ok {
        case 1:
            guard (200..<300).contains(status) else { throw .badResponse(.unexpectedStatus(status)) }
            do { return wordOnly ? try root.field("data") : try root.require("data") } catch { throw .badResponse(error) }
        case -100:
            throw .signedOut
        default:
            let code = (try? root.field("errno")?.int()) ?? nil
            let message = ((try? root.field("msg")?.string()) ?? nil) ?? ""
            if refusalIsEnd, code == nil, (200..<300).contains(status) { return nil }
            let errno = code ?? 0
            if APIError.repeatCodes.contains(errno) { throw .repeatedContent(code: errno) }
            if errno == 100005 || message.contains("请先登录") { throw .signedOut }  // data: Weibo's own words
            throw .api(code: errno, message: message)
        }
    }

    /// Decodes `data` with `read`; a wrong shape becomes `.badResponse`.
    static func decode<T>(
        status: Int, body: [UInt8], headers: [APIParameter], now: Int64,
        _ read: (JSONNode) throws(BadResponse) -> T
    ) throws(APIError) -> T {
        guard let data = try data(status: status, body: body, headers: headers, now: now) else { throw .badResponse(.missingField(path: "data")) }
        do { return try read(data) } catch { throw .badResponse(error) }
    }

    /// A list reply: `read` on `data`, or the empty end when Weibo says there is nothing more.
    static func decodeList<T>(
        status: Int, body: [UInt8], headers: [APIParameter], now: Int64,
        _ read: (JSONNode) throws(BadResponse) -> WebPage<T>
    ) throws(APIError) -> WebPage<T> {
        guard let data = try data(status: status, body: body, headers: headers, now: now, refusalIsEnd: true) else { return WebPage(items: []) }
        do { return try read(data) } catch { throw .badResponse(error) }
    }

    /// A header's value by its name, any case; the first when repeated.
    public static func header(_ name: String, in headers: [APIParameter]) -> String? {
        let name = name.lowercased()
        return headers.first { $0.name.lowercased() == name }?.value
    }

    /// A captcha or a verification step: Weibo wants a person, not this client.
    static func isVerification(_ lowered: String) -> Bool {
        ["captcha", "验证码", "安全验证", "geetest"].contains { lowered.contains($0) }  // data: words of Weibo's pages
    }

    /// The sign-in page, or a redirect to it.
    static func isSignIn(_ lowered: String) -> Bool {
        ["passport.weibo", "signin", "login", "登录"].contains { lowered.contains($0) }  // data: words of Weibo's pages
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

/// One page of a mobile-web list: what could be read, how many entries
/// could not (one bad entry never costs the page), and where the next
/// page starts (nil at the real end).
public struct WebPage<Item: Sendable & Hashable>: Sendable, Hashable {
    public var items: [Item]
    public var next: WebCursor?
    public var skipped: Int
    /// The list's whole length when the reply says (0 when not).
    public var totalNumber: Int

    public init(items: [Item], next: WebCursor? = nil, skipped: Int = 0, totalNumber: Int = 0) {
        self.items = items
        self.next = next
        self.skipped = skipped
        self.totalNumber = totalNumber
    }

    public var isEnd: Bool { next == nil }
}
