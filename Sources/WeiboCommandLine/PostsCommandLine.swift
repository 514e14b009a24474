import WeiboCore
import WeiboStore

/// `weibo-tui post`, `timeline` and `drafts`: the whole contract as pure-ish
/// functions (the store is opened through `openStore`, stdin read through
/// `readStdin`) returning what to print and the exit status:
/// 0 done, 1 refused or a store failure, 2 a usage error.
public enum PostsCommandLine {
    // MARK: post

    /// What `post` says, exit 1, when its text (on stdin or as an argument)
    /// is not UTF-8: the same words either way.
    public static var notUTF8: String {
        tr("weibo-tui post: 文字不是有效的 UTF-8；没有发布\n", "weibo-tui post: the text is not valid UTF-8; nothing was published\n")
    }

    /// `post TEXT…` or `post [-]`. `readStdin(n)` is called only when the
    /// text comes from stdin; it returns at most the first n bytes (nil when
    /// reading failed), so a text far over `TextCap.body` is refused without
    /// reading it all. One trailing newline (what `echo` adds) is dropped;
    /// anything else is published verbatim. Bytes that are not UTF-8 are
    /// refused, exit 1.
    public static func post(
        _ arguments: [String], readStdin: (_ maxBytes: Int) -> [UInt8]?, openStore: () throws -> Store
    ) -> CommandOutput {
        let text: String
        switch postText(arguments, limit: WeiboLength.postLimit(for: nil), readStdin: readStdin) {
        case .answer(let answer): return answer
        case .text(let read, let visibility):
            text = read
            if visibility != .everyone { return CommandOutput(stderr: "weibo-tui post: \(Self.sampleHasNoAudience)\n", status: 1) }
        }
        do {
            let store = try openStore()
            defer { store.close() }
            let post = try store.publish(Draft(text: text))
            return CommandOutput(
                stdout: tr("已发布微博 \(post.id)（\(WeiboLength.count(text))/\(store.postLengthLimit)）\n",
                           "published post \(post.id) (\(WeiboLength.count(text))/\(store.postLengthLimit))\n"),
                status: 0)
        } catch let refusal as Refusal {
            return CommandOutput(stderr: "weibo-tui post: \(CommandText.line(refusal.message))\n", status: 1)
        } catch {
            return CommandText.failure(error)
        }
    }

    /// The text of `post TEXT…` or `post [-]`, checked as `post` checks
    /// it, or what to answer instead (help, a usage error, a refusal).
    /// Why the sample takes no `--visible` but `public`.
    static var sampleHasNoAudience: String {
        tr("示例里的微博只在本机，没有可见范围", "The sample's posts stay on this machine: they have no audience to choose")
    }

    enum PostText {
        case text(String, PostVisibility)
        case answer(CommandOutput)
    }

    /// Reads and checks a post's text for `post` on the sample and on an
    /// account alike, against `limit` (`WeiboLength.postLimit`).
    static func postText(_ arguments: [String], limit: Int, readStdin: (_ maxBytes: Int) -> [UInt8]?) -> PostText {
        switch writtenText(arguments, for: UserCommands.post, check: { WeiboLength.refusal($0, limit: limit) }, readStdin: readStdin) {
        case .answer(let answer): return .answer(answer)
        case .read(let text, let options):
            guard let visibility = options.texts["--visible"].map({ PostVisibility(rawValue: $0) }) ?? .everyone else {
                let names = PostVisibility.allCases.map(\.rawValue).joined(separator: "|")
                return .answer(.usageError(tr("--visible 只能是 \(names)", "--visible must be \(names)"), for: UserCommands.post))
            }
            return .text(text, visibility)
        }
    }

    /// A written text and the options around it, or what to answer instead.
    enum WrittenText {
        case read(String, CommandOptions)
        case answer(CommandOutput)
    }

