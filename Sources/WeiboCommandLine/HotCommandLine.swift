import WeiboCore
import WeiboStore
import WeiboSync

/// `weibo-tui hot`: 热搜榜 from the command line, fetched as 发现 fetches
/// it (the list's own interval held) and printed from the store.
enum HotCommandLine {
    static func hot(_ arguments: [String], _ context: AccountCommandLine.Context) -> CommandOutput {
        OpenedListCommandLine.run(arguments, UserCommands.hot, list: .hot, lacking: .hotSearch, limit: Store.hotListLimit, context) { store, options in
            text(try store.hotList(), json: options.json)
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
