import WeiboCore
import WeiboStore
import WeiboSync

/// `weibo-tui groups`: 首页's groups from the command line, fetched as
/// its title menu fetches them and printed from the store.
enum GroupsCommandLine {
    static func groups(_ arguments: [String], _ context: AccountCommandLine.Context) -> CommandOutput {
        OpenedListCommandLine.run(arguments, UserCommands.groups, list: .groups, lacking: .groups, limit: 1, context) { store, options in
            text(try store.feedGroups(), json: options.json)
        }
    }

    /// One group a line (`特别关注 · gid 4001`), or JSON whose keys do not
    /// change with the language.
    static func text(_ groups: [FeedGroup], json: Bool) -> String {
        if json {
            let items = groups.map { "{\"id\": \(JSONText.string($0.id)), \"name\": \(JSONText.string($0.name))}" }
            return "{\"groups\": [\(items.joined(separator: ", "))]}\n"
        }
        return groups.map { CommandText.line($0.name) + " · gid " + CommandText.line($0.id) + "\n" }.joined()
    }

    /// The group `asked` names, by gid or by name, as the store holds it;
    /// the one line that says why not otherwise.
    static func group(named asked: String, in store: Store) -> Result<FeedGroup, Refusal> {
        guard store.offersGroups else { return .failure(Refusal(Unavailable.groups.message(for: store.accountKind))) }
        let groups = (try? store.feedGroups()) ?? []
        if let found = groups.first(where: { $0.id == asked }) ?? groups.first(where: { $0.name == asked }) { return .success(found) }
        return .failure(Refusal(tr("没有这个分组：\(asked)（weibo-tui groups 列出分组）", "no such group: \(asked) (weibo-tui groups lists them)")))
    }
}