    /// The text of any command that writes (`post`, `comment`, `repost`,
    /// `dm`), checked alike: the words after the first `leading` ones
    /// (the post or person it is about), or stdin when there are none (or
    /// just `-`). `stdinWhenNone: false` makes no words an empty text (a
    /// repost's), so that `repost ID` never waits on a terminal. `check`
    /// is the refusal of the text's own limit.
    static func writtenText(
        _ arguments: [String], for spec: CommandSpec, leading: Int = 0, stdinWhenNone: Bool = true,
        check: (String) -> String? = { WeiboLength.refusal($0) }, readStdin: (_ maxBytes: Int) -> [UInt8]?
    ) -> WrittenText {
        let name = spec.path.joined(separator: " ")
        let options: CommandOptions
        switch CommandOptions.read(arguments, for: spec, maxWords: .max) {
        case .answer(let answer): return .answer(answer)
        case .run(let parsed): options = parsed
        }
        guard options.words.count >= leading else {
            return .answer(.usageError(tr("\(name) 需要 \(spec.arguments)", "\(name) needs \(spec.arguments)"), for: spec))
        }
        let words = Array(options.words.dropFirst(leading))
        let text: String
        if (words.isEmpty && stdinWhenNone) || words == ["-"] {
            // Room for the cap and a "\r\n"; one byte more is over it for sure.
            let enough = TextCap.body.bytes + 3
            guard let bytes = readStdin(enough) else {
                return .answer(CommandOutput(stderr: tr("weibo-tui \(name): 无法从标准输入读取文字\n", "weibo-tui \(name): cannot read the text from stdin\n"),
                                             status: 1))
            }
            if bytes.count >= enough {
                return .answer(CommandOutput(stderr: "weibo-tui \(name): \(TextCap.body.refusal)\n", status: 1))
            }
            guard let decoded = String(validating: bytes, as: UTF8.self) else {
                return .answer(CommandOutput(stderr: spec.path == ["post"] ? notUTF8
                                                 : tr("weibo-tui \(name): 文字不是有效的 UTF-8；没有发送\n",
                                                      "weibo-tui \(name): the text is not valid UTF-8; nothing was sent\n"),
                                             status: 1))
            }
            text = droppingOneNewline(decoded)
        } else {
            text = words.joined(separator: " ")
        }
        if let refusal = check(text) {
            return .answer(CommandOutput(stderr: "weibo-tui \(name): \(refusal)\n", status: 1))
        }
        return .read(text, options)
    }

    private static func droppingOneNewline(_ text: String) -> String {
        if text.hasSuffix("\r\n") || text.hasSuffix("\n") { return String(text.dropLast()) }
        return text
    }

    // MARK: timeline

    /// `stdout`: where the posts are written as they are read (the command
    /// line's standard output), so memory stays flat at any `--limit`;
    /// nil keeps them in the answer's `stdout` (the tests).
    public static func timeline(_ arguments: [String], clock: Clock, openStore: () throws -> Store,
                                stdout: Int32? = nil) -> CommandOutput {
        withStore(arguments, for: UserCommands.timeline, openStore: openStore) { options, store in
            let limit = options.values["--limit"] ?? UserCommands.defaultTimelineLimit
            // A group's posts (its title menu's choice on 首页), as the store holds them.
            var group: FeedGroup?
            if let asked = options.texts["--group"] {
                switch GroupsCommandLine.group(named: asked, in: store) {
                case .success(let found): group = found
                case .failure(let refusal): return CommandOutput(stderr: "weibo-tui timeline: " + CommandText.line(refusal.message) + "\n", status: 1)
                }
            }
            let out = StreamedText(fd: stdout)
            var first = true
            let each: ((Post) throws -> Void) throws -> Void = { body in
                if let group { try store.posts(.group(group.id), .newest, limit: limit).forEach(body) } else { try store.eachRecentPost(limit: limit, body) }
            }
            try each { post in
                // As CommandText.jsonArray lays an array out, one object a line.
                if options.json {
                    out.append { bytes in
                        bytes.append(contentsOf: (first ? "[\n  " : ",\n  ").utf8)
                        appendJSON(post, to: &bytes)
                    }
                } else {
                    out.append((first ? "" : "\n") + render(post, clock: clock))
                }
                first = false
            }
            if options.json { out.append(first ? "[]\n" : "\n]\n") }
            return CommandOutput(stdout: out.finish(), status: 0)
        }
    }

