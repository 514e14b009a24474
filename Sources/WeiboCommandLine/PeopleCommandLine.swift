import WeiboCore
import WeiboStore
import WeiboSync

/// `weibo-tui user NAME|UID`: someone's page, as the app's person page
/// shows it: on a web session fetched from Weibo first (when asked, never
/// by a sync), then read from the cache, which the app reads too.
enum PeopleCommandLine {
    static func user(_ arguments: [String], _ context: AccountCommandLine.Context) -> CommandOutput {
        let options: CommandOptions
        switch CommandOptions.read(arguments, for: UserCommands.user, maxWords: 1) {
        case .answer(let answer): return answer
        case .run(let parsed): options = parsed
        }
        guard options.words.count == 1, let asked = options.words.first, !asked.isEmpty else {
            return .usageError(tr("user 需要一个名字或 uid", "user needs one name or uid"), for: UserCommands.user)
        }
        let limit = options.values["--limit"] ?? UserCommands.defaultUserPostLimit
        let list: Bool? = options.flags.contains("--followers") ? true : options.flags.contains("--following") ? false : nil
        if let fans = list { return people(asked, fans: fans, page: options.values["--page"] ?? 1, json: options.json, context) }
        do {
            let folder = try context.dataDirectory()
            let source = try DataSource.active(dataDirectory: folder, sampleOnly: context.sampleOnly)
            let store: Store
            var stderr = ""
            // Weibo's card as it came, where one was fetched: whether each follows the other is its word now.
            var fetched: User?
            switch source {
            case .sample:
                store = try source.openStore(dataDirectory: folder)
            case .account(let account):
                store = try AccountCommandLine.openStore(account, folder: folder, context)
                let engine = context.engine(account)
                if Unavailable.people.applies(to: account.kind) {
                    stderr = "weibo-tui user: " + CommandText.line(Unavailable.people.message(for: account.kind)) + "\n"
                } else {
                    guard let uid = try Int64(asked).flatMap({ $0 > 0 ? $0 : nil }) ?? store.user(named: asked).flatMap({ Int64($0.id) }) else {
                        store.close()
                        return AccountCommandLine.failure("user", tr("缓存里没有 @\(asked)；请给出他的 uid", "the cache knows no @\(asked); give their uid"))
                    }
                    switch try engine.person(uid, into: store) {
                    case .failure(let error):
                        store.close()
                        return AccountCommandLine.failure("user", error.message(now: context.clock.now))
                    case .success(let person):
                        fetched = person.user
                        stderr = person.skipped.line + person.pictureLine
                    }
                }
            }
            defer { store.close() }
            guard let person = try fetched ?? store.user(id: asked) ?? store.user(named: asked) else {
                return CommandOutput(stderr: stderr + "weibo-tui user: " + tr("没有找到用户 @", "no one called @") + CommandText.line(asked) + "\n",
                                     status: 1)
            }
            let posts = try store.searchPosts(.user(name: person.name), SearchQuery(""), limit: limit).posts
            if options.json { return CommandOutput(stdout: json(person, posts: posts) + "\n", stderr: stderr, status: 0) }
            return CommandOutput(stdout: render(person, posts: posts, clock: context.clock), stderr: stderr, status: 0)
        } catch {
            return CommandText.failure(error)
        }
    }

