/// Where requests go: the Open API's main host and the separate host that
/// serves `remind/unread_count`. A value, so a proxy, a mirror or the
/// tests' fake server replaces both without touching any request.
public struct APIBases: Sendable, Hashable {
    /// Scheme and host (and port), no trailing slash: `https://api.weibo.com`.
    public var api: String
    /// The unread-count host: `https://rm.api.weibo.com`.
    public var remind: String

    public static let weibo = APIBases(api: "https://api.weibo.com", remind: "https://rm.api.weibo.com")

    public init(api: String, remind: String) {
        self.api = APIBases.trimmed(api)
        self.remind = APIBases.trimmed(remind)
    }

    /// The hosts `WEIBO_TUI_API_BASE` and `WEIBO_TUI_REMIND_BASE` name, each
    /// falling back to `fallback` (the config file's, else Weibo's) when
    /// unset or empty.
    public init(environment: [String: String], fallback: APIBases = .weibo) {
        func pick(_ name: String, _ otherwise: String) -> String {
            let value = environment[name]?.trimmingCharacters(in: " \t") ?? ""
            return value.isEmpty ? otherwise : value
        }
        self.init(
            api: pick("WEIBO_TUI_API_BASE", fallback.api),
            remind: pick("WEIBO_TUI_REMIND_BASE", fallback.remind)
        )
    }

    /// The base URL for one host kind.
    public func url(for host: APIHost) -> String {
        switch host {
        case .api: api
        case .remind: remind
        }
    }

    /// `https://x/` and `https://x` name the same host; paths are joined with one slash.
    private static func trimmed(_ base: String) -> String {
        var base = base
        while base.hasSuffix("/") { base.removeLast() }
        return base
    }
}