    /// A post as the timeline cell reads, in plain text:
    ///
    ///     夜航船的猫 · 3分钟前 · 来自 weibo-tui
    ///     text (its own newlines kept) [图片]
    ///       │ @original author: original text
    ///     转发 12 · 评论 · 赞 1.2万 ♥
    static func render(_ post: Post, clock: Clock) -> String {
        var out = header(post, clock: clock) + "\n"
        out += body(post, indent: "") + "\n"
        if post.repostOf != nil {
            if let original = post.original {
                out += "  │ @" + CommandText.line(original.authorName) + ": "
                    + body(original, indent: "  │ ").dropFirst(4) + "\n"
                out += "  │ " + counts(original) + "\n"
            } else {
                out += "  │ " + tr("原微博已删除", "The original post was deleted") + "\n"
            }
        }
        return out + counts(post) + "\n"
    }

    private static func header(_ post: Post, clock: Clock) -> String {
        var parts = [CommandText.line(post.authorName), post.time(clock: clock)]
        if !post.source.isEmpty { parts.append(tr("来自 ", "via ") + CommandText.line(post.source)) }
        return parts.joined(separator: " · ")
    }

    private static func body(_ post: Post, indent: String) -> String {
        var text = (post.headline.map { tr("《\($0)》", "“\($0)”") + "\n" } ?? "") + post.text
        if let label = post.attachmentLabel { text += " " + label }
        return CommandText.block(text, indent: indent)
    }

    private static func counts(_ post: Post) -> String {
        func item(_ word: String, _ n: Int) -> String { n > 0 ? "\(word) \(CountFormat.short(n))" : word }
        return [item(tr("转发", "Repost"), post.repostCount), item(tr("评论", "Comment"), post.commentCount),
                item(tr("赞", "Like"), post.likeCount)]
            .joined(separator: " · ") + (post.liked ? " ♥" : "")
    }

