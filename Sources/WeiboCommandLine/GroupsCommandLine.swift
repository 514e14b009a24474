import WeiboCore
import WeiboStore
import WeiboSync

/// `weibo-tui groups`: 首页's groups from the command line, fetched as
/// its title menu fetches them and printed from the store.
enum GroupsCommandLine {
    static func groups(_ arguments: [String], _ context: AccountCommandLine.Context) -> CommandOutput {
        let options: CommandOptions
        switch CommandOptions.read(arguments, for: UserCommands.groups) {
        case .answer(let answer): return answer
        case .run(let parsed): options = parsed
        }
        do {
            let folder = try context.dataDirectory()
            guard case .account(let account) = try DataSource.active(dataDirectory: folder, sampleOnly: context.sampleOnly) else {
                let store = try Store.open(dataDirectory: folder)
                defer { store.close() }
                return CommandOutput(stdout: text(try store.feedGroups(), json: options.json), status: 0)
            }
            if Unavailable.groups.applies(to: account.kind) {
                return AccountCommandLine.failure("groups", Unavailable.groups.message(for: account.kind))
            }
            let store = try AccountCommandLine.openStore(account, folder: folder, context)
            defer { store.close() }
            var stderr = "", status: Int32 = 0
            if !options.flags.contains("--cached") {
                switch try context.engine(account).opened(.groups, into: store, limit: 1) {
                case .failure(let error):
                    stderr = AccountCommandLine.routeLines(account, context, command: "groups") + "weibo-tui groups: "
                        + CommandText.line(error.message(now: context.clock.now) + tr("；列出的是缓存", "; listing the cache")) + "\n"
                    status = 1
                case .success(let result):
                    stderr = result.skipped.line
                }
            }
            return CommandOutput(stdout: text(try store.feedGroups(), json: options.json), stderr: stderr, status: status)
        } catch {
            return CommandText.failure(error)
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
