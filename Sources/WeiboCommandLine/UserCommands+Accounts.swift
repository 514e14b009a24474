import WeiboCore
import WeiboSync

/// The commands of a Weibo account (issue 13), in the same table as the
/// rest: login, account, logout, sync, and the `--sample` global option.
extension UserCommands {
    public static let defaultSyncLimit = 50

    public static var sample: CommandOption {
        CommandOption("--sample", tr("使用内置的示例数据，不管登录了哪个账号", "use the bundled sample, whatever account is logged in"))
    }

    /// `--fresh`: where the last run left off is not restored (`set resume off` for always).
    public static var fresh: CommandOption {
        CommandOption("--fresh", tr("从首页顶部开始，不回到上次离开的位置", "start at the top of Home, not where the last run left off"))
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
            ["login"], tr("登录微博账号：网页会话（扫码）或开放平台 API v2", "log in to Weibo: a web session (scan a QR code) or the Open API v2"),
            details: tr(
                "--qr：网页会话。终端里显示 passport.weibo.com 的二维码，用微博手机客户端扫码并确认；二维码约 3 分钟过期，过期后自动换新。二维码登录同时保存 m.weibo.cn 和 weibo.com 的 Cookie。--cookie -：从标准输入读取已登录浏览器里 m.weibo.cn 或 weibo.com 请求的 Cookie 头（不接受命令行参数）。会话先用两个站点的 api/config 和 ajax/config/get_config 检查，然后说明它能用哪条路线。网页会话像你的浏览器一样，以你自己的会话通过微博自己的网页接口读写首页、消息和我：优先 m.weibo.cn，它拒绝时改用 weibo.com；微博可能随时改变它们。--token -：从标准输入读取开放平台的访问令牌，先用 oauth2/get_token_info 检查；或用 --app-key KEY 和 --app-secret - 走 OAuth2 授权码流程：标准输入第一行是 App Secret，下一行是粘贴的跳转地址。令牌、App Secret 和 Cookie 都只从标准输入读取（参数会出现在 ps 里）。读到之后进程不再产生 core 文件。然后显示名字和 uid。Cookie、st 令牌、访问令牌和 App Secret 只保存在数据文件夹的 account.json（权限 0600），从不显示。服务器地址可用 WEIBO_TUI_WEB_BASE、WEIBO_TUI_DESKTOP_BASE、WEIBO_TUI_PASSPORT_BASE、WEIBO_TUI_API_BASE 和 WEIBO_TUI_REMIND_BASE 替换。",
                """
                --qr: a web session. Shows passport.weibo.com's QR code in the terminal; scan it with \
                the Weibo phone app and confirm. A code expires after about 3 minutes and a new one is \
                shown; the sign-in keeps both m.weibo.cn's and weibo.com's cookies. --cookie -: reads the \
                Cookie header of a signed-in browser's m.weibo.cn or weibo.com request from stdin (never \
                from an argument). The session is checked with both sites' api/config and \
                ajax/config/get_config first, and the login says which routes it opens. A web session \
                reads and writes your real Home, Messages and Me through Weibo's own web interfaces with \
                your own session, as your browser does: m.weibo.cn first, weibo.com when m.weibo.cn \
                refuses; Weibo may change them at any time. \
                --token -: reads an Open API token obtained elsewhere from stdin, checked with \
                oauth2/get_token_info; or --app-key KEY and --app-secret -, the OAuth2 code flow: \
                stdin's first line is the app secret, the next the pasted address. The token, the \
                app secret and the cookie are read from stdin only (an argument shows in ps), and \
                once one is read the process leaves no core file. Then prints the name and uid. Cookies, the st token, the access token and the app secret \
                are kept only in account.json in the data folder (mode 0600) and never shown. \
                WEIBO_TUI_WEB_BASE, WEIBO_TUI_DESKTOP_BASE, WEIBO_TUI_PASSPORT_BASE, WEIBO_TUI_API_BASE and \
                WEIBO_TUI_REMIND_BASE replace the servers.
                """),
            options: [CommandOption("--qr", tr("扫码登录网页会话", "sign in to a web session by scanning a QR code")),
                      CommandOption("--events", tr("与 --qr 一起：不画二维码，每一步输出一行“事件名<Tab>内容”（code、state、signed-in、failed；从不含 Cookie），供程序读取",
                                                   "with --qr: draw nothing, print each step as one line EVENT<Tab>TEXT (code, state, signed-in, failed; never a cookie), for programs")),
                      CommandOption("--cookie", value: "-", tr("从标准输入读取浏览器的 Cookie 头", "read a browser's Cookie header from stdin"),
                                    completes: .words(["-"])),
                      CommandOption("--token", value: "-", tr("从标准输入读取已有的访问令牌", "read an access token you have from stdin"),
                                    completes: .words(["-"])),
                      CommandOption("--app-key", value: "KEY", tr("应用的 App Key", "your app's App Key")),
                      CommandOption("--app-secret", value: "-", tr("从标准输入的第一行读取应用的 App Secret", "read your app's App Secret from stdin's first line"),
                                    completes: .words(["-"]))])
    }
    public static var account: CommandSpec {
        CommandSpec(
            ["account"], tr("当前使用的账号", "the account in use"),
            details: tr("登录的账号：类别（网页会话或开放平台）、名字、uid，开放平台账号还有令牌有效期；没有登录（或用了 --sample）时为 sample，即内置的示例数据。",
                        "The logged-in account: its kind (web session or Open API), name and uid, and an Open API token's expiry; or sample (the bundled sample) when none is, or with --sample."),
            options: [json])
    }
    public static var logout: CommandSpec {
        CommandSpec(
            ["logout"], tr("退出账号（删除会话或令牌，保留缓存）", "log out (forget the session or token, keep the cache)"),
            details: tr("删除 account.json 中的会话或令牌；账号的缓存（web-UID.sqlite 或 account-UID.sqlite）保留，再次登录时接着用。",
                        "Removes account.json with the session or token; the account's cache (web-UID.sqlite or account-UID.sqlite) is kept for the next login."))
    }
    public static var sync: CommandSpec {
        CommandSpec(
            ["sync"], tr("从微博取回首页、消息、我的微博、账号资料和未读数", "fetch the home timeline, messages, own posts, profile and unread counts"),
            details: tr(
                "先发送待发箱里到了重试时间的内容（--now：所有等待的），然后从缓存中最新的一条之后取回首页微博（往前翻页直到接上缓存或到达上限），同样取回 @我的、评论、我的微博、网页会话的赞和私信会话，以及账号资料和未读数，每一项各自存入账号的缓存，然后说明发出几条、首页新增几条。某一项读不懂时为它打印一行，其余照存，退出码为 5；网络、登录或限制出错时打印一行并停下，之前取回的保留，退出码为 1（微博限制请求频率时为 3，检查客户端时为 4）；有内容没发出时也打印一行，退出码为 1。然后把取回的微博的图片（--post：这条微博的图片和它们的大图）下载到数据文件夹的 pictures/；图片没有取回只打印一行，不改变退出码。",
                """
                First sends what in the outbox is due (--now: everything waiting), then fetches the \
                home timeline since the newest cached post (paging back until it meets the cache or \
                the limit), the same way the mentions, the comments on your posts, your own posts, a \
                web session's likes and private conversations, and the account's profile and unread \
                counts, each list saved into the account's cache on its own, and says how many were \
                sent and how many posts are new on Home. A list whose reply cannot be read prints a \
                line naming it, the others are saved, exit 5; the network, the login or a limit stops \
                the sync with one line, keeping what came before, exit 1 (3 when Weibo is limiting \
                requests, 4 when it is checking this client); something left unsent prints one line \
                too, exit 1. Then the pictures of the posts it brought \
                (--post: the post's, with their larger forms) are downloaded into pictures/ in the \
                data folder; a picture that does not come says one line and changes no exit status.
                """),
            options: [CommandOption("--limit", value: "N", tr("每个列表最多取 N 条（默认 \(defaultSyncLimit)）",
                                                             "fetch at most N items per list (default \(defaultSyncLimit))"),
                                    range: 1...1_000),
                      CommandOption("--older", tr("改为取缓存中最早一条之前的一页（翻到首页的尽头时；和 --group 一起：这个分组的）",
                                                  "instead, one page older than the oldest cached post (scrolling to the timeline's end; with --group, the group's)")),
                      CommandOption("--gap", tr("改为补上首页缓存里最新的缺口（一次同步没取到的中间部分，最多 --limit 条）",
                                                "instead, fill in the newest gap in Home's cache (what one sync stopped short of; at most --limit)")),
                      CommandOption("--post", value: "ID", tr("改为取一条微博和它最新的评论（打开微博正文时）",
                                                               "instead, one post and its newest comments (opening a post page)")),
                      CommandOption("--user", value: "UID", tr("改为取一个人的名片和最新的微博（打开他的主页时）",
                                                              "instead, someone's card and newest posts (opening their page)")),
                      CommandOption("--following", value: "UID", tr("改为取这个人关注的人的一页（--page，打开他的关注列表时；同 --list following --id UID）",
                                                                   "instead, one page of whom this person follows (--page; opening their following list; as --list following --id UID)")),
                      CommandOption("--followers", value: "UID", tr("改为取这个人的粉丝的一页（--page，打开他的粉丝列表时；同 --list followers --id UID）",
                                                                   "instead, one page of this person's followers (--page; opening their followers list; as --list followers --id UID)")),
                      CommandOption("--chat", value: "UID", tr("改为取和这个人的私信（打开私信会话时）",
                                                              "instead, the messages with this person (opening a conversation)")),
                      CommandOption("--list", value: "NAME", tr("改为取一个打开时才取的列表（hot：热搜榜，打开发现时；五分钟内取过则不再取；favorites：收藏；groups：首页的分组，打开标题菜单时）；reposts、post-likes、post-comments、post-comments-new 取 --id 这条微博的转发、赞、评论（按热度、按时间），replies 取 --id 这条评论的回复，user-posts、following、followers 取 --id 这个人（uid）的微博、关注、粉丝，各取第 --page 页",
                                                                 "instead, a list fetched when opened (hot: the hot searches, opening Discover; not again within five minutes; favorites; groups: Home's groups, opening its title menu); reposts, post-likes, post-comments, post-comments-new: the --id post's reposts, likes, comments (hot first, newest first), replies: the --id comment's replies, user-posts, following, followers: the --id person's (uid) posts, whom they follow, their followers; page --page of each")),
                      CommandOption("--id", value: "ID", tr("--list 的微博、评论的 id 或这个人的 uid", "the post's or comment's id, or the person's uid, for --list")),
                      CommandOption("--search", value: "TEXT", tr("改为取搜索微博的一页（打开热搜词或 #话题# 时）；#话题# 取话题页",
                                                                 "instead, one page of a search of all Weibo (opening a hot word or a #topic#); a #topic# its topic page")),
                      CommandOption("--group", value: "GID", tr("改为取一个分组最新的微博（在首页标题菜单里选中它时）",
                                                              "instead, a group's newest posts (choosing it in Home's title menu)")),
                      CommandOption("--page", value: "N", tr("--search、--following、--followers、--list 取第 N 页，--user 取他第 N 页微博（默认 1）", "the page --search, --following, --followers or --list fetches, or of --user's posts (default 1)"), range: 1...100),
                      searchType,
                      CommandOption("--now", tr("待发箱里等待重试的内容也立即发送", "send outbox items waiting to retry at once")),
                      CommandOption("--record", value: "DIR", tr("把收到的每个网页回复原样写进 DIR（Cookie、st、令牌、你的 uid 和名字都已替换），可附在问题报告里",
                                                               "write each web reply as received into DIR (cookies, st, tokens, your uid and name replaced), to attach to a bug report"),
                                    completes: .directories),
                      CommandOption("--pictures", value: "ADDRESS…", tr("改为只下载这些图片地址（最多 \(PictureDownloads.maximumPerRun) 个，缓存里已有的不再下载）",
                                                                      "instead, only download these picture addresses (at most \(PictureDownloads.maximumPerRun), none already cached)"))])
    }

    public static var doctor: CommandSpec {
        CommandSpec(
            ["doctor"], tr("检查登录的会话：每条路线、每种列表能否读取", "check the logged-in session: which route serves each kind of list"),
            details: tr(
                "网页会话：对 m.weibo.cn 和 weibo.com 两条路线，每种列表（登录、首页、我的资料、我的微博、微博正文、评论、未读数、私信）各请求一次，列出 HTTP 状态、能否读取（不能时写明哪个接口、哪个字段），以及同步时用哪条路线，然后给出建议（重新登录、在浏览器中打开网站、等待）。路线的记忆随之更新。开放平台账号：检查令牌和首页。退出码：0 每种列表都有可用的路线；5 部分可用；1 都不可用或没有登录。--json 的字段：rows（title、routes、uses）、works。",
                """
                A web session: asks each kind of list (sign-in, home, profile, your posts, a post page, \
                comments, unread counts, messages) once of each route, m.weibo.cn and weibo.com, and \
                prints the HTTP status, whether the reply could be read (if not, which endpoint and \
                field), and which route a sync will use; then what you can do (sign in again, open the \
                site in a browser, wait). The route memory is updated with what it found. An Open API \
                account: the token and the home timeline. Exit 0 when every kind has a working route, 5 \
                when some do, 1 when none does or nobody is logged in. --json fields: rows (title, \
                routes, uses), works.
                """),
            options: [json])
    }

    public static var outboxList: CommandSpec {
        CommandSpec(
            ["outbox", "list"], tr("待发箱里的内容，最早的在前（不带命令时也是它）", "what waits in the outbox, oldest first (also outbox alone)"),
            details: tr(
                "待发箱里还没发到微博的微博、评论和转发，最早的在前：编号、类别、时间、状态（等待发送、几次未发出及何时重试、发送失败）和文字。--json 的字段：id、kind、text、target_post_id、target_comment_id、created_at、attempts、next_attempt_at、last_error、outcome_unknown、failed、media（一条微博的文件，按发送顺序）、visibility（public、friends 或 me）。",
                """
                The posts, comments and reposts not yet on Weibo, oldest first: number, kind, time, \
                state (waiting, not sent N times and when it is retried, failed for good) and text. \
                --json fields: id, kind, text, target_post_id, target_comment_id, created_at, attempts, \
                next_attempt_at, last_error, outcome_unknown, failed, media (a post's files, in the order \
                they go), visibility (public, friends or me).
                """),
            options: [json])
    }
    public static var outboxCancel: CommandSpec {
        CommandSpec(
            ["outbox", "cancel"], arguments: "ID", tr("取消一条待发内容", "drop an item from the outbox"),
            details: tr("把编号为 ID 的内容从待发箱删除，不再发送。编号不存在（可能已经发出）时退出码为 1。",
                        "Takes item ID out of the outbox unsent. Exit 1 when there is no such item (it may have been sent)."))
    }
    public static var outboxRetry: CommandSpec {
        CommandSpec(
            ["outbox", "retry"], arguments: "ID", tr("让一条待发内容在下次同步时发送", "send an item with the next sync"),
            details: tr("让编号为 ID 的内容（包括被微博拒绝、不再自动重发的）在下次 sync 时发送。编号不存在时退出码为 1。",
                        "Makes item ID (one Weibo refused, too) go out with the next sync. Exit 1 when there is no such item."))
    }
    public static var outbox: CommandSpec {
        CommandSpec(
            ["outbox"], tr("账号的待发箱：还没发到微博的内容", "the account's outbox: what is not on Weibo yet"),
            details: tr(
                "以账号写的微博先进入待发箱，微博返回它的 id 后才算发出。离线或出错时它留在待发箱，由 sync 按退避时间重试（30 秒，然后 1、2、4… 分钟，最长 30 分钟）。一次发送没有收到回复（超时、连接中断）时，重发前先在账号最新的微博里找相同的文字，找到就不再发送。",
                """
                What you write as the account goes into the outbox first and counts as sent only when \
                Weibo returns its id. Offline or failing, it stays there and sync retries it with a \
                backoff (30 s, then 1, 2, 4… minutes, at most 30). When a send got no answer (a \
                timeout, a dropped connection), the account's latest posts are searched for the same \
                text before sending it again, and it is not sent again when it is there.
                """),
            subcommands: [outboxList, outboxCancel, outboxRetry])
    }
}
