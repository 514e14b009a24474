import WeiboCore
import WeiboStore
import WeiboSync

/// A list the app fetches only when its page opens, from the command line
/// (`hot`, `groups`): on a web session fetched first as the page fetches
/// it (the list's own rules held; `--cached` never goes online), then
/// printed from the store, the cache listed with one line and exit 1 when
/// the fetch failed; the sample prints its own; a kind without the list
/// says so in its one line, exit 1.
enum OpenedListCommandLine {
    static func run(_ arguments: [String], _ spec: CommandSpec, list: SyncedList, lacking: Unavailable, limit: Int,
                    _ context: AccountCommandLine.Context, print: (Store, CommandOptions) throws -> String) -> CommandOutput {
        let options: CommandOptions
        switch CommandOptions.read(arguments, for: spec) {
        case .answer(let answer): return answer
        case .run(let parsed): options = parsed
        }
        let name = spec.path.joined(separator: " ")
        do {
            let folder = try context.dataDirectory()
            guard case .account(let account) = try DataSource.active(dataDirectory: folder, sampleOnly: context.sampleOnly) else {
                let store = try Store.open(dataDirectory: folder)
                defer { store.close() }
                return CommandOutput(stdout: try print(store, options), status: 0)
            }
            if lacking.applies(to: account.kind) {
                return AccountCommandLine.failure(name, lacking.message(for: account.kind))
            }
            let store = try AccountCommandLine.openStore(account, folder: folder, context)
            defer { store.close() }
            var stderr = "", status: Int32 = 0
            if !options.flags.contains("--cached") {
                switch try context.engine(account).opened(list, into: store, limit: limit) {
                case .failure(let error):
                    stderr = AccountCommandLine.routeLines(account, context, command: name) + "weibo-tui \(name): "
                        + CommandText.line(error.message(now: context.clock.now) + tr("；列出的是缓存", "; listing the cache")) + "\n"
                    status = 1
                case .success(let result):
                    stderr = result.skipped.line
                }
            }
            return CommandOutput(stdout: try print(store, options), stderr: stderr, status: status)
        } catch {
            return CommandText.failure(error)
        }
    }
}
