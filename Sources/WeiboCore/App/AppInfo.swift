/// Facts about this run that the screens show but never change.
public struct AppInfo: Hashable, Sendable {
    public static let version = "0.1.0"

    public var version: String
    public var dataDirectory: String
    /// The locale's codeset is UTF-8: the compose glyph is `＋`, else `+`.
    public var isUTF8: Bool
    /// The Weibo account the app shows (its screen name); nil for the bundled sample.
    public var account: String?
    /// How the account reaches Weibo; nil for the sample.
    public var accountKind: AccountKind?
    /// The account reaches Weibo through the Open API, whose 首页 holds only
    /// the posts of people who also authorised the same app: 首页 says so.
    /// False for the sample and for a web session.
    public var isOpenAPIAccount: Bool { account != nil && accountKind != .web }
    /// The terminal has 256 colours or more and `NO_COLOR` is not set:
    /// pictures can be drawn as half blocks.
    public var picturesDrawable: Bool

    public init(version: String = AppInfo.version, dataDirectory: String = "", isUTF8: Bool = true, account: String? = nil,
                accountKind: AccountKind? = nil, picturesDrawable: Bool = false) {
        self.version = version; self.dataDirectory = dataDirectory; self.isUTF8 = isUTF8; self.account = account
        self.accountKind = accountKind; self.picturesDrawable = picturesDrawable
    }
}
