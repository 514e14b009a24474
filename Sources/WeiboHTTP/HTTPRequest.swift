/// One HTTP request, as bytes to send: what the API layer builds and the
/// client sends. The body is form-encoded or empty.
public struct HTTPRequest: Equatable, Sendable {
    public enum Method: String, Sendable { case get = "GET", post = "POST" }

    public var method: Method
    public var url: String
    public var headers: [String]
    public var body: [UInt8]

    public init(method: Method = .get, url: String, headers: [String] = [], body: [UInt8] = []) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// What came back: the status, the body (already un-gzipped), and the
/// headers the API layers read: `Retry-After` (how long a rate limit
/// lasts), and for the web session's sign-in `Set-Cookie` (every one, in
/// order) and `Location` (redirects are never followed by curl: each hop's
/// cookies and address are the caller's to check).
public struct HTTPResponse: Equatable, Sendable {
    public var status: Int
    public var body: [UInt8]
    public var retryAfter: String?
    public var setCookies: [String]
    public var location: String?

    public init(status: Int, body: [UInt8], retryAfter: String? = nil, setCookies: [String] = [], location: String? = nil) {
        self.status = status
        self.body = body
        self.retryAfter = retryAfter
        self.setCookies = setCookies
        self.location = location
    }
}
