/// One request to the mobile web or the passport, as a value: what to
/// send, not how.
///
/// The session's `Cookie` header is not part of it: the sender adds it
/// from the account's `CookieJar` (`header(forHost:)`), so no request, URL,
/// log line or error ever holds a cookie. Writes carry the `st` token (the
/// mobile web's CSRF token from `api/config`) as a form field and as the
/// `X-XSRF-TOKEN` header, as the web client sends it; descriptions show
/// every value in `secretNames` as `***`.
public struct WebRequest: Sendable, Hashable {
    public var method: HTTPMethod
    public var host: WebHost
    /// Relative to the host, no leading slash: `feed/friends`.
    public var path: String
    /// Query parameters for GET, form fields for POST.
    public var parameters: [APIParameter]
    /// The page the web client sends it from, relative to the web host
    /// (`compose/`, `detail/ID`); writes need it.
    public var refererPath: String?
    /// Whether sending it twice could store it twice: never resent
    /// blindly after an unknown outcome.
    public var writes: Bool
    /// A file sent with the fields as `multipart/form-data` (`bodyBytes`).
    public var upload: WebUpload?

    /// `st` is the session's CSRF token; `alt` and `ticket` sign in; and
    /// whoever polls a `qrid` after the phone confirms gets the `alt`.
    public static let secretNames: Set<String> = ["st", "alt", "ticket", "qrid"]

    public init(method: HTTPMethod = .get, host: WebHost = .web, path: String, parameters: [APIParameter] = [],
                refererPath: String? = nil, writes: Bool = false) {
        self.method = method
        self.host = host
        self.path = path
        self.parameters = parameters
        self.refererPath = refererPath
        self.writes = writes
    }

    /// The full URL: for GET with the parameters as its query.
    public func url(bases: WebBases) -> String {
        let base = bases.url(for: host) + "/" + path
        guard method == .get, !parameters.isEmpty else { return base }
        return base + "?" + FormEncoding.encode(parameters)
    }

    /// The `application/x-www-form-urlencoded` body of a POST; nil for GET.
    public var body: String? {
        method == .post ? FormEncoding.encode(parameters) : nil
    }

    /// Headers besides the HTTP library's own and the session's `Cookie`:
    /// the browser's `User-Agent` for the host (`identity`), and the ones
    /// each site's own scripts send. m.weibo.cn's: `X-Requested-With`,
    /// `MWeibo-Pwa`, and for writes `Origin`, `Referer`, `X-XSRF-TOKEN`
    /// (the `st`). weibo.com's: `X-Requested-With`, a `Referer` on the site,
    /// and for writes `Origin` and `X-XSRF-TOKEN`, the value of its
    /// `XSRF-TOKEN` cookie (`xsrfToken`).
    public func headers(bases: WebBases, identity: BrowserIdentity = .current, xsrfToken: String? = nil) -> [APIParameter] {
        var headers = [APIParameter("User-Agent", identity.userAgent(for: host)),
                       APIParameter("Accept", "application/json, text/plain, */*"),
                       APIParameter("Accept-Language", "zh-CN,zh;q=0.9")]
        switch host {
        case .web:
            headers.append(APIParameter("X-Requested-With", "XMLHttpRequest"))
            headers.append(APIParameter("MWeibo-Pwa", "1"))
            if let refererPath { headers.append(APIParameter("Referer", bases.url(for: .web) + "/" + refererPath)) }
        case .desktop:
            headers.append(APIParameter("X-Requested-With", "XMLHttpRequest"))
            headers.append(APIParameter("Referer", bases.url(for: .desktop) + "/" + (refererPath ?? "")))
        case .passport:
            if let refererPath { headers.append(APIParameter("Referer", bases.url(for: .passport) + "/" + refererPath)) }
        }
        if method == .post {
            headers.append(APIParameter("Origin", bases.url(for: host)))
            headers.append(APIParameter("Content-Type", upload == nil ? "application/x-www-form-urlencoded"
                                                                      : "multipart/form-data; boundary=" + boundary))
            if let token = host == .desktop ? xsrfToken : self[parameter: "st"] { headers.append(APIParameter("X-XSRF-TOKEN", token)) }
        }
        return headers
    }

    /// The value of one parameter, if given.
    public subscript(parameter name: String) -> String? {
        parameters.first { $0.name == name }?.value
    }
}

extension WebRequest: CustomStringConvertible, CustomDebugStringConvertible {
    /// `POST web:api/comments/create content=… mid=… st=***`: what a log line
    /// or an error may say about the request.
    public var description: String {
        var parts = [method.rawValue, host.rawValue + ":" + path]
        for parameter in parameters {
            parts.append(parameter.name + "=" + (WebRequest.secretNames.contains(parameter.name) ? "***" : parameter.value))
        }
        if let upload { parts.append(upload.field + "=<\(upload.fileName), \(upload.bytes.count) bytes>") }
        return parts.joined(separator: " ")
    }

    public var debugDescription: String { "WebRequest(" + description + ")" }
}

/// Where the next page of a mobile-web list starts, in the form the list
/// pages by: `max_id` (首页, comments with their `max_id_type`), `since_id`
/// (a user's posts), or a page number (reposts, 消息's lists).
public enum WebCursor: Sendable, Hashable {
    case maxID(String)
    case sinceID(String)
    case page(Int)
    case hotflow(maxID: String, type: Int)

    var parameters: [APIParameter] {
        switch self {
        case .maxID(let id): [APIParameter("max_id", id)]
        case .sinceID(let id): [APIParameter("since_id", id)]
        case .page(let page): [APIParameter("page", String(max(1, page)))]
        case .hotflow(let id, let type): [APIParameter("max_id", id), APIParameter("max_id_type", String(type))]
        }
    }
}
