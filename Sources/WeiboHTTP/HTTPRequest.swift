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

/// What came back: the status and the body (already un-gzipped).
public struct HTTPResponse: Equatable, Sendable {
    public var status: Int
    public var body: [UInt8]

    public init(status: Int, body: [UInt8]) {
        self.status = status
        self.body = body
    }
}
