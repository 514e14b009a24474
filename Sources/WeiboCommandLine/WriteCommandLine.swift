import WeiboCore
import WeiboStore
import WeiboSync

/// `comment`, `repost`, `like` and `dm`: the app's actions on a post or a
/// person, on the command line. One way for all four, as `post` goes: on an
/// account the write is queued in the outbox first (shown in the cache at
/// once), then everything due is sent, and the line says whether Weibo has
/// it or where it waits; the sample writes into its own cache at once.
enum WriteCommandLine {
    /// One command's part: what it writes on the sample and what it queues
    /// on an account. `queue` answers nil when there is nothing to send
    /// (a like already there); `unchanged` is then the line said.
    struct Write {
        var spec: CommandSpec
        var unavailable: Unavailable?
        var onSample: (Store) throws -> String
        var queue: (Store) throws -> OutboxItem?
        var unchanged: String = ""
        var sentLine: (OutboxSender.Run.Sent) -> String
    }

    // MARK: the four commands

    static func comment(_ arguments: [String], readStdin: (_ maxBytes: Int) -> [UInt8]?, _ context: AccountCommandLine.Context) -> CommandOutput {
        let spec = UserCommands.comment
        let read = PostsCommandLine.writtenText(arguments, for: spec, leading: 1, check: { WeiboLength.refusal($0, limit: WeiboLength.commentLimit) },
                                                readStdin: readStdin)
        guard case .read(let text, let options) = read else { return answer(of: read) }
        guard let postID = postID(options.words[0]) else { return badPostID(options.words[0], spec) }
        var reply: Int64?
        if let word = options.texts["--reply"] {
            guard let id = Self.postID(word) else {
                return .usageError(tr("--reply 需要评论的 id，而不是 '\(CommandText.echo(word))'",
                                      "--reply needs a comment's id, not '\(CommandText.echo(word))'"), for: spec)
            }
            reply = id
        }
        let draft = Draft(mode: .comment, targetPostID: postID, text: text)
        return run(Write(
            spec: spec, unavailable: nil,
            onSample: { store in
                if reply != nil { throw Refusal(tr("示例数据不能回复评论；请评论微博本身", "the sample cannot reply to a comment; comment on the post itself")) }
                let post = try store.publish(draft)
                return tr("已评论微博 \(post.id)（评论 \(post.commentCount)）\n",
                          "commented on post \(post.id) (\(plural(post.commentCount, "comment")))\n")
            },
            queue: { store in try store.queue(draft, replyTo: reply) },
            sentLine: { sent in
                reply == nil ? tr("已发送评论 \(sent.weiboID)（微博 \(postID)）\n", "sent comment \(sent.weiboID) on post \(postID)\n")
                             : tr("已发送回复 \(sent.weiboID)（微博 \(postID)）\n", "sent reply \(sent.weiboID) on post \(postID)\n")
            }), post: postID, options: options, context)
    }

    static func repost(_ arguments: [String], readStdin: (_ maxBytes: Int) -> [UInt8]?, _ context: AccountCommandLine.Context) -> CommandOutput {
        let spec = UserCommands.repost
        // No words after the id is an empty repost (转发微博), never a wait on stdin.
        let check = { (text: String) in text.isEmpty ? nil : WeiboLength.refusal(text) }
        let read = PostsCommandLine.writtenText(arguments, for: spec, leading: 1, stdinWhenNone: false, check: check, readStdin: readStdin)
        guard case .read(let text, let options) = read else { return answer(of: read) }
        guard let postID = postID(options.words[0]) else { return badPostID(options.words[0], spec) }
        let draft = Draft(mode: .repost, targetPostID: postID, text: text)
        return run(Write(
            spec: spec, unavailable: nil,
            onSample: { store in
                let post = try store.publish(draft)
                return tr("已转发，新微博 \(post.id)\n", "reposted as post \(post.id)\n")
            },
            queue: { store in try store.queue(draft) },
            sentLine: { sent in tr("已转发，新微博 \(sent.weiboID)\n", "reposted as post \(sent.weiboID)\n") }),
            post: postID, options: options, context)
    }

