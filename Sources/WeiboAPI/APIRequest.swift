/// The two HTTP methods the Open API uses.
public enum HTTPMethod: String, Sendable, Hashable {
    case get = "GET"
    case post = "POST"
}

/// Which of `APIBases`' hosts a request goes to.
public enum APIHost: String, Sendable, Hashable {
    case api
    case remind
}

/// One name/value pair, in the order given (the order is kept so that
/// a request's URL is the same every time it is built).
public struct APIParameter: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// One request to the Open API, as a value: what to send, not how.
///
/// The user's access token travels in the `Authorization: OAuth2 TOKEN`
/// header (`headers`), not as the `access_token` parameter the wiki's
/// tables list: a parameter of a GET request is part of the URL, and the
/// URL is what ends up in proxy logs, in an HTTP library's error text and
/// in any line that names the failing request. With the header, the URL
/// and the form body never hold the token and can be shown as they are.
/// `oauth2/get_token_info` is the one exception: there the token is the
/// subject of the question, so it is a form field of a POST (still never
/// in a URL).
///
/// `description` and `debugDescription` never show the token, the app
/// secret or an authorization code: every value named in `secretNames`
/// prints as `***`.
public struct APIRequest: Sendable, Hashable {
    public var method: HTTPMethod
    public var host: APIHost
    /// Relative to the host, without a leading slash: `2/statuses/home_timeline.json`.
    public var path: String
    /// Query parameters for GET, form fields for POST.
    public var parameters: [APIParameter]
    /// Sent as `Authorization: OAuth2 …` when present.
    public var accessToken: String?
    /// Whether sending it twice could store it twice (a post, a comment):
    /// the caller must not retry blindly after an unknown outcome.
    public var writes: Bool

    /// Parameter names whose values are secrets.
    public static let secretNames: Set<String> = ["access_token", "client_secret", "code"]

    public init(
        method: HTTPMethod, host: APIHost = .api, path: String,
        parameters: [APIParameter] = [], accessToken: String? = nil, writes: Bool = false
    ) {
        self.method = method
        self.host = host
        self.path = path
        self.parameters = parameters
        self.accessToken = accessToken
        self.writes = writes
    }

    /// The full URL: for GET with the parameters as its query.
    public func url(bases: APIBases) -> String {
        let base = bases.url(for: host) + "/" + path
        guard method == .get, !parameters.isEmpty else { return base }
        return base + "?" + FormEncoding.encode(parameters)
    }

    /// The `application/x-www-form-urlencoded` body of a POST; nil for GET.
    public var body: String? {
        method == .post ? FormEncoding.encode(parameters) : nil
    }

    /// Headers to send besides the HTTP library's own.
    public var headers: [APIParameter] {
        var headers: [APIParameter] = []
        if let accessToken { headers.append(APIParameter("Authorization", "OAuth2 " + accessToken)) }
        if method == .post { headers.append(APIParameter("Content-Type", "application/x-www-form-urlencoded")) }
        return headers
    }

    /// The value of one parameter, if given.
    public subscript(parameter name: String) -> String? {
        parameters.first { $0.name == name }?.value
    }
}

extension APIRequest: CustomStringConvertible, CustomDebugStringConvertible {
    /// `POST 2/comments/create.json id=1 comment=… [token]`: what a log line
    /// or an error may say about the request, secrets masked.
    public var description: String {
        var parts = [method.rawValue, (host == .remind ? "remind:" : "") + path]
        for parameter in parameters {
            let value = APIRequest.secretNames.contains(parameter.name) ? "***" : parameter.value
            parts.append(parameter.name + "=" + value)
        }
        if accessToken != nil { parts.append("[token]") }
        return parts.joined(separator: " ")
    }

    public var debugDescription: String { "APIRequest(" + description + ")" }
}
