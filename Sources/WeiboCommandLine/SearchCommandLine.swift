import WeiboCore
import WeiboStore
import WeiboSync

/// `weibo-tui search TEXT`: 发现's search of all Weibo from the command
/// line: one page fetched when asked (never by a sync), then what the
/// store keeps of that search printed, as the app's results page reads it.
enum SearchCommandLine {
    static func search(_ arguments: [String], _ context: AccountCommandLine.Context) -> CommandOutput {
        let options: CommandOptions
        switch CommandOptions.read(arguments, for: UserCommands.search, maxWords: 10) {
        case .answer(let answer): return answer
        case .run(let parsed): options = parsed
        }
        let text = options.words.joined(separator: " ").trimmingSpaces
        guard !text.isEmpty else { return .usageError(tr("search 需要要搜的词", "search needs the words to search for"), for: UserCommands.search) }
        guard let kind = kind(options.texts["--type"]) else {
            return .usageError(typeRefusal(options.texts["--type"] ?? ""), for: UserCommands.search)
        }
        let query = WeiboSearchQuery(text, kind: kind)
        do {
            let folder = try context.dataDirectory()
            guard case .account(let account) = try DataSource.active(dataDirectory: folder, sampleOnly: context.sampleOnly) else {
                // The sample holds its hot words' posts (as a search would
                // have left them); anything else it cannot search.
                let store = try Store.open(dataDirectory: folder)
                defer { store.close() }
                let results = try store.searchResults(query)
                guard results.fetchedAt != nil else {
                    return AccountCommandLine.failure("search", tr("示例数据不联网，不能搜索全微博；请先登录网页会话",
                                                                   "the sample does not go online to search Weibo; log in to a web session first"))
                }
                return CommandOutput(stdout: options.json ? json(query, results) : render(query, results, clock: context.clock), status: 0)
            }
            if Unavailable.searchingWeibo.applies(to: account.kind) {
                return AccountCommandLine.failure("search", Unavailable.searchingWeibo.message(for: account.kind))
            }
            let store = try AccountCommandLine.openStore(account, folder: folder, context)
            defer { store.close() }
            var stderr = "", status: Int32 = 0
            if !options.flags.contains("--cached") {
                switch try context.engine(account).search(query, page: options.values["--page"] ?? 1, into: store) {
                case .failure(let error):
                    stderr = AccountCommandLine.routeLines(account, context, command: "search") + "weibo-tui search: "
                        + CommandText.line(error.message(now: context.clock.now) + tr("；列出的是缓存", "; listing the cache")) + "\n"
                    status = 1
                case .success(let found):
                    stderr = found.skipped.line + found.pictureLine
                }
            }
            let results = try store.searchResults(query)
            let out = options.json ? json(query, results) : render(query, results, clock: context.clock)
            return CommandOutput(stdout: out, stderr: stderr, status: status)
        } catch {
            return CommandText.failure(error)
        }
    }

    /// `--type`'s word, posts when none was given.
    static func kind(_ word: String?) -> WeiboSearchKind? {
        guard let word else { return .posts }
        return WeiboSearchKind(rawValue: word)
    }

    static func typeRefusal(_ word: String) -> String {
        let words = WeiboSearchKind.allCases.map(\.rawValue)
        return tr("--type 只接受 \(words.joined(separator: "、"))，而不是 '\(CommandText.echo(word))'",
                  "--type takes \(words.joined(separator: ", ")), not '\(CommandText.echo(word))'")
    }

    /// Posts as `timeline` prints them; a person or a topic a line.
    static func render(_ query: WeiboSearchQuery, _ results: WeiboSearchResults, clock: Clock) -> String {
        switch query.kind {
        case .posts, .realtime:
            return results.posts.map { PostsCommandLine.render($0, clock: clock) }.joined(separator: "\n")
        case .users:
            return results.people.map { person in
                CommandText.line(person.name) + " · uid \(person.id)"
                    + tr(" · 粉丝 \(CountFormat.short(person.followersCount))", " · \(CountFormat.short(person.followersCount)) followers")
                    + (person.followState.map { " · " + $0.label } ?? "")
                    + (person.verified ? " · V" : "") + "\n"
            }.joined()
        case .topics:
            return results.topics.map { topic in
                "#" + CommandText.line(topic.name) + "#"
                    + [topic.summary, topic.detail].filter { !$0.isEmpty }.map { " · " + CommandText.line($0) }.joined() + "\n"
            }.joined()
        }
    }

    static func json(_ query: WeiboSearchQuery, _ results: WeiboSearchResults) -> String {
        let items: [String]
        switch query.kind {
        case .posts, .realtime: items = results.posts.map(PostsCommandLine.json)
        case .users: items = results.people.map(PeopleCommandLine.card)
        case .topics:
            items = results.topics.map { "{\"name\": \(CommandText.json($0.name)), \"summary\": \(CommandText.json($0.summary)), \"detail\": \(CommandText.json($0.detail))}" }
        }
        return "{\"text\": \(CommandText.json(query.text)), \"type\": \(CommandText.json(query.kind.rawValue)), "
            + "\"fetched_at\": \(results.fetchedAt.map(String.init) ?? "null"), \"pages\": \(results.pages), "
            + "\"next_page\": \(results.nextPage.map(String.init) ?? "null"), \"results\": [\(items.joined(separator: ", "))]}\n"
    }
}