    static func like(_ arguments: [String], _ context: AccountCommandLine.Context) -> CommandOutput {
        let spec = UserCommands.like
        let options: CommandOptions
        switch CommandOptions.read(arguments, for: spec, maxWords: 1) {
        case .answer(let answer): return answer
        case .run(let parsed): options = parsed
        }
        guard let word = options.words.first else { return .usageError(tr("like 需要 POST_ID", "like needs POST_ID"), for: spec) }
        guard let postID = postID(word) else { return badPostID(word, spec) }
        let liked = !options.flags.contains("--undo")
        let state = { (post: Post) in
            liked ? tr("已赞微博 \(post.id)（赞 \(post.likeCount)）\n", "liked post \(post.id) (\(plural(post.likeCount, "like")))\n")
                  : tr("已取消赞微博 \(post.id)（赞 \(post.likeCount)）\n",
                       "no longer liking post \(post.id) (\(plural(post.likeCount, "like")))\n")
        }
        return run(Write(
            spec: spec, unavailable: .liking,
            onSample: { store in try state(store.setLiked(postID: postID, liked)) },
            queue: { store in
                try store.queueLike(postID: postID, liked)
                return try store.outbox().last { $0.targetPostID == postID && ($0.kind == .like || $0.kind == .unlike) }
            },
            unchanged: liked ? tr("已经赞过微博 \(postID)\n", "post \(postID) is liked already\n")
                             : tr("没有赞过微博 \(postID)\n", "post \(postID) is not liked\n"),
            sentLine: { _ in
                liked ? tr("已赞微博 \(postID)\n", "liked post \(postID)\n") : tr("已取消赞微博 \(postID)\n", "no longer liking post \(postID)\n")
            }), post: postID, options: options, context)
    }

    /// `fav POST_ID [--undo]`: 收藏 as `like` is a like, by the same one way.
    static func fav(_ arguments: [String], _ context: AccountCommandLine.Context) -> CommandOutput {
        let spec = UserCommands.fav
        let options: CommandOptions
        switch CommandOptions.read(arguments, for: spec, maxWords: 1) {
        case .answer(let answer): return answer
        case .run(let parsed): options = parsed
        }
        guard let word = options.words.first else { return .usageError(tr("fav 需要 POST_ID", "fav needs POST_ID"), for: spec) }
        guard let postID = postID(word) else { return badPostID(word, spec) }
        let favorited = !options.flags.contains("--undo")
        let done = favorited ? tr("已收藏微博 \(postID)\n", "favourited post \(postID)\n")
                             : tr("已取消收藏微博 \(postID)\n", "no longer favouriting post \(postID)\n")
        return run(Write(
            spec: spec, unavailable: .favorites,
            onSample: { store in
                try store.setFavorited(postID: postID, favorited)
                return done
            },
            queue: { store in
                try store.queueFavorite(postID: postID, favorited)
                return try store.outbox().last { $0.targetPostID == postID && ($0.kind == .favorite || $0.kind == .unfavorite) }
            },
            unchanged: favorited ? tr("已经收藏过微博 \(postID)\n", "post \(postID) is a favourite already\n")
                                 : tr("没有收藏过微博 \(postID)\n", "post \(postID) is not a favourite\n"),
            sentLine: { _ in done }), post: postID, options: options, context)
    }

    static func dm(_ arguments: [String], readStdin: (_ maxBytes: Int) -> [UInt8]?, _ context: AccountCommandLine.Context) -> CommandOutput {
        let spec = UserCommands.dm
        let read = PostsCommandLine.writtenText(arguments, for: spec, leading: 1, check: { _ in nil }, readStdin: readStdin)
        guard case .read(let text, let options) = read else { return answer(of: read) }
        let asked = options.words[0]
        let person = { (store: Store) throws -> User in
            if let uid = Int64(asked), uid > 0, let user = try store.user(id: String(uid)) { return user }
            if let user = try store.user(named: asked.hasPrefix("@") ? String(asked.dropFirst()) : asked) { return user }
            throw Refusal(tr("缓存里没有 @\(asked)；请给出他的 uid", "the cache knows no @\(asked); give their uid"))
        }
        return run(Write(
            spec: spec, unavailable: .directMessages,
            onSample: { store in
                let user = try person(store)
                let chat = try store.openConversation(with: user.id)
                try store.send(text: text, to: chat.id)
                return tr("已发私信给 \(CommandText.line(user.name))\n", "sent a message to \(CommandText.line(user.name))\n")
            },
            queue: { store in try store.queueMessage(text, to: person(store).id) },
            sentLine: { _ in tr("已发私信给 \(CommandText.line(asked))\n", "sent a message to \(CommandText.line(asked))\n") }),
            person: Int64(asked), options: options, context)
    }

