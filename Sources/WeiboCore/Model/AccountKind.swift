/// How an account reaches Weibo.
public enum AccountKind: String, Codable, Sendable, CaseIterable {
    /// The Open API v2 with an OAuth2 token (`login --token`, `--app-key`).
    case openAPI = "open_api"
    /// The mobile web (m.weibo.cn) with the user's own signed-in session
    /// (`login --qr`, `login --cookie -`): the session's cookies and the
    /// `st` token its writes need.
    case web
}
