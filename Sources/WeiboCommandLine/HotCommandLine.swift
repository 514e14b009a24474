import WeiboCore
import WeiboStore
import WeiboSync

/// `weibo-tui hot`: 热搜榜 from the command line, fetched as 发现 fetches
/// it (the list's own interval held) and printed from the store.
enum HotCommandLine {
    static func hot(_ arguments: [String], _ context: AccountCommandLine.Context) -> CommandOutput {
        let options: CommandOptions
        switch CommandOptions.read(arguments, for: UserCommands.hot) {
        case .answer(let answer): return answer
        case .run(let parsed): options = parsed
        }
        do {
            let folder = try context.dataDirectory()
            guard case .account(let account) = try DataSource.active(dataDirectory: folder, sampleOnly: context.sampleOnly) else {
                let store = try Store.open(dataDirectory: folder)
                defer { store.close() }
                return CommandOutput(stdout: text(try store.hotList(), json: options.json), status: 0)
            }
            if Unavailable.hotSearch.applies(to: account.kind) {
                return AccountCommandLine.failure("hot", Unavailable.hotSearch.message(for: account.kind))
            }
            let store = try AccountCommandLine.openStore(account, folder: folder, context)
            defer { store.close() }
            var stderr = "", status: Int32 = 0
            if !options.flags.contains("--cached"),
               case .failure(let error) = try context.engine(account).opened(.hot, into: store, limit: Store.hotListLimit) {
                stderr = AccountCommandLine.routeLines(account, context, command: "hot") + "weibo-tui hot: "
                    + CommandText.line(error.message(now: context.clock.now) + tr("；列出的是缓存", "; listing the cache")) + "\n"
                status = 1
            }
            return CommandOutput(stdout: text(try store.hotList(), json: options.json), stderr: stderr, status: status)
        } catch {
            return CommandText.failure(error)
        }
    }

    /// One word a line (`1. 终端里刷微博 [热] 300万`), or JSON whose keys do
    /// not change with the language.
    static func text(_ list: HotList, json: Bool) -> String {
        if json {
            let words = list.words.map { word in
                "{\"rank\": \(word.rank), \"word\": \(JSONText.string(word.word)), \"heat\": \(word.heat.map(String.init) ?? "null"), "
                    + "\"label\": \(JSONText.string(word.label))}"
            }
            return "{\"fetched_at\": \(list.fetchedAt.map(String.init) ?? "null"), \"words\": [\(words.joined(separator: ", "))]}\n"
        }
        return list.words.map { word in
            "\(word.rank). " + CommandText.line(word.word) + (word.label.isEmpty ? "" : " [\(CommandText.line(word.label))]")
                + (word.heat.map { " " + CountFormat.short(Int(clamping: $0)) } ?? "") + "\n"
        }.joined()
    }
}