    // MARK: one way for all

    /// Runs `write` on the active source. On an account, a post or person
    /// the cache does not know is fetched first (what the app does when
    /// one is opened), so the cache can show the write at once.
    static func run(_ write: Write, post: Int64? = nil, person: Int64? = nil, options: CommandOptions,
                    _ context: AccountCommandLine.Context) -> CommandOutput {
        let name = write.spec.path[0]
        do {
            let folder = try context.dataDirectory()
            let source = try DataSource.active(dataDirectory: folder, sampleOnly: context.sampleOnly)
            guard case .account(let account) = source else {
                let store = try source.openStore(dataDirectory: folder)
                defer { store.close() }
                let line = try write.onSample(store)
                return CommandOutput(stdout: options.json ? json(name, item: nil, weiboID: nil, sent: true) : line, status: 0)
            }
            if let unavailable = write.unavailable, unavailable.applies(to: account.kind) {
                return AccountCommandLine.failure(name, unavailable.message(for: account.kind))
            }
            let store = try AccountCommandLine.openStore(account, folder: folder, context)
            defer { store.close() }
            if let post, try store.post(id: post) == nil, case .failure(let error) = try context.engine(account).post(post, into: store) {
                return AccountCommandLine.failure(name, error.message(now: context.clock.now) + tr("；没有放入待发箱", "; nothing was queued"))
            }
            if let person, try store.user(id: String(person)) == nil,
               case .failure(let error) = try context.engine(account).person(person, into: store) {
                return AccountCommandLine.failure(name, error.message(now: context.clock.now) + tr("；没有放入待发箱", "; nothing was queued"))
            }
            let item: OutboxItem
            do {
                guard let queued = try write.queue(store) else {
                    return CommandOutput(stdout: options.json ? json(name, item: nil, weiboID: nil, sent: false) : write.unchanged, status: 0)
                }
                item = queued
            } catch let error as StoreError {
                return AccountCommandLine.failure(name, error.reason + tr("；没有放入待发箱，也没有发送", "; nothing was queued or sent"))
            }
            let run = try OutboxSender(account: account, client: context.client).sendDue(in: store, now: context.clock.now)
            var output = OutboxCommandLine.said(run, of: item, command: name, clock: context.clock, sentLine: write.sentLine)
            if options.json {
                let sent = run.sent.first { $0.item.id == item.id }
                output.stdout = json(name, item: sent == nil ? item.id : nil, weiboID: sent?.weiboID, sent: sent != nil)
            }
            return output.prepending(stderr: AccountCommandLine.routeLines(account, context, command: name))
        } catch let refusal as Refusal {
            return AccountCommandLine.failure(name, refusal.message)
        } catch {
            return CommandText.failure(error)
        }
    }

    /// `--json`: whether Weibo has it, Weibo's id when known, and the
    /// outbox item that waits.
    static func json(_ command: String, item: Int64?, weiboID: Int64?, sent: Bool) -> String {
        "{" + ["\"command\": \(CommandText.json(command))", "\"sent\": \(sent)", "\"weibo_id\": \(CommandText.json(weiboID))",
               "\"outbox_id\": \(CommandText.json(item))"].joined(separator: ", ") + "}\n"
    }

    static func postID(_ word: String) -> Int64? {
        Int64(word).flatMap { $0 > 0 ? $0 : nil }
    }

    static func badPostID(_ word: String, _ spec: CommandSpec) -> CommandOutput {
        .usageError(tr("'\(CommandText.echo(word))' 不是微博的 id", "'\(CommandText.echo(word))' is not a post id"), for: spec)
    }

    static func answer(of read: PostsCommandLine.WrittenText) -> CommandOutput {
        if case .answer(let answer) = read { return answer }
        return CommandOutput(status: 1)
    }
}