    /// `user --following` / `--followers`: one page of whom they follow or
    /// who follows them, fetched now (the sample's are its own, as `w` /
    /// `W` show them), one person a line (name, uid, where the account
    /// stands with them).
    static func people(_ asked: String, fans: Bool, page: Int, json: Bool, _ context: AccountCommandLine.Context) -> CommandOutput {
        do {
            let folder = try context.dataDirectory()
            let source = try DataSource.active(dataDirectory: folder, sampleOnly: context.sampleOnly)
            guard case .account(let account) = source else {
                let store = try source.openStore(dataDirectory: folder)
                defer { store.close() }
                guard let person = try store.user(id: asked) ?? store.user(named: asked) else {
                    return AccountCommandLine.failure("user", tr("没有找到用户 @", "no one called @") + CommandText.line(asked))
                }
                return list(try store.peopleList(of: person.id, fans: fans, page: page)?.people ?? [], stderr: "", json: json)
            }
            if Unavailable.people.applies(to: account.kind) {
                return AccountCommandLine.failure("user", Unavailable.people.message(for: account.kind))
            }
            let store = try AccountCommandLine.openStore(account, folder: folder, context)
            defer { store.close() }
            guard let uid = try Int64(asked).flatMap({ $0 > 0 ? $0 : nil }) ?? store.user(named: asked).flatMap({ Int64($0.id) }) else {
                return AccountCommandLine.failure("user", tr("缓存里没有 @\(asked)；请给出他的 uid", "the cache knows no @\(asked); give their uid"))
            }
            switch try context.engine(account).opened(OpenedPage(fans ? .followers : .following, key: uid, page: page), into: store) {
            case .failure(let error):
                return AccountCommandLine.failure("user", error.message(now: context.clock.now))
            case .success(let fetched):
                // The page as the store filed it: what the app's list shows.
                return list(try store.peopleList(of: String(uid), fans: fans, page: page)?.people ?? [], stderr: fetched.skipped.line, json: json)
            }
        } catch {
            return CommandText.failure(error)
        }
    }

    private static func list(_ people: [User], stderr: String, json: Bool) -> CommandOutput {
        if json { return CommandOutput(stdout: CommandText.jsonArray(people.map { card($0) }), stderr: stderr, status: 0) }
        let lines = people.map { person in
            CommandText.line(person.name) + " · uid \(person.id)" + (person.followState.map { " · " + $0.label } ?? "") + "\n"
        }
        return CommandOutput(stdout: lines.joined(), stderr: stderr, status: 0)
    }

    /// The card in plain text, then the posts as `timeline` prints them:
    ///
    ///     山间小路 · 已关注
    ///     认证：户外博主
    ///     走路 & 看山
    ///     微博 1234 · 关注 56 · 粉丝 1.2万
    static func render(_ user: User, posts: [Post], clock: Clock) -> String {
        var out = CommandText.line(user.name) + (user.followState.map { " · " + $0.label } ?? "") + "\n"
        if user.verified { out += tr("认证：", "Verified: ") + CommandText.line(user.verifiedReason) + "\n" }
        if !user.bio.isEmpty { out += CommandText.line(user.bio) + "\n" }
        let cached = posts.count
        out += tr("微博 \(CountFormat.short(user.cardPostCount(cached: cached))) · 关注 \(CountFormat.short(user.followingCount)) · 粉丝 \(CountFormat.short(user.followersCount))",
                  "Posts \(CountFormat.short(user.cardPostCount(cached: cached))) · Following \(CountFormat.short(user.followingCount)) · Followers \(CountFormat.short(user.followersCount))")
            + "\n"
        return out + posts.map { "\n" + PostsCommandLine.render($0, clock: clock) }.joined()
    }

    static func json(_ user: User, posts: [Post]) -> String {
        String(card(user).dropLast()) + ", \"posts\": [\(posts.map(PostsCommandLine.json).joined(separator: ", "))]}"
    }

    /// A person's card as JSON, without their posts.
    static func card(_ user: User) -> String {
        "{" + [
            "\"id\": \(CommandText.json(user.id))",
            "\"name\": \(CommandText.json(user.name))",
            "\"bio\": \(CommandText.json(user.bio))",
            "\"verified\": \(user.verified)",
            "\"verified_reason\": \(CommandText.json(user.verifiedReason))",
            "\"posts_count\": \(CommandText.json(user.postsCount))",
            "\"following_count\": \(user.followingCount)",
            "\"followers_count\": \(user.followersCount)",
            "\"following\": \(user.following.map { "\($0)" } ?? "null")",
            "\"follows_me\": \(user.followsMe.map { "\($0)" } ?? "null")",
            "\"follow_state\": \(CommandText.json(user.followState?.rawValue))",
        ].joined(separator: ", ") + "}"
    }
}
