import WeiboCore

/// The commands of a Weibo account (issue 13), in the same table as the
/// rest: login, account, logout, sync, and the `--sample` global option.
extension UserCommands {
    public static let defaultSyncLimit = 50

    public static var sample: CommandOption {
        CommandOption("--sample", tr("使用内置的示例数据，不管登录了哪个账号", "use the bundled sample, whatever account is logged in"))
    }

    /// `--account sample`: the same as `--sample`, in the words of a
    /// client that could hold several accounts. One account is logged in
    /// at a time, so `sample` is the only other choice there is.
    public static var accountChoice: CommandOption {
        CommandOption("--account", value: "sample", tr("--account sample 与 --sample 相同", "--account sample is the same as --sample"),
                      completes: .words(["sample"]))
    }

    public static var login: CommandSpec {
        CommandSpec(
            ["login"], tr("登录微博账号（开放平台 API v2）", "log in to a Weibo account (Open API v2)"),
            details: tr(
                "用 --token 给出在别处取得的访问令牌（`-` 表示从标准输入读取），先用 oauth2/get_token_info 检查；或用 --app-key 和 --app-secret 走 OAuth2 授权码流程：打印授权地址，读取粘贴回来的跳转地址或 code，在 oauth2/access_token 换取令牌。然后显示名字、uid 和令牌有效期。令牌和 App Secret 只保存在数据文件夹的 account.json（权限 0600），从不显示。服务器地址可用 WEIBO_TUI_API_BASE 和 WEIBO_TUI_REMIND_BASE 替换。",
                """
                With --token, a token obtained elsewhere (`-` reads it from stdin), checked with \
                oauth2/get_token_info; or with --app-key and --app-secret, the OAuth2 code flow: prints \
                the authorize address, reads back the address it lands on (or its code) and exchanges \
                it at oauth2/access_token. Then prints the name, uid and token expiry. The token and \
                the app secret are kept only in account.json in the data folder (mode 0600) and never \
                shown. WEIBO_TUI_API_BASE and WEIBO_TUI_REMIND_BASE replace the servers.
                """),
            options: [CommandOption("--token", value: "TOKEN", tr("已有的访问令牌（- 表示标准输入）", "an access token you have (- for stdin)")),
                      CommandOption("--app-key", value: "KEY", tr("应用的 App Key", "your app's App Key")),
                      CommandOption("--app-secret", value: "SECRET", tr("应用的 App Secret", "your app's App Secret"))])
    }
    public static var account: CommandSpec {
        CommandSpec(
            ["account"], tr("当前使用的账号", "the account in use"),
            details: tr("登录的账号：名字、uid 和令牌有效期；没有登录（或用了 --sample）时为 sample，即内置的示例数据。",
                        "The logged-in account: name, uid and token expiry; or sample (the bundled sample) when none is, or with --sample."),
            options: [json])
    }
    public static var logout: CommandSpec {
        CommandSpec(
            ["logout"], tr("退出账号（删除令牌，保留缓存）", "log out (forget the token, keep the cache)"),
            details: tr("删除 account.json 中的令牌；账号的缓存 account-UID.sqlite 保留，再次登录时接着用。",
                        "Removes account.json with the token; the account's cache, account-UID.sqlite, is kept for the next login."))
    }
    public static var sync: CommandSpec {
        CommandSpec(
            ["sync"], tr("从微博取回首页、消息、我的微博、账号资料和未读数", "fetch the home timeline, messages, own posts, profile and unread counts"),
            details: tr(
                "从缓存中最新的一条之后取回首页微博（往前翻页直到接上缓存或到达上限），同样取回 @我的、评论和我的微博，以及账号资料和未读数，存入账号的缓存，然后说明首页新增几条。出错时只打印一行，退出码为 1，缓存不变。",
                """
                Fetches the home timeline since the newest cached post (paging back until it meets the \
                cache or the limit), the same way the mentions, the comments on your posts and your own \
                posts, and the account's profile and unread counts into the account's cache, then says \
                how many posts are new on Home. On an error prints one line, exits 1 and leaves the \
                cache as it was.
                """),
            options: [CommandOption("--limit", value: "N", tr("每个列表最多取 N 条（默认 \(defaultSyncLimit)）",
                                                             "fetch at most N items per list (default \(defaultSyncLimit))"),
                                    range: 1...1_000)])
    }
}