    /// A post as scripts read it. A repost keeps `repost_of` (the id, as
    /// before) and carries its original whole in `original` (null when it
    /// is not a repost or the original was deleted): one level, as Weibo
    /// flattens chains. `pictures` is every picture the cell shows
    /// (`Post.pictureAddresses`), in order; `media_path` stays as stored.
    /// `dated_by_day` (only when true): Weibo gave only the day, and
    /// `created_at` is its midnight in Beijing (UTC+8), not a moment.
    /// `video` (only on a video post): its `stream` (the address a player
    /// plays, or the file attached here), its `page` on Weibo and its
    /// `duration` in seconds, each null when unknown; its cover is the
    /// post's one picture.
    static func json(_ post: Post) -> String {
        var bytes: [UInt8] = []
        appendJSON(post, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `json(post)`'s bytes appended to `out`, built in place: `timeline
    /// --json` writes thousands.
    static func appendJSON(_ post: Post, to out: inout [UInt8]) {
        func raw(_ text: String) { out.append(contentsOf: text.utf8) }
        func string(_ text: String) { JSONText.append(text, to: &out) }
        func string(_ text: String?) { if let text { JSONText.append(text, to: &out) } else { raw("null") } }
        func number(_ value: Int64?) { raw(value.map { String($0) } ?? "null") }
        raw("{\"id\": "); number(post.id)
        raw(", \"author\": "); string(post.authorName)
        raw(", \"author_id\": "); string(post.userID)
        raw(", \"text\": "); string(post.text)
        raw(", \"created_at\": "); number(post.createdAt)
        raw(", \"source\": "); string(post.source)
        raw(", \"kind\": "); string(post.kind.rawValue)
        raw(", \"counts\": {\"reposts\": \(post.repostCount), \"comments\": \(post.commentCount), \"likes\": \(post.likeCount)}")
        raw(", \"liked\": \(post.liked)")
        raw(", \"repost_of\": "); number(post.repostOf)
        raw(", \"original\": ")
        if let original = post.original { appendJSON(original, to: &out) } else { raw("null") }
        raw(", \"pictures\": [")
        for (i, address) in post.pictureAddresses.enumerated() {
            if i > 0 { raw(", ") }
            string(address)
        }
        raw("]")
        if let title = post.title { raw(", \"title\": "); string(title) }
        if let place = post.place { raw(", \"place\": "); string(place) }
        if let rating = post.rating { raw(", \"rating\": \(rating)") }
        if let media = post.mediaPath { raw(", \"media_path\": "); string(media) }
        if post.datedByDay { raw(", \"dated_by_day\": true") }
        if let video = post.video {
            raw(", \"video\": {\"stream\": "); string(video.stream)
            raw(", \"page\": "); string(video.page)
            raw(", \"duration\": "); raw(video.seconds.map { String($0) } ?? "null")
            raw("}")
        }
        raw("}")
    }

    // MARK: drafts

    public static func drafts(_ arguments: [String], clock: Clock, openStore: () throws -> Store) -> CommandOutput {
        withStore(arguments, for: UserCommands.drafts, openStore: openStore) { options, store in
            let drafts = try store.drafts()
            if options.json { return CommandOutput(stdout: CommandText.jsonArray(drafts.map(json)), status: 0) }
            if drafts.isEmpty { return CommandOutput(stderr: tr("weibo-tui: 没有草稿\n", "weibo-tui: no drafts\n"), status: 0) }
            let lines = drafts.map { draft -> String in
                var head = tr("草稿", "Draft") + " #\(draft.id ?? 0) · \(label(draft)) · \(RelativeTime.format(draft.updatedAt, clock: clock))"
                if let target = draft.targetPostID { head += " · " + tr("微博", "post") + " #\(target)" }
                var text = draft.text
                if let title = draft.title, !title.isEmpty { text = tr("《\(title)》", "“\(title)”") + " " + text }
                return head + "\n" + CommandText.block(text, indent: "  ") + "\n"
        }
        return CommandOutput(stdout: lines.joined(separator: "\n"), status: 0)
        }
    }

    private static func label(_ draft: Draft) -> String {
        switch draft.mode {
        case .comment: return tr("评论", "Comment")
        case .repost: return tr("转发", "Repost")
        case .post:
            switch draft.kind {
            case .longPost: return tr("长微博", "Long post")
            case .checkIn: return tr("签到", "Check in")
            case .review: return tr("点评", "Review")
            case .photo, .camera, .shoot: return tr("照片/视频", "Photo/Video")
            case .friendsCircle: return tr("好友圈", "Friends circle")
            case .music: return tr("音乐", "Music")
            case .text: return tr("微博", "Post")
            }
        }
    }

    static func json(_ draft: Draft) -> String {
        "{" + [
            "\"id\": \(CommandText.json(draft.id))",
            "\"mode\": \(CommandText.json(draft.mode.rawValue))",
            "\"kind\": \(CommandText.json(draft.kind.rawValue))",
            "\"target_post_id\": \(CommandText.json(draft.targetPostID))",
            "\"title\": \(CommandText.json(draft.title))",
            "\"text\": \(CommandText.json(draft.text))",
            "\"place\": \(CommandText.json(draft.place))",
            "\"rating\": \(CommandText.json(draft.rating))",
            "\"media_path\": \(CommandText.json(draft.mediaPath))",
            "\"cursor\": \(draft.cursor)",
            "\"updated_at\": \(draft.updatedAt)",
        ].joined(separator: ", ") + "}"
    }
}
